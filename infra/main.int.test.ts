// The process entry point: starts on a fresh data folder, and on SIGTERM stops accepting,
// lets an in-flight request finish, closes everything and exits 0.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = path.join(import.meta.dirname, 'main.ts');

function startProcess(dataDir: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
  return { proc, url, exited };
}

describe('infra/main.ts', () => {
  it('drains an in-flight request on SIGTERM, then exits 0', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cw-main-'));
    const server = startProcess(dataDir);
    try {
      const base = new URL(await server.url);
      // A request whose body is still arriving when SIGTERM lands.
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { host: base.hostname, port: base.port, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json', origin: base.origin, 'transfer-encoding': 'chunked' } },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('{"email":"someone@example.com",');
        setTimeout(() => {
          server.proc.kill('SIGTERM');
          setTimeout(() => req.end('"password":"not-the-password"}'), 300);
        }, 300);
      });
      const { status, body } = await response;
      expect(status).toBe(401);
      expect(JSON.parse(body).error.code).toBe('unauthorized');
      expect(await server.exited).toBe(0);
    } finally {
      server.proc.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
