// A tiny stand-in for the API server while it is being written: serves dist/ui with SPA fallback and
// the production Content-Security-Policy, and canned JSON API replies (by default GET /api/auth/user
// answers null: a visitor; other /api paths 404).
// Browser tests switch to the real server once it serves the UI.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

async function fileOrNull(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

export interface CannedReply {
  status?: number;
  body: unknown;
}

/** Canned replies by "METHOD /path"; a function is called for each request (for stateful stubs). */
export type CannedApi = Record<string, CannedReply | (() => CannedReply)>;

const DEFAULT_API: CannedApi = { 'GET /api/auth/user': { body: null } };

export async function startStaticServer(root: string, api: CannedApi = DEFAULT_API): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      const canned = api[`${request.method ?? 'GET'} ${url.pathname}`];
      if (canned) {
        const reply = typeof canned === 'function' ? canned() : canned;
        response.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
        return;
      }
      if (url.pathname.startsWith('/api/')) {
        const body = JSON.stringify({ error: { code: 'not_found', message: 'Not found' } });
        response.writeHead(404, { 'Content-Type': 'application/json' }).end(body);
        return;
      }
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      const inside = path === root || path.startsWith(root + sep);
      const file = inside ? await fileOrNull(path) : null;
      if (file) {
        response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(file);
        return;
      }
      // SPA fallback: the client router decides what an unknown path shows.
      const index = await readFile(join(root, 'index.html'));
      response.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(index);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
