// The bundle `npm start` runs (scripts/server-bundle.mjs): it builds from the sources, knows when it
// is current, and the server it holds starts on a fresh data folder and answers the API (its lazily
// loaded route chunks included), finding the files beside its sources as the unbundled server does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../infra/http/testing/api-test-client.ts';

const root = path.join(import.meta.dirname, '..');
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

function isCurrent(outdir: string): boolean {
  const script = `import(${JSON.stringify(path.join(root, 'scripts', 'server-bundle.mjs'))}).then((m) => console.log(m.serverBundleIsCurrent(${JSON.stringify(outdir)})))`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout.trim() === 'true';
}

describe('the server bundle', () => {
  it('builds once, and runs the server: sign-up, a signed-in read, a clean stop', { timeout: 120_000 }, async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'cw-bundle-'));
    // Inside node_modules, as the real one is: the bundle imports its packages from there.
    const outdir = path.join(root, 'node_modules', '.cache', 'clearwater', `server-test-${process.pid}`);
    folders.push(work, outdir);
    expect(isCurrent(outdir)).toBe(false);
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'server-bundle.mjs'), outdir], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(isCurrent(outdir)).toBe(true);

    const current = JSON.parse(readFileSync(path.join(outdir, 'current.json'), 'utf8')) as { build: string };
    const proc = spawn(process.execPath, [path.join(outdir, current.build, 'main.js')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'data'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        proc.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
          if (match) resolve(match[1]!);
        });
        proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        void exited.then((code) => reject(new Error(`bundled server exited (${code}): ${out}`)));
      });
      const client = new ApiClient(url);
      const registered = await client.post('/api/auth/register', { email: 'bundle@example.com', password: 'correct horse battery', firstName: 'Pat', lastName: 'Swimmer' });
      expect(registered.status, registered.text).toBe(201);
      const pools = await client.get<unknown[]>('/api/pools');
      expect(pools.status).toBe(200);
      expect(pools.body).toEqual([]);
      const openapi = await client.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
      expect(Object.keys(openapi.body.paths ?? {})).toContain('/api/pools');
      // The sample catalogue's feed is found beside its source file (import.meta.url kept per source).
      for (let waited = 0; !out.includes('imported the sample catalogue') && waited < 60_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(out).toMatch(/"products":\d{2,}.*"msg":"imported the sample catalogue"/);
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      proc.kill('SIGKILL');
    }
    // The projection commands are entries of the same bundle.
    const rebuild = spawnSync(process.execPath, [path.join(outdir, current.build, 'projections-rebuild.js'), 'users'], {
      cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' }, encoding: 'utf8',
    });
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(rebuild.stdout).toMatch(/^users: \d+ events in \d+ ms$/m);
    // A new build leaves the previous one in place for a process still running from it.
    const script = `import(${JSON.stringify(path.join(root, 'scripts', 'server-bundle.mjs'))}).then((m) => m.buildServerBundle(${JSON.stringify(outdir)}))`;
    expect(spawnSync(process.execPath, ['-e', script]).status).toBe(0);
    const next = JSON.parse(readFileSync(path.join(outdir, 'current.json'), 'utf8')) as { build: string };
    expect(next.build).not.toBe(current.build);
    expect(existsSync(path.join(outdir, current.build, 'main.js'))).toBe(true);
  });
});
