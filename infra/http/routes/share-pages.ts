// The public pages of shared achievements (issue 20): /share/{token} (HTML with Open Graph and
// Twitter card tags) and /share/{token}/image.png (the 1200×630 card, rendered from SVG by sharp in an
// image-worker thread). No sign-in: the unguessable token is the key. The owner's current privacy
// decides: 'public' a normal page, 'friends' reachable through its link only and marked noindex,
// 'private' (or an unknown token) a 404 for every page and image of the owner.
import type { Context } from 'koa';
import { z } from 'zod/mini';
import { achievementsPaths } from '../../../contracts/achievements.contract.ts';
import { shareVisibility } from '../../../domain/achievements/share-visibility.ts';
import { findShareByToken } from '../../../projections/achievements/achievement-shares.projection.ts';
import { findUserPreferences } from '../../../projections/users/user-preferences.projection.ts';
import { shareCardSvg } from '../../images/share-card.ts';
import type { ApiRouter } from '../api-router.ts';
import type { RouteContext } from '../route-context.ts';
import { SHARE_NOT_FOUND_HTML, shareCardViewOf, sharePageHtml } from './share-page.template.ts';
import { baseUrlOf } from './users.routes.ts';

const tags = ['achievements'];
/** Any text: a malformed token answers the same HTML 404 as an unknown one. */
const tokenParams = z.object({ token: z.string().check(z.maxLength(200)) });
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** Crawlers and browsers may keep a page or card this long: a change of privacy reaches them within it. */
const MAX_AGE_SECONDS = 300;

async function visibleShare(context: RouteContext, token: string) {
  if (!TOKEN.test(token)) return undefined;
  const share = await findShareByToken(context.database.db, token);
  if (!share) return undefined;
  const visibility = shareVisibility(share.snapshot, share.preferences);
  if (!visibility.visible) return undefined;
  // Shown in the owner's units as they are now, as the privacy settings are.
  const { units } = await findUserPreferences(context.database.db, share.ownerId);
  return { ...visibility, units };
}

function notShared(ctx: Context): string {
  ctx.status = 404;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  return SHARE_NOT_FOUND_HTML;
}

/** Public pages may be cached anywhere; friends-only ones only by the browser, and never indexed. */
function cachingFor(ctx: Context, indexable: boolean): void {
  ctx.set('Cache-Control', `${indexable ? 'public' : 'private'}, max-age=${MAX_AGE_SECONDS}`);
  if (!indexable) ctx.set('X-Robots-Tag', 'noindex, nofollow');
}

export function registerSharePages(api: ApiRouter, context: RouteContext): void {
  api.route({
    method: 'get',
    path: achievementsPaths.sharePage.pattern,
    summary: "A shared achievement's public page (Open Graph and Twitter card tags), as the owner's privacy allows",
    tags,
    auth: 'public',
    params: tokenParams,
    responses: { 200: { description: 'The page', contentType: 'text/html' }, 404: { description: 'Unknown, or its owner is private', contentType: 'text/html' } },
    handler: async (ctx, { params }) => {
      const shown = await visibleShare(context, params.token);
      if (!shown) return notShared(ctx);
      const base = baseUrlOf(ctx, context);
      cachingFor(ctx, shown.indexable);
      ctx.type = 'text/html; charset=utf-8';
      return sharePageHtml({
        snapshot: shown.snapshot, indexable: shown.indexable, units: shown.units,
        pageUrl: base + achievementsPaths.sharePage(params.token), imageUrl: base + achievementsPaths.shareImage(params.token),
      });
    },
  });

  api.route({
    method: 'get',
    path: achievementsPaths.shareImage.pattern,
    summary: "A shared achievement's 1200×630 card image, as the owner's privacy allows",
    tags,
    auth: 'public',
    params: tokenParams,
    responses: { 200: { description: 'The card', contentType: 'image/png' }, 404: { description: 'Unknown, or its owner is private', contentType: 'text/html' } },
    handler: async (ctx, { params }) => {
      const shown = await visibleShare(context, params.token);
      if (!shown) return notShared(ctx);
      const png = await context.images.renderPng(shareCardSvg(shareCardViewOf(shown.snapshot, shown.units)));
      cachingFor(ctx, shown.indexable);
      // Social networks and other sites show the card: let them load it.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      ctx.type = 'image/png';
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
  });
}
