// @ts-check
// `npm start`: builds the UI when its sources are newer than the build, then runs the server (which
// migrates the database before listening) from its bundle (scripts/server-bundle.mjs), rebuilt
// first when a server source changed. Plain JavaScript, so no TypeScript loader sits between Node
// and the server's modules; if the bundle cannot be made, the server runs through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundled } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'ui', 'index.html');

/**
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function uiNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [path.join(root, 'ui'), path.join(root, 'vite.config.ts')].filter(existsSync);
  return sources.some((source) => (statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs) > built);
}

if (uiNeedsBuild()) {
  console.error('Building the UI…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await runBundled('main');
