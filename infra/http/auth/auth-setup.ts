// Wires sign-in into the API: the auth routes (local accounts, or OpenID Connect when configured)
// and the middleware every API request passes through first (origin check, then session).
import type { Middleware } from 'koa';
import type { ApiRouter } from '../api-router.ts';
import type { RouteContext } from '../route-context.ts';
import { registerAuthRoutes } from '../routes/auth.routes.ts';
import { createOidcClient, oidcSettingsOf } from './oidc.ts';
import { originCheck } from './origin-check.ts';
import { createAuthRateLimits } from './rate-limits.ts';
import { sessionMiddleware } from './sessions.ts';

export function setUpAuth(api: ApiRouter, context: RouteContext): Middleware[] {
  const oidcSettings = oidcSettingsOf(context.config);
  registerAuthRoutes(api, context, {
    rateLimits: createAuthRateLimits(context.database, context.config),
    ...(oidcSettings ? { oidc: createOidcClient(oidcSettings) } : {}),
  });
  return [originCheck(context.config), sessionMiddleware(context)];
}
