// Builds the UI into dist/ui once when it is missing or older than its sources, so browser tests always
// run the current code. A lock directory keeps parallel test files from building at the same time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const UI_DIST = join(REPO_ROOT, 'dist/ui');
const UI_SOURCES = [join(REPO_ROOT, 'ui'), join(REPO_ROOT, 'vite.config.ts')];
const LOCK_DIR = join(REPO_ROOT, 'dist/.ui-build.lock');

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.tsx') || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isFresh(): boolean {
  const index = join(UI_DIST, 'index.html');
  if (!existsSync(index)) return false;
  const sources = Math.max(...UI_SOURCES.map(newestMtime));
  return statSync(index).mtimeMs >= sources;
}

async function withLock<T>(work: () => T): Promise<T> {
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      // A lock older than two minutes belongs to a killed run.
      if (existsSync(LOCK_DIR) && Date.now() - statSync(LOCK_DIR).mtimeMs > 120_000) rmSync(LOCK_DIR, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the UI build lock ${LOCK_DIR}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Returns the dist/ui path after building it if needed. */
export async function ensureUiBuilt(): Promise<string> {
  if (isFresh()) return UI_DIST;
  await withLock(() => {
    if (isFresh()) return;
    execFileSync(join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
      timeout: 120_000,
    });
  });
  return UI_DIST;
}
