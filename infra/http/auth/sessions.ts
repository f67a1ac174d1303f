// Server-side sessions. The cookie holds a random 256-bit id; the table holds only its sha-256, so
// a leaked table cannot be turned back into cookies. Sessions last 30 days from the last use
// (sliding, refreshed at most hourly), get a new id at every sign-in, and are deleted at sign-out.
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
  const idHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'sessions.id_token', 'users.email'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  let expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return { userId: row.user_id, email: row.email ?? null, idToken: row.id_token, expiresAt };
}

export async function deleteSession(db: Kysely<Tables>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
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
      const session = await loadSession(context.database.db, token, new Date(before));
      if (session) {
        ctx.state.user = { id: session.userId, email: session.email };
        ctx.state.sessionId = hashToken(token);
        if (session.expiresAt.getTime() - before > SESSION_TTL_MS - SLIDE_AFTER_MS) setSessionCookie(ctx, name, token, session.expiresAt);
      }
    }
    await next();
  };
}
