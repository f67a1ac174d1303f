// The in-process session cache: a session looked up recently answers without reading the sessions
// table; signing out (or in again) in this process ends the old session at once; a session ended
// behind the process's back is trusted for at most SESSION_CACHE_TTL_MS; expiry is honoured to the
// millisecond; the cache is bounded, keeps no unknown ids, and a lookup racing a sign-out cannot
// put the ended session back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';
import { hashToken, loadSessionCached, SESSION_CACHE_TTL_MS, SessionCache, sessionCacheOf, type LoadedSession } from './sessions.ts';
import { countingStatements } from '../../db/testing/statement-counter.ts';

const counted = countingStatements;

/** A client that sends the given session cookie (as a second tab, or a stolen copy, would). */
function withCookie(server: RunningServer, token: string): ApiClient {
  const client = new ApiClient(server.url);
  client.cookies.set('cw_session', token);
  return client;
}

for (const leg of databaseLegs()) {
  describe(`session cache on ${leg.name}`, () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers a session looked up moments ago without a database read', async () => {
      const user = await signedInClient(server.url, 'cached');
      const token = user.cookies.get('cw_session')!;
      const { db, statements } = counted(server.database.db);
      const now = new Date();
      const first = await loadSessionCached(db, token, now);
      expect(first?.session.userId).toBe(user.userId);
      expect(statements()).toBe(1);
      const again = await loadSessionCached(db, token, new Date(now.getTime() + SESSION_CACHE_TTL_MS - 1));
      expect(again?.session).toBe(first?.session);
      expect(again?.idHash).toBe(hashToken(token));
      expect(statements()).toBe(1);
      // Once the entry is older than the TTL, the table is read again.
      await loadSessionCached(db, token, new Date(now.getTime() + SESSION_CACHE_TTL_MS + 1));
      expect(statements()).toBe(2);
      // An unknown id costs a read every time: it is never cached.
      const unknown = 'A'.repeat(43);
      expect(await loadSessionCached(db, unknown, now)).toBeUndefined();
      expect(await loadSessionCached(db, unknown, now)).toBeUndefined();
      expect(statements()).toBe(4);
    });

    it('serves signed-in requests from the cache: a row deleted behind its back is still accepted until the TTL', async () => {
      const user = await signedInClient(server.url, 'behind');
      const token = user.cookies.get('cw_session')!;
      expect((await user.get('/api/pools')).status).toBe(200);
      // Another process signing the user out deletes the row; this one has not heard of it.
      await server.database.db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
      expect((await user.get('/api/pools')).status).toBe(200);
      sessionCacheOf(server.database.db).clear();
      expect((await user.get('/api/pools')).status).toBe(401);
    });

    it('ends the session at once when it signs out in this process, for every copy of the cookie', async () => {
      const user = await signedInClient(server.url, 'signout');
      const token = user.cookies.get('cw_session')!;
      const otherTab = withCookie(server, token);
      expect((await otherTab.get('/api/pools')).status).toBe(200);
      expect((await user.get('/api/pools')).status).toBe(200);
      const out = await user.post('/api/logout');
      expect(out.status).toBe(302);
      expect((await otherTab.get('/api/pools')).status).toBe(401);
      expect((await otherTab.get('/api/auth/user')).text).toBe('null');
    });

    it('ends the previous session at once when the same browser signs in again', async () => {
      const user = await signedInClient(server.url, 'again');
      const before = user.cookies.get('cw_session')!;
      const oldCopy = withCookie(server, before);
      expect((await oldCopy.get('/api/pools')).status).toBe(200);
      const login = await user.post('/api/auth/login', { email: user.email, password: 'correct horse battery' });
      expect(login.status).toBe(200);
      expect(user.cookies.get('cw_session')).not.toBe(before);
      expect((await oldCopy.get('/api/pools')).status).toBe(401);
      expect((await user.get('/api/pools')).status).toBe(200);
    });

    it('sends the session cookie again only when the session slid, not on every request', async () => {
      const user = await signedInClient(server.url, 'cookie');
      const setsCookie = async () => (await user.get('/api/pools')).headers.getSetCookie().some((c) => c.startsWith('cw_session='));
      expect(await setsCookie()).toBe(false);
      expect(await setsCookie()).toBe(false);
    });
  });
}

describe('SessionCache', () => {
  const session = (expiresAt: number): LoadedSession => ({ userId: 'u', email: null, idToken: null, expiresAt: new Date(expiresAt) });

  it('keeps an entry for its TTL, and never past the session’s own expiry', () => {
    const cache = new SessionCache(5_000, 10);
    cache.set('a', 'hash-a', session(10_000), 0, cache.generation);
    cache.set('b', 'hash-b', session(3_000), 0, cache.generation);
    expect(cache.get('a', 4_999)).toBeDefined();
    expect(cache.get('a', 5_000)).toBeUndefined();
    expect(cache.get('b', 2_999)).toBeDefined();
    expect(cache.get('b', 3_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const cache = new SessionCache(5_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, `hash-${key}`, session(1e12), 0, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBeDefined();
  });

  it('does not keep a lookup that began before a sign-out', () => {
    const cache = new SessionCache(5_000, 10);
    const generation = cache.generation;
    cache.forget('a');
    cache.set('a', 'hash-a', session(1e12), 0, generation);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 'hash-a', session(1e12), 0, cache.generation);
    expect(cache.get('a', 1)).toBeDefined();
  });
});
