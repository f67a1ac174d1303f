// Server-side sessions. The cookie holds a random 256-bit id; the table holds only its sha-256, so
// a leaked table cannot be turned back into cookies. Sessions last 30 days from the last use
// (sliding, refreshed at most hourly), get a new id at every sign-in, and are deleted at sign-out.
//
// Each process keeps the sessions it has looked up for SESSION_CACHE_TTL_MS (5 s; at most
// SESSION_CACHE_MAX_ENTRIES of them), so a signed-in request does not read the sessions table every
// time. Signing out or signing in again in this process forgets the old session at once. A session
// ended elsewhere (another API process, or a row deleted or expired directly in the table) is still
// accepted here for at most SESSION_CACHE_TTL_MS, and a changed e-mail shows as late; the session's
// own expiry time is honoured to the millisecond. A cached lookup does not slide the expiry: the
// next one that reads the table does (the slide is hourly at most anyway).
import { createHash, randomBytes } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import type { Context, Middleware } from 'koa';
import type { Tables } from '../../db/tables.ts';
import type { RouteContext } from '../route-context.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_AFTER_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, string, string>;
  id_token: string | null;
}

declare module '../../db/tables.ts' {
  interface Tables {
    sessions: SessionsTable;
  }
}

export interface LoadedSession {
  readonly userId: string;
  readonly email: string | null;
  readonly idToken: string | null;
  readonly expiresAt: Date;
}

export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * The sessions this process has recently looked up, by their cookie value (the process reads it with
 * every request anyway; keying by it spares a sha-256 per request), each with the hash the table
 * knows it by. Only live sessions are kept (an unknown id is not, so guessing ids cannot fill it);
 * when full, the oldest entry goes first.
 */
export class SessionCache {
  readonly #entries = new Map<string, { session: LoadedSession; idHash: string; until: number }>();
  /** Bumped by every forget(): a lookup that began before a sign-out must not put the session back. */
  #generation = 0;

  constructor(readonly ttlMs = SESSION_CACHE_TTL_MS, readonly maxEntries = SESSION_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.#entries.size;
  }

  get generation(): number {
    return this.#generation;
  }

  get(token: string, now: number): { session: LoadedSession; idHash: string } | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now && entry.session.expiresAt.getTime() > now) return entry;
    this.#entries.delete(token);
    return undefined;
  }

  /** Keeps a session looked up at `now`, unless a sign-out happened since `generation` was read. */
  set(token: string, idHash: string, session: LoadedSession, now: number, generation: number): void {
    if (generation !== this.#generation || this.ttlMs <= 0) return;
    this.#entries.delete(token);
    while (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, { session, idHash, until: now + this.ttlMs });
  }

  forget(token: string): void {
    this.#generation++;
    this.#entries.delete(token);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

const sessionCaches = new WeakMap<Kysely<Tables>, SessionCache>();

/** The session cache of the database db opens (one per database handle, so test servers never share one). */
export function sessionCacheOf(db: Kysely<Tables>): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new SessionCache()));
  return cache;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Kysely<Tables>, userId: string, idToken: string | null, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  await db.insertInto('sessions').values({ id_hash: hashToken(token), user_id: userId, expires_at: expiresAt.toISOString(), id_token: idToken }).execute();
  return { token, expiresAt };
}

/** The live session for a cookie value, sliding its expiry forward; undefined when unknown or expired. */
export async function loadSession(db: Kysely<Tables>, token: string, now: Date): Promise<LoadedSession | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return (await loadSessionByHash(db, hashToken(token), now))?.session;
}

/** The live session, and whether this lookup slid its expiry forward (the cookie should then say so too). */
async function loadSessionByHash(db: Kysely<Tables>, idHash: string, now: Date): Promise<{ session: LoadedSession; slid: boolean } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'sessions.id_token', 'users.email'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  let expiresAt = new Date(row.expires_at);
  const slid = expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS;
  if (slid) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return { session: { userId: row.user_id, email: row.email ?? null, idToken: row.id_token, expiresAt }, slid };
}

export interface CachedSessionLookup {
  readonly session: LoadedSession;
  /** sha-256 of the session id (what the table holds). */
  readonly idHash: string;
  /** This lookup slid the expiry forward: the cookie's expiry should follow. */
  readonly slid: boolean;
}

/**
 * loadSession through this process's session cache: a session looked up less than
 * SESSION_CACHE_TTL_MS ago answers without a database read (and without sliding its expiry: the
 * next lookup that reads the table does, and the slide is hourly at most anyway).
 */
export async function loadSessionCached(db: Kysely<Tables>, token: string, now: Date): Promise<CachedSessionLookup | undefined> {
  const cache = sessionCacheOf(db);
  const cached = cache.get(token, now.getTime());
  if (cached) return { ...cached, slid: false };
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const idHash = hashToken(token);
  const generation = cache.generation;
  const loaded = await loadSessionByHash(db, idHash, now);
  if (!loaded) return undefined;
  cache.set(token, idHash, loaded.session, now.getTime(), generation);
  return { ...loaded, idHash };
}

/** Deletes the session, and forgets it in this process's cache at once. */
export async function deleteSession(db: Kysely<Tables>, token: string): Promise<void> {
  sessionCacheOf(db).forget(token);
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
  // A lookup that started before the delete and ends after it must not bring it back either.
  sessionCacheOf(db).forget(token);
}

function cookieOptions(ctx: Context, expiresAt: Date) {
  // ctx.secure honours X-Forwarded-Proto only when the app trusts its proxy (TRUST_PROXY).
  return { httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, path: '/', expires: expiresAt, overwrite: true };
}

export function setSessionCookie(ctx: Context, name: string, token: string, expiresAt: Date): void {
  ctx.cookies.set(name, token, cookieOptions(ctx, expiresAt));
}

export function clearSessionCookie(ctx: Context, name: string): void {
  ctx.cookies.set(name, '', { ...cookieOptions(ctx, new Date(0)), maxAge: 0 });
}

/** Starts a fresh session for userId (ending the one the request carried, if any) and sets the cookie. */
export async function signIn(ctx: Context, context: RouteContext, userId: string, idToken: string | null = null): Promise<void> {
  const name = context.config.SESSION_COOKIE_NAME;
  const previous = ctx.cookies.get(name);
  if (previous) await deleteSession(context.database.db, previous);
  const { token, expiresAt } = await createSession(context.database.db, userId, idToken, new Date());
  setSessionCookie(ctx, name, token, expiresAt);
  ctx.state.user = { id: userId, email: null };
}

/** Ends the request's session; returns it (for RP-initiated logout) when there was one. */
export async function signOut(ctx: Context, context: RouteContext): Promise<LoadedSession | undefined> {
  const name = context.config.SESSION_COOKIE_NAME;
  const token = ctx.cookies.get(name);
  clearSessionCookie(ctx, name);
  if (!token) return undefined;
  const session = await loadSession(context.database.db, token, new Date());
  await deleteSession(context.database.db, token);
  ctx.state.user = undefined;
  return session;
}

/**
 * Loads the signed-in user into ctx.state.user for /api requests, and for GET / (the home page is sent
 * with preloads of the user's own data).
 */
export function sessionMiddleware(context: RouteContext): Middleware {
  const name = context.config.SESSION_COOKIE_NAME;
  return async function loadSessionUser(ctx, next) {
    const wantsUser = ctx.path.startsWith('/api/') || (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD'));
    const token = wantsUser ? ctx.cookies.get(name) : undefined;
    if (token) {
      const before = Date.now();
      const loaded = await loadSessionCached(context.database.db, token, new Date(before));
      if (loaded) {
        const { session, idHash, slid } = loaded;
        ctx.state.user = { id: session.userId, email: session.email };
        ctx.state.sessionId = idHash;
        // The cookie follows the session's expiry when it slides (sign-in set it for a new session).
        if (slid) setSessionCookie(ctx, name, token, session.expiresAt);
      }
    }
    await next();
  };
}
