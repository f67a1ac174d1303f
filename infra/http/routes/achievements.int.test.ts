// Achievements routes over real HTTP on both databases: back-dated tests earn back-dated achievements,
// the check counts what is new once (and says 'No Pool Found' without a pool), stats and progress
// follow, sharing answers each platform's intent for the public page and counts shares, preferences
// are saved with spec §5 hashtags, and another owner's achievement or pool is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievement, AchievementStats, CheckReply, ProgressItem, ShareReply } from '../../../contracts/achievements.contract.ts';
import type { Pool } from '../../../contracts/pools.contract.ts';
import { databaseLegs } from '../../db/testing/test-database.ts';
import type { RunningServer } from '../../server.ts';
import { signedInClient, startTestServer } from '../testing/api-test-client.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const DAY = 86_400_000;
/** Tuesday and Friday of each of the last five weeks, at 09:00 UTC, oldest first. */
function backDatedTests(now: number): number[] {
  const today = new Date(now);
  const lastSunday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - today.getUTCDay());
  return [5, 4, 3, 2, 1].flatMap((weeksAgo) => [2, 5].map((day) => lastSunday - weeksAgo * 7 * DAY + day * DAY + 9 * 3_600_000));
}

for (const leg of databaseLegs()) {
  describe(`achievements routes on ${leg.name}`, () => {
    let server: RunningServer;
    let owner: Client;
    let stranger: Client;
    let poolId: string;
    let tested: number[];

    beforeAll(async () => {
      server = await startTestServer(await leg.open());
      [owner, stranger] = await Promise.all([signedInClient(server.url, 'achiever'), signedInClient(server.url, 'stranger')]);
      poolId = (await owner.post<Pool>('/api/pools', { name: 'My Pool', type: 'inground', volumeGallons: 20000, location: 'backyard' })).body.id;
      tested = backDatedTests(Date.now());
      for (const at of tested) {
        const saved = await owner.post(`/api/pools/${poolId}/readings`, { ph: 7.4, freeChlorinePpm: 3, timestamp: new Date(at).toISOString() });
        expect(saved.status).toBe(201);
      }
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    it("answers 'No Pool Found' to a check without a pool, and shows progress from nothing", async () => {
      const fresh = await signedInClient(server.url, 'no-pool');
      const check = await fresh.post<ErrorBody>('/api/achievements/check', { poolId });
      expect(check.status).toBe(404);
      expect(check.body.error).toEqual({ code: 'no_pool', message: 'Please create a pool profile first to track achievements.' });
      expect((await fresh.get<Achievement[]>('/api/achievements')).body).toEqual([]);
      expect((await fresh.get<AchievementStats>('/api/achievements/stats')).body).toEqual({ totalAchievements: 0, totalPoints: 0, sharedAchievements: 0 });
      const progress = (await fresh.get<ProgressItem[]>('/api/achievements/progress')).body;
      expect(progress.length).toBeGreaterThanOrEqual(25);
      expect(progress.every((item) => !item.isAchieved && item.currentProgress.current === 0)).toBe(true);
    });

    it('dates achievements by the back-dated tests that earned them, and counts them once at the check', async () => {
      const check = await owner.post<CheckReply>('/api/achievements/check', { poolId });
      expect(check.status).toBe(200);
      const keys = check.body.achievements.map((a) => a.title);
      expect(keys).toEqual(expect.arrayContaining(['First Test', 'Regular Tester', 'Steady Routine']));
      expect(check.body.count).toBe(check.body.achievements.length);
      const list = (await owner.get<Achievement[]>('/api/achievements')).body;
      const byTitle = new Map(list.map((a) => [a.title, a]));
      expect(byTitle.get('First Test')?.achievedAt).toBe(new Date(tested[0]!).toISOString());
      expect(byTitle.get('Regular Tester')?.achievedAt).toBe(new Date(tested[9]!).toISOString());
      // Four full weeks of two tests: earned by the second test of the fourth week.
      expect(byTitle.get('Steady Routine')?.achievedAt).toBe(new Date(tested[7]!).toISOString());
      expect(list.map((a) => a.achievedAt)).toEqual([...list.map((a) => a.achievedAt)].sort().reverse());
      // Told once: the next check has nothing new.
      expect((await owner.post<CheckReply>('/api/achievements/check', { poolId })).body).toEqual({ count: 0, achievements: [] });
      const stats = (await owner.get<AchievementStats>('/api/achievements/stats')).body;
      expect(stats).toEqual({ totalAchievements: list.length, totalPoints: list.reduce((sum, a) => sum + a.points, 0), sharedAchievements: 0 });
      const progress = (await owner.get<ProgressItem[]>(`/api/achievements/progress?poolId=${poolId}`)).body;
      expect(progress.find((item) => item.id === 'tests-50')).toMatchObject({ isAchieved: false, achievedAt: null, currentProgress: { current: 10, target: 50, unit: 'tests' } });
      expect(progress.find((item) => item.id === 'first-test')).toMatchObject({ isAchieved: true, achievedAt: new Date(tested[0]!).toISOString() });
    });

    it("shares to X/Twitter, Facebook and LinkedIn through their intents for the public page, Instagram without one, counting each share", async () => {
      const [first] = (await owner.get<Achievement[]>('/api/achievements')).body.filter((a) => a.title === 'First Test');
      const twitter = await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'twitter' });
      expect(twitter.status).toBe(200);
      const intent = new URL(twitter.body.shareUrl!);
      expect(intent.origin + intent.pathname).toBe('https://twitter.com/intent/tweet');
      expect(intent.searchParams.get('url')).toBe(twitter.body.pageUrl);
      expect(twitter.body.pageUrl).toMatch(new RegExp(`^${server.url}/share/[A-Za-z0-9_-]{22}$`));
      expect(twitter.body.imageUrl).toBe(`${twitter.body.pageUrl}/image.png`);
      expect(twitter.body.achievement).toMatchObject({ id: first!.id, isShared: true, shareCount: 1 });

      const facebook = (await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'facebook' })).body;
      expect(new URL(facebook.shareUrl!).searchParams.get('u')).toBe(facebook.pageUrl);
      expect(facebook.pageUrl).not.toBe(twitter.body.pageUrl);
      const linkedin = (await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'linkedin' })).body;
      expect(new URL(linkedin.shareUrl!).searchParams.get('url')).toBe(linkedin.pageUrl);
      const instagram = (await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'instagram' })).body;
      expect(instagram.shareUrl).toBeNull();
      expect(instagram.achievement).toMatchObject({ isShared: true, shareCount: 4 });

      // A retried request (same Idempotency-Key) shares nothing twice and answers the same page.
      const retried = await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'twitter' }, { 'Idempotency-Key': 'share-once' });
      const again = await owner.post<ShareReply>(`/api/achievements/${first!.id}/share`, { platform: 'twitter' }, { 'Idempotency-Key': 'share-once' });
      expect(again.body.pageUrl).toBe(retried.body.pageUrl);
      expect(again.body.achievement.shareCount).toBe(5);

      expect((await owner.get<AchievementStats>('/api/achievements/stats')).body.sharedAchievements).toBe(1);
      // Sharing is an achievement too.
      const check = (await owner.post<CheckReply>('/api/achievements/check', { poolId })).body;
      expect(check.achievements.map((a) => a.title)).toEqual(expect.arrayContaining(['Proud Owner', 'Pool Ambassador']));
    });

    it("answers 404 for another owner's achievement or pool, and for an id that is not one", async () => {
      const [mine] = (await owner.get<Achievement[]>('/api/achievements')).body;
      expect((await stranger.post(`/api/achievements/${mine!.id}/share`, { platform: 'twitter' })).status).toBe(404);
      expect((await stranger.post('/api/achievements/not-an-id/share', { platform: 'twitter' })).status).toBe(404);
      expect((await stranger.get(`/api/achievements/progress?poolId=${poolId}`)).status).toBe(404);
      await stranger.post<Pool>('/api/pools', { name: 'Theirs', type: 'inground', volumeGallons: 20000, location: 'backyard' });
      expect((await stranger.post('/api/achievements/check', { poolId })).status).toBe(404);
      expect((await stranger.get<Achievement[]>('/api/achievements')).body).toEqual([]);
      expect((await owner.post(`/api/achievements/${mine!.id}/share`, { platform: 'myspace' })).status).toBe(400);
    });

    it('saves sharing preferences with hashtags trimmed, deduplicated and #-prefixed, and refuses bad ones', async () => {
      const defaults = (await owner.get('/api/achievements/sharing/preferences')).body;
      expect(defaults).toMatchObject({ privacyLevel: 'public', shareWithLocation: false, sharePoolDetails: false, customHashtags: [] });
      const saved = await owner.request('PUT', '/api/achievements/sharing/preferences', { json: { customHashtags: [' pool ', '#Pool', 'summer', ''], preferredPlatforms: ['twitter'], includeTips: false } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ customHashtags: ['#pool', '#summer'], preferredPlatforms: ['twitter'], includeTips: false, privacyLevel: 'public' });
      expect((await owner.get('/api/achievements/sharing/preferences')).body).toEqual(saved.body);
      const spaced = await owner.request<ErrorBody>('PUT', '/api/achievements/sharing/preferences', { json: { customHashtags: ['two words'] } });
      expect(spaced.status).toBe(400);
      expect(spaced.body.error.fields?.['customHashtags.0']).toBe('Hashtags may only contain letters, numbers and underscores');
      const many = await owner.request<ErrorBody>('PUT', '/api/achievements/sharing/preferences', { json: { customHashtags: Array.from({ length: 11 }, (_, i) => `tag${i}`) } });
      expect(many.status).toBe(400);
      expect(many.body.error.fields).toEqual({ customHashtags: 'At most 10 hashtags' });
      expect((await owner.request('PUT', '/api/achievements/sharing/preferences', { json: { privacyLevel: 'everyone' } })).status).toBe(400);
      // Someone else's preferences are their own.
      expect((await stranger.get('/api/achievements/sharing/preferences')).body).toMatchObject({ customHashtags: [] });
    });
  });
}
