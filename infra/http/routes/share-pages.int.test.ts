// The public share page and card over real HTTP on both databases: Open Graph and Twitter card tags
// pointing at a 1200×630 PNG; the owner's privacy (public, friends: noindex, private: 404 for every
// page and image); location, pool details and the before/after chart only as the preferences allow,
// both when shared and now.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievement, CheckReply, ShareReply } from '../../../contracts/achievements.contract.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import { waterDecider, type WaterCommand } from '../../../domain/water/water.decider.ts';
import { waterStreamOf, type WaterEvent } from '../../../domain/water/water.events.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { ApiClient, signedInClient, startTestServer } from '../testing/api-test-client.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

const HOUR = 3_600_000;
const PROFILE = { volumeGallons: 18500, preferredChlorineTypes: ['liquid' as const], sanitationType: 'chlorine' as const, surfaceMaterial: 'plaster' as const };

/** Three days ago a test at pH 8.0, its plan's steps done hours apart, and yesterday a test at pH 7.4. */
function pastWaterCare(poolId: string): WaterEvent[] {
  const start = Date.now() - 3 * 24 * HOUR;
  const events: WaterEvent[] = [];
  let state = waterDecider.initialState();
  const run = (command: WaterCommand) => {
    for (const event of waterDecider.decide(command, state)) {
      state = waterDecider.evolve(state, event);
      events.push(event);
    }
  };
  const reading = { type: 'RecordReading' as const, poolId, pool: PROFILE, testMethod: 'manual' as const };
  run({ ...reading, readingId: randomUUID(), planId: randomUUID(), timestamp: start, now: start, input: { ph: 8.0, freeChlorinePpm: 4, totalAlkalinityPpm: 90, cyaPpm: 40, calciumHardnessPpm: 300, temperatureF: 80 } });
  for (const [i, step] of (state.plan?.steps ?? []).entries()) run({ type: 'CompleteTreatmentStep', poolId, stepId: step.id, now: start + (i + 1) * 6 * HOUR });
  const after = start + 2 * 24 * HOUR;
  run({ ...reading, readingId: randomUUID(), planId: randomUUID(), timestamp: after, now: after, input: { ph: 7.4, freeChlorinePpm: 4 } });
  return events;
}

/** The content of each meta tag, by name or property. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags.set(key!, value!.replace(/&amp;/g, '&'));
  return tags;
}

for (const leg of databaseLegs()) {
  describe(`achievement share pages on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;
    let visitor: ApiClient;
    let improvement: Achievement;

    const setPreferences = (preferences: Record<string, unknown>) => owner.request('PUT', '/api/achievements/sharing/preferences', { json: preferences });
    const share = async (platform = 'twitter') => (await owner.post<ShareReply>(`/api/achievements/${improvement.id}/share`, { platform })).body;
    const path = (url: string) => new URL(url).pathname;

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      owner = await signedInClient(server.url, 'sharer');
      visitor = new ApiClient(server.url);
      const pool = (await owner.post<Pool>('/api/pools', { name: 'Backyard Oasis', type: 'inground', volumeGallons: 18500, location: 'backyard' })).body;
      await owner.patch(`/api/pools/${pool.id}`, { latitude: 34.05, longitude: -118.25 });
      // pH 8.0 brought into 7.2-7.6 by following its plan: an improvement with before and after. The
      // plan's waits take hours, so this history is made by the water decider at past times and appended.
      await server.store.append(waterStreamOf(pool.id), pastWaterCare(pool.id).map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: { userId: owner.userId } })), { expectedRevision: 'no_stream' });
      const check = (await owner.post<CheckReply>('/api/achievements/check', { poolId: pool.id })).body;
      improvement = check.achievements.find((a) => a.achievementType === 'improvement')!;
      expect(improvement).toMatchObject({ title: 'pH Perfect', beforeValue: 8, afterValue: 7.4 });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    it('serves a public page with Open Graph and Twitter card tags for a 1200×630 PNG of the achievement', async () => {
      const shared = await share();
      const page = await visitor.get(path(shared.pageUrl));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const tags = metaTags(page.text);
      expect(Object.fromEntries(tags)).toMatchObject({
        'og:type': 'website', 'og:title': 'Achievement unlocked: pH Perfect', 'og:url': shared.pageUrl, 'og:image': shared.imageUrl,
        'og:image:width': '1200', 'og:image:height': '630', 'twitter:card': 'summary_large_image', 'twitter:title': 'Achievement unlocked: pH Perfect',
        'twitter:image': shared.imageUrl,
      });
      expect(tags.get('og:description')).toContain('30 points');
      expect(tags.has('robots')).toBe(false);
      expect(page.headers.get('x-robots-tag')).toBeNull();

      const image = await fetch(shared.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    });

    it('shows location, pool details and before/after only when allowed, both when shared and now', async () => {
      // Defaults: no location, no pool details; before/after shown.
      const plain = await share();
      const plainPage = (await visitor.get(path(plain.pageUrl))).text;
      expect(plainPage).not.toContain('Los Angeles');
      expect(plainPage).not.toContain('Backyard Oasis');
      expect(plainPage).toContain('pH: 8.0 → 7.4');

      await setPreferences({ shareWithLocation: true, sharePoolDetails: true, includeBeforeAfter: true });
      const full = await share();
      const fullPage = (await visitor.get(path(full.pageUrl))).text;
      expect(fullPage).toContain('Los Angeles');
      expect(fullPage).toContain('Backyard Oasis\u00a0· 18,500 gallons');
      // In the owner's units as they are now: litres once they prefer metric.
      expect((await owner.request('PUT', '/api/users/me/preferences', { json: { units: 'metric' } })).status).toBe(200);
      expect((await visitor.get(path(full.pageUrl))).text).toContain('Backyard Oasis\u00a0· 70,030 litres');
      expect((await owner.request('PUT', '/api/users/me/preferences', { json: { units: 'imperial' } })).status).toBe(200);
      // What was shared without them stays without them.
      expect((await visitor.get(path(plain.pageUrl))).text).not.toContain('Los Angeles');

      // Turned off now: gone from every page, the one shared with them too.
      await setPreferences({ shareWithLocation: false, sharePoolDetails: false, includeBeforeAfter: false });
      const now = (await visitor.get(path(full.pageUrl))).text;
      expect(now).not.toContain('Los Angeles');
      expect(now).not.toContain('Backyard Oasis');
      expect(now).not.toContain('pH: 8.0 → 7.4');
      await setPreferences({ includeBeforeAfter: true });
    });

    it("keeps a friends-only page out of search engines, and answers 404 for every page and card of a private owner", async () => {
      const shared = await share('facebook');
      await setPreferences({ privacyLevel: 'friends' });
      const friends = await visitor.get(path(shared.pageUrl));
      expect(friends.status).toBe(200);
      expect(metaTags(friends.text).get('robots')).toBe('noindex, nofollow');
      expect(friends.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(friends.headers.get('cache-control')).toMatch(/^private/);

      await setPreferences({ privacyLevel: 'private' });
      for (const url of [shared.pageUrl, shared.imageUrl]) {
        const hidden = await visitor.get(path(url));
        expect(hidden.status).toBe(404);
        expect(hidden.text).toContain('This achievement is not shared');
      }
      await setPreferences({ privacyLevel: 'public' });
      expect((await visitor.get(path(shared.pageUrl))).status).toBe(200);
    });

    it('answers 404 for a token that names no share, or is not one', async () => {
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'no', '..%2F..%2Fetc']) {
        const page = await visitor.get(`/share/${token}`);
        expect(page.status).toBe(404);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      }
    });
  });
}
