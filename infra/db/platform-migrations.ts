// The platform's migrations (event store, checkpoints, accounts, photos, caches), one import per file
// of ./migrations, listed by hand so that every loader finds them: tsx, vitest and the bundled server
// (scripts/start.mjs) alike, which a folder read plus import() of .ts files would not. A test checks
// that the list and the folder agree.
import type { Migration } from 'kysely';
import * as m20261122T2300 from './migrations/20261122T2300_event_store.ts';
import * as m20261122T2301 from './migrations/20261122T2301_projection_checkpoints.ts';
import * as m20261122T2310 from './migrations/20261122T2310_accounts.ts';
import * as m20261124T0900 from './migrations/20261124T0900_photos.ts';
import * as m20261124T1000 from './migrations/20261124T1000_catalogue.ts';
import * as m20261124T1200 from './migrations/20261124T1200_product_content_cache.ts';
import * as m20261124T1300 from './migrations/20261124T1300_weather_cache.ts';
import * as m20261124T1410 from './migrations/20261124T1410_push_platform.ts';
import * as m20261124T1430 from './migrations/20261124T1430_notification_sends.ts';
import * as m20261125T1100 from './migrations/20261125T1100_notification_sends_pending_index.ts';
import * as m20261126T0900 from './migrations/20261126T0900_event_payloads_json.ts';

export const platformMigrations: Readonly<Record<string, Migration>> = {
  '20261122T2300_event_store': m20261122T2300,
  '20261122T2301_projection_checkpoints': m20261122T2301,
  '20261122T2310_accounts': m20261122T2310,
  '20261124T0900_photos': m20261124T0900,
  '20261124T1000_catalogue': m20261124T1000,
  '20261124T1200_product_content_cache': m20261124T1200,
  '20261124T1300_weather_cache': m20261124T1300,
  '20261124T1410_push_platform': m20261124T1410,
  '20261124T1430_notification_sends': m20261124T1430,
  '20261125T1100_notification_sends_pending_index': m20261125T1100,
  '20261126T0900_event_payloads_json': m20261126T0900,
};
