// Web push routes (spec §7 /api/notifications/*, issue 19), declared from
// contracts/notifications.contract.ts. Subscriptions belong to the signed-in user; an endpoint is
// accepted only on the browsers' push services or the operator's allow-list (the server will POST to
// it). The test push goes to the caller's own browsers only.
import { subscribePush, unsubscribePush } from '../../../commands/notifications/push-subscriptions.ts';
import {
  notificationPaths, pushStatsSchema, subscribeBodySchema, testPushBodySchema, testPushReplySchema, unsubscribeBodySchema, vapidPublicKeyReplySchema,
} from '../../../contracts/notifications.contract.ts';
import { checkPushEndpoint, parseEndpointAllowList } from '../../../domain/notifications/push-endpoint.rules.ts';
import { pushSubscriptionHolder, pushSubscriptionsProjection } from '../../../projections/notifications/push-subscriptions.projection.ts';
import { createPushNotifier } from '../../notifications/push-notifier.ts';
import type { ApiRouter } from '../api-router.ts';
import { defineRoutes } from '../area.ts';
import { metadataOf } from '../command-metadata.ts';
import { badRequest } from '../errors.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';

const tags = ['notifications'];
const READ_MODELS = [pushSubscriptionsProjection] as const;
/** A test push is worth keeping for a few minutes for a browser that is briefly offline. */
const TEST_PUSH_TTL_SECONDS = 300;

export const notificationsRoutes = defineRoutes({ registerRoutes: registerNotificationRoutes });

function registerNotificationRoutes(api: ApiRouter, context: RouteContext): void {
  const db = context.database.db;
  const allowedOrigins = parseEndpointAllowList(context.config.PUSH_ENDPOINT_ALLOWLIST);
  const notifier = createPushNotifier(context);

  api.route({
    method: 'get',
    path: notificationPaths.vapidPublicKey.pattern,
    summary: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey",
    tags,
    auth: 'public',
    responses: { 200: { description: 'The key, base64url', schema: vapidPublicKeyReplySchema } },
    handler: async () => ({ publicKey: await notifier.vapidPublicKey() }),
  });

  api.route({
    method: 'post',
    path: notificationPaths.subscribe.pattern,
    summary: "Receive pushes on this browser (an endpoint another user held moves to the caller)",
    tags,
    auth: 'user',
    body: subscribeBodySchema,
    responses: { 200: { description: 'Subscribed', schema: pushStatsSchema }, 400: { description: 'Not a browser push service endpoint' } },
    handler: async (ctx, { body, user }) => {
      const checked = checkPushEndpoint(body.endpoint, allowedOrigins);
      if (!checked.ok) throw badRequest(checked.reason, { endpoint: checked.reason });
      const position = await subscribePush(context.store, {
        userId: user.id, endpoint: body.endpoint, keys: body.keys, userAgent: body.userAgent ?? null,
        currentHolder: await pushSubscriptionHolder(db, body.endpoint), now: new Date(),
      }, metadataOf(ctx, user));
      await waitForReadModels(context, position, READ_MODELS);
      return notifier.stats(user.id);
    },
  });

  api.route({
    method: 'post',
    path: notificationPaths.unsubscribe.pattern,
    summary: 'Stop pushes to this browser (nothing happens for a browser the caller does not have)',
    tags,
    auth: 'user',
    body: unsubscribeBodySchema,
    responses: { 200: { description: 'Unsubscribed', schema: pushStatsSchema } },
    handler: async (ctx, { body, user }) => {
      const position = await unsubscribePush(context.store, { userId: user.id, endpoint: body.endpoint, reason: 'user', now: new Date() }, metadataOf(ctx, user));
      await waitForReadModels(context, position, READ_MODELS);
      return notifier.stats(user.id);
    },
  });

  api.route({
    method: 'post',
    path: notificationPaths.test.pattern,
    summary: "Send a push now to the caller's own browsers",
    tags,
    auth: 'user',
    body: testPushBodySchema,
    responses: { 200: { description: 'How many browsers got it', schema: testPushReplySchema } },
    handler: async (_ctx, { body, user }) => {
      const message = {
        title: body.title ?? 'Clearwater',
        body: body.body ?? 'Notifications are working.',
        icon: body.icon ?? '/static/icon-192.png',
        badge: body.badge ?? '/static/badge-72.png',
        ...(body.tag ? { tag: body.tag } : {}),
        ...(body.data ? { data: body.data } : {}),
        ...(body.actions ? { actions: body.actions } : {}),
      };
      const { attempted, delivered, removed, removedAt } = await notifier.sendToUser(user.id, message, { kind: 'test', ttlSeconds: TEST_PUSH_TTL_SECONDS, urgency: 'normal' });
      // A browser found gone is no longer listed when the caller asks for its stats next.
      await waitForReadModels(context, removedAt, READ_MODELS);
      return { attempted, delivered, removed };
    },
  });

  api.route({
    method: 'get',
    path: notificationPaths.stats.pattern,
    summary: "The caller's push subscriptions and deliveries",
    tags,
    auth: 'user',
    responses: { 200: { description: 'Counts and the last delivery', schema: pushStatsSchema } },
    handler: async (_ctx, { user }) => notifier.stats(user.id),
  });
}
