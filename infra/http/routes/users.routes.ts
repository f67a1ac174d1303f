// Sign-in routes: local accounts (register, login) by default, OpenID Connect when configured,
// plus sign-out and "who am I", all public (the rate limits guard the ones that check a password);
// and the signed-in user's own preferences (/settings).
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { registerAccount } from '../../../commands/users/register-account.ts';
import { registerUser, updateUserProfile } from '../../../commands/users/register-user.ts';
import { changePreferences } from '../../../commands/users/change-preferences.ts';
import { findUserPreferences, userPreferencesProjection } from '../../../projections/users/user-preferences.projection.ts';
import { findUser, usersProjection, type UserView } from '../../../projections/users/users.projection.ts';
import { defineRoutes } from '../area.ts';
import { createOidcClient, oidcSettingsOf } from '../auth/oidc.ts';
import { originCheck } from '../auth/origin-check.ts';
import { createAuthRateLimits } from '../auth/rate-limits.ts';
import { sessionMiddleware, signIn, signOut } from '../auth/sessions.ts';
import type { ApiRouter } from '../api-router.ts';
import { findCredential, linkExternalIdentity } from '../../accounts/accounts.store.ts';
import type { OidcClient } from '../auth/oidc.ts';
import { ownOrigin } from '../auth/origin-check.ts';
import { verifyPassword } from '../../accounts/passwords.ts';
import type { AuthRateLimits } from '../auth/rate-limits.ts';
import { metadataOf } from '../command-metadata.ts';
import { notFound, unauthorized } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';
import {
  authUserResponseSchema, authUserSchema, INVALID_CREDENTIALS_MESSAGE, loginBodySchema, oidcCallbackQuerySchema, preferencesBodySchema, registerBodySchema,
  userPreferencesSchema, usersPaths,
} from '../../../contracts/users.contract.ts';

export interface AuthDependencies {
  rateLimits: AuthRateLimits;
  /** Present in OpenID Connect mode; local accounts otherwise. */
  oidc?: OidcClient;
}

const tags = ['auth'];
const redirect = { 302: { description: 'Redirects the browser' } };

/** The origin the browser sees: PUBLIC_URL when set, else this request's own origin. */
export function baseUrlOf(ctx: Context, context: RouteContext): string {
  return (context.config.PUBLIC_URL ?? ownOrigin(ctx)).replace(/\/+$/, '');
}

/**
 * Accounts and sign-in: the auth routes (local accounts, or OpenID Connect when configured) and the
 * middleware every API request passes through first (origin check, then session).
 */
export const usersRoutes = defineRoutes({
  registerRoutes(api, context) {
    const oidcSettings = oidcSettingsOf(context.config);
    registerAuthRoutes(api, context, {
      rateLimits: createAuthRateLimits(context.database, context.config),
      ...(oidcSettings ? { oidc: createOidcClient(oidcSettings) } : {}),
    });
    registerPreferenceRoutes(api, context);
    return { before: [originCheck(context.config), sessionMiddleware(context)] };
  },
});

export function registerAuthRoutes(api: ApiRouter, context: RouteContext, deps: AuthDependencies): void {
  const { rateLimits, oidc } = deps;
  const db = context.database.db;

  api.route({
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user, or null for a visitor',
    tags,
    auth: 'public',
    responses: { 200: { description: 'The user or null', schema: authUserResponseSchema } },
    handler: async (_ctx, { user }) => (user ? ((await findUser(db, user.id)) ?? null) : null),
  });

  api.route({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create a local account and sign in (local accounts mode)',
    tags,
    auth: 'public',
    body: registerBodySchema,
    responses: { 201: { description: 'Registered and signed in', schema: authUserSchema } },
    handler: async (ctx, { body }) => {
      if (oidc) throw notFound('Accounts are managed by the identity provider');
      await rateLimits.consume('registerIp', ctx.ip);
      await rateLimits.consume('registerEmail', body.email);
      const { userId, profile, position } = await registerAccount({ store: context.store, db }, {
        userId: randomUUID(), email: body.email, password: body.password, firstName: body.firstName || null, lastName: body.lastName || null, now: new Date(),
      });
      await waitForReadModels(context, position, [usersProjection]);
      await signIn(ctx, context, userId);
      ctx.status = 201;
      return { id: userId, ...profile } satisfies UserView;
    },
  });

  api.route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password (local accounts mode)',
    tags,
    auth: 'public',
    body: loginBodySchema,
    responses: { 200: { description: 'Signed in', schema: authUserSchema } },
    handler: async (ctx, { body }) => {
      if (oidc) throw notFound('Sign-in is handled by the identity provider');
      await rateLimits.consume('loginIp', ctx.ip);
      const attempt = await rateLimits.beginSignIn(body.email, ctx.ip);
      const credential = await findCredential(db, body.email);
      if (!(await verifyPassword(credential?.password_hash, body.password)) || !credential) {
        await attempt.failed();
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      await attempt.succeeded();
      await signIn(ctx, context, credential.user_id);
      return (await findUser(db, credential.user_id)) ?? { id: credential.user_id, email: body.email, firstName: null, lastName: null, profileImageUrl: null };
    },
  });

  api.route({
    method: 'get',
    path: '/api/login',
    summary: 'Browser sign-in: the provider (OpenID Connect) or the sign-in screen (local accounts)',
    tags,
    auth: 'public',
    responses: redirect,
    handler: async (ctx, { user }) => {
      if (user) return ctx.redirect('/');
      if (!oidc) return ctx.redirect('/login');
      ctx.redirect((await oidc.authorizationUrl(ctx, db, baseUrlOf(ctx, context))).href);
    },
  });

  api.route({
    method: 'get',
    path: '/api/callback',
    summary: 'OpenID Connect redirect target: completes sign-in and creates the user on first sign-in',
    tags,
    auth: 'public',
    query: oidcCallbackQuerySchema,
    responses: { ...redirect, 400: { description: 'The sign-in attempt failed or expired' } },
    handler: async (ctx) => {
      if (!oidc) throw notFound();
      const identity = await oidc.finish(ctx, db, baseUrlOf(ctx, context));
      const { userId } = await linkExternalIdentity(db, identity.issuer, identity.subject, randomUUID());
      const { email, firstName, lastName, picture } = identity.claims;
      const profile = { email: email?.toLowerCase() ?? null, firstName, lastName, profileImageUrl: picture };
      const registered = await registerUser(context.store, { userId, profile, identityProvider: identity.issuer, now: new Date() });
      const updated = await updateUserProfile(context.store, { userId, changes: profile, now: new Date() });
      await waitForReadModels(context, updated.position ?? registered.position, [usersProjection]);
      await signIn(ctx, context, userId, identity.idToken);
      ctx.redirect('/');
    },
  });

  const logout = async (ctx: Context) => {
    const session = await signOut(ctx, context);
    const providerLogout = oidc && session ? await oidc.logoutUrl(session.idToken, baseUrlOf(ctx, context)) : undefined;
    ctx.redirect(providerLogout?.href ?? '/');
  };

  api.route({
    method: 'post',
    path: '/api/logout',
    summary: "Sign out (the app's Sign Out buttons post here; another site's post is refused by the origin check), then go to /",
    tags,
    auth: 'public',
    responses: redirect,
    handler: (ctx) => logout(ctx),
  });

  api.route({
    method: 'get',
    path: '/api/logout',
    summary: 'Sign out by navigation (spec §2), from this site only: another site sending the browser here leaves the session alone',
    tags,
    auth: 'public',
    responses: redirect,
    handler: async (ctx) => {
      // Browsers say where a navigation came from; a link or image on another site must not sign the user out.
      const from = ctx.get('Sec-Fetch-Site');
      if (from !== '' && from !== 'same-origin' && from !== 'none') return ctx.redirect('/');
      await logout(ctx);
    },
  });
}

/** The caller's own preferences (issue 19): units, quiet hours, test method order, e-mail toggles. */
function registerPreferenceRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;
  const reply = { description: "The caller's preferences, defaults filled in", schema: userPreferencesSchema };

  api.route({
    method: 'get',
    path: usersPaths.preferences.pattern,
    summary: "The signed-in user's preferences (the defaults until they change one)",
    tags: ['users'],
    auth: 'user',
    responses: { 200: reply },
    handler: (_ctx, { user }) => findUserPreferences(db, user.id),
  });

  api.route({
    method: 'put',
    path: usersPaths.preferences.pattern,
    summary: 'Change some of the preferences; those left out keep their values',
    tags: ['users'],
    auth: 'user',
    body: preferencesBodySchema,
    responses: { 200: reply, 400: { description: 'A preference out of bounds (fields name which)' } },
    handler: async (ctx, { body, user }) => {
      const position = await changePreferences(context.store, { userId: user.id, changes: body, now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, position, [userPreferencesProjection]);
      return findUserPreferences(db, user.id);
    },
  });
}
