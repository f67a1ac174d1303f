// OpenID Connect sign-in (authorization code + PKCE + state + nonce) with openid-client. Each
// login attempt keeps its verifier, state and nonce server-side under a random id that only this
// browser holds (a short-lived HttpOnly cookie), and the callback consumes it exactly once.
import type { Kysely } from 'kysely';
import type { Context } from 'koa';
import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import type { Tables } from '../../db/tables.ts';
import { badRequest, HttpError } from '../errors.ts';
import { hashToken, newToken } from './sessions.ts';

const FLOW_COOKIE = 'cw_oidc';
const FLOW_TTL_MS = 10 * 60 * 1000;

export interface OidcLoginsTable {
  id_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
}

declare module '../../db/tables.ts' {
  interface Tables {
    oidc_logins: OidcLoginsTable;
  }
}

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** OIDC settings when all three variables are set; undefined for local accounts; throws when only some are. */
export function oidcSettingsOf(config: Config): OidcSettings | undefined {
  const { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) throw new Error('OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  return { issuer: new URL(issuer), clientId, clientSecret, scopes: config.OIDC_SCOPES };
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  claims: { email: string | null; firstName: string | null; lastName: string | null; picture: string | null };
  idToken: string;
}

export interface OidcClient {
  readonly issuer: string;
  authorizationUrl(ctx: Context, db: Kysely<Tables>, baseUrl: string): Promise<URL>;
  finish(ctx: Context, db: Kysely<Tables>, baseUrl: string): Promise<OidcIdentity>;
  /** The provider's end-session URL when it supports RP-initiated logout. */
  logoutUrl(idToken: string | null, baseUrl: string): Promise<URL | undefined>;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    // Plain http is allowed only for a provider on this machine (development and tests).
    const options = settings.issuer.protocol === 'http:' && isLoopback(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    discovered ??= client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, options).catch((error: unknown) => {
      discovered = undefined;
      throw Object.assign(new HttpError(503, 'provider_unavailable', 'The sign-in service is unavailable. Please try again later.'), { cause: error });
    });
    return discovered;
  };
  const callbackUrl = (baseUrl: string) => `${baseUrl}/api/callback`;

  return {
    issuer: settings.issuer.href,
    async authorizationUrl(ctx, db, baseUrl) {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const flowId = newToken();
      await db.deleteFrom('oidc_logins').where('expires_at', '<', new Date()).execute();
      await db.insertInto('oidc_logins').values({ id_hash: hashToken(flowId), state, nonce, code_verifier: codeVerifier, expires_at: new Date(Date.now() + FLOW_TTL_MS) }).execute();
      ctx.cookies.set(FLOW_COOKIE, flowId, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/api/callback', maxAge: FLOW_TTL_MS, overwrite: true });
      return client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(baseUrl),
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },
    async finish(ctx, db, baseUrl) {
      const flowId = ctx.cookies.get(FLOW_COOKIE);
      ctx.cookies.set(FLOW_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/api/callback', maxAge: 0, overwrite: true });
      if (!flowId) throw badRequest('The sign-in attempt has expired. Please sign in again.');
      const flow = await db.deleteFrom('oidc_logins').where('id_hash', '=', hashToken(flowId)).returningAll().executeTakeFirst();
      if (!flow || new Date(flow.expires_at).getTime() < Date.now()) throw badRequest('The sign-in attempt has expired. Please sign in again.');
      const config = await configuration();
      const currentUrl = new URL(ctx.originalUrl, baseUrl);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(
          config,
          currentUrl,
          { pkceCodeVerifier: flow.code_verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
          { redirect_uri: callbackUrl(baseUrl) },
        );
      } catch (error) {
        ctx.log.warn({ err: error }, 'OpenID Connect callback rejected');
        throw badRequest('Sign-in with the identity provider failed. Please try again.');
      }
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw badRequest('Sign-in with the identity provider failed. Please try again.');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        claims: { email: text(claims.email), firstName: text(claims.given_name), lastName: text(claims.family_name), picture: text(claims.picture) },
        idToken: tokens.id_token,
      };
    },
    async logoutUrl(idToken, baseUrl) {
      const config = await configuration().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(config, { post_logout_redirect_uri: `${baseUrl}/`, ...(idToken ? { id_token_hint: idToken } : {}) });
    },
  };
}
