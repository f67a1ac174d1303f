// The areas of the product, in one list. Adding an area: a contract in contracts/, a folder in each
// layer, and one entry here (see the README's "How to add an area"). Read models are imported here;
// routes modules are loaded when the HTTP server asks for them (infra/http/routes.ts), so a process
// that only runs projections or migrations never loads commands, image decoding or the AI client.
import { achievementSharesProjection } from '../projections/achievements/achievement-shares.projection.ts';
import { achievementsProjection } from '../projections/achievements/achievements.projection.ts';
import { catalogueClicksProjection } from '../projections/catalogue/clicks.projection.ts';
import { dueNotificationsProjection } from '../projections/notifications/due-notifications.projection.ts';
import { pushSubscriptionsProjection } from '../projections/notifications/push-subscriptions.projection.ts';
import { equipmentProjection } from '../projections/equipment/equipment.projection.ts';
import { maintenanceTasksProjection } from '../projections/maintenance/maintenance-tasks.projection.ts';
import { poolsProjection } from '../projections/pools/pools.projection.ts';
import type { Projection } from '../projections/projection.ts';
import { userPreferencesProjection } from '../projections/users/user-preferences.projection.ts';
import { usersProjection } from '../projections/users/users.projection.ts';
import { WATER_READ_MODELS } from '../projections/water/water-read-models.ts';
import type { Area } from './http/area.ts';

export const areas: readonly Area[] = [
  { name: 'users', projections: [usersProjection, userPreferencesProjection], routes: async () => (await import('./http/routes/users.routes.ts')).usersRoutes },
  { name: 'pools', projections: [poolsProjection], routes: async () => (await import('./http/routes/pools.routes.ts')).poolsRoutes },
  { name: 'water', projections: WATER_READ_MODELS, routes: async () => (await import('./http/routes/water.routes.ts')).waterRoutes },
  // The strip reader records readings through the water area's command, so its read models are the water area's.
  { name: 'strip', projections: [], routes: async () => (await import('./http/routes/strip.routes.ts')).stripRoutes },
  { name: 'equipment', projections: [equipmentProjection], routes: async () => (await import('./http/routes/equipment.routes.ts')).equipmentRoutes },
  { name: 'maintenance', projections: [maintenanceTasksProjection], routes: async () => (await import('./http/routes/maintenance.routes.ts')).maintenanceRoutes },
  // The forecast is cached in a platform table (infra/weather), not a read model: no event records it.
  { name: 'weather', projections: [], routes: async () => (await import('./http/routes/weather.routes.ts')).weatherRoutes },
  { name: 'catalogue', projections: [catalogueClicksProjection], routes: async () => (await import('./http/routes/catalogue.routes.ts')).catalogueRoutes },
  { name: 'notifications', projections: [pushSubscriptionsProjection, dueNotificationsProjection], routes: async () => (await import('./http/routes/notifications.routes.ts')).notificationsRoutes },
  { name: 'achievements', projections: [achievementsProjection, achievementSharesProjection], routes: async () => (await import('./http/routes/achievements.routes.ts')).achievementsRoutes },
];

/** Every read model the application runs, in area order. */
export const allProjections: readonly Projection[] = areas.flatMap((area) => area.projections);

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
