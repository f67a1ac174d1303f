// The story operators tell: given a history, change a threshold (a new rule-set version), rebuild,
// and every owner's achievements differ exactly as the new rule says, each still dated by the event
// that earned it, while the old tables keep serving until the swap. And: however the history is cut
// into batches, rebuilding gives the same read models, row for row.
import { TZDate } from '@date-fns/tz';
import { sql } from 'kysely';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRule, RULE_SET, RULE_SET_VERSION, RULES } from '../../domain/achievements/achievement-rules.ts';
import type { Database } from '../../infra/db/database.ts';
import { databaseLegs } from '../../infra/db/testing/test-database.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { createPostgresEventStore } from '../../infra/eventstore/postgres-event-store.ts';
import { readCheckpoint } from '../checkpoints.ts';
import { rebuildProjection } from '../rebuild.ts';
import { createAchievementsProjection, PROJECTION_REVISION } from './achievements.projection.ts';
import { listAchievements } from './achievements.queries.ts';
import { appendAchievementHistory, type OwnerHistory } from './testing/achievement-history.ts';

const START = Date.UTC(2026, 2, 1);
/** Testing days: under 30, between 30 and 50, and over 50, in three zones. */
const OWNERS = [
  { index: 1, days: 30, timeZone: 'Europe/Berlin' },
  { index: 2, days: 52, timeZone: 'America/Los_Angeles' },
  { index: 3, days: 110, timeZone: 'Australia/Sydney' },
];
const NEW_TARGET = 30;

/** The rule set of the story: 'tests-50' now needs 30 testing days. */
const lowered = {
  ...RULE_SET,
  version: RULE_SET_VERSION + 1,
  rules: RULES.map((rule) => (rule.id === 'tests-50'
    ? countRule('tests-50', rule.title, `Test your water on ${NEW_TARGET} different days`, rule.points, rule.difficulty, (facts) => facts.dailyTests, NEW_TARGET, 'tests', 'milestone', 'testing')
    : rule)),
};

/** Worked out from the events, not the rules: the first test of each calendar day where the pool is, in time order. */
async function firstTestsOfDays(store: EventStore, owner: OwnerHistory, timeZone: string): Promise<number[]> {
  const tests = new Map<string, number>();
  for (const event of await store.readStream(`water-${owner.poolId}`)) {
    const data = event.data as { readingId: string; timestamp?: number };
    if (event.type === 'ReadingDeleted') tests.delete(data.readingId);
    else if (event.type === 'ReadingRecorded' || event.type === 'ReadingCorrected') tests.set(data.readingId, data.timestamp!);
  }
  const firsts = new Map<string, number>();
  for (const at of [...tests.values()].sort((a, b) => a - b)) {
    const local = new TZDate(at, timeZone);
    const day = `${local.getFullYear()}-${local.getMonth()}-${local.getDate()}`;
    if (!firsts.has(day)) firsts.set(day, at);
  }
  return [...firsts.values()];
}

async function rowsOf(database: Database, ownerId: string) {
  return database.db.selectFrom('achievements').selectAll().where('owner_id', '=', ownerId).orderBy('key').execute();
}

async function checksum(database: Database): Promise<string> {
  const tables = ['achievement_pools', 'achievement_entries', 'achievements', 'achievement_progress'];
  const parts = [];
  for (const table of tables) {
    const { rows } = await sql<{ rows: string }>`SELECT coalesce(string_agg(t::text, '|' ORDER BY t::text), '') AS rows FROM ${sql.table(table)} t`.execute(database.db);
    parts.push(rows[0]!.rows);
  }
  return parts.join('\n');
}

for (const leg of databaseLegs()) {
  describe(`achievements replay on ${leg.name}`, () => {
    let database: Database;
    let store: EventStore;
    const owners: OwnerHistory[] = [];

    beforeAll(async () => {
      database = await leg.open();
      store = createPostgresEventStore(database);
      for (const options of OWNERS) owners.push(await appendAchievementHistory(store, { ...options, start: START, run: `replay-${leg.name}` }));
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('recomputes every owner after a threshold change, with the dates of the events that earned them, while the old table serves', { timeout: 180_000 }, async () => {
      await rebuildProjection({ database, store, projection: createAchievementsProjection(RULE_SET) });
      const before = await Promise.all(owners.map((owner) => rowsOf(database, owner.userId)));
      expect(before.every((rows) => rows.some((row) => row.key === 'first-test'))).toBe(true);

      const served = new Set<number>();
      await rebuildProjection({
        database, store, projection: createAchievementsProjection(lowered), batchSize: 250,
        onBatch: async () => void served.add((await listAchievements(database.db, owners[1]!.userId)).length),
      });
      // Owner 2 gains an achievement under the new rule, but not before the swap.
      expect([...served]).toEqual([before[1]!.length]);
      expect(await listAchievements(database.db, owners[1]!.userId)).toHaveLength(before[1]!.length + 1);
      expect((await readCheckpoint(database.db, 'achievements'))?.version).toBe((RULE_SET_VERSION + 1) * 1000 + PROJECTION_REVISION);

      for (const [i, owner] of owners.entries()) {
        const days = await firstTestsOfDays(store, owner, OWNERS[i]!.timeZone);
        const after = await rowsOf(database, owner.userId);
        const others = (rows: typeof after) => rows.filter((row) => row.rule_id !== 'tests-50');
        // Nothing but the changed rule moves: same ids, same dates, same everything.
        expect(others(after)).toEqual(others(before[i]!));
        const old = before[i]!.find((row) => row.rule_id === 'tests-50');
        const now = after.find((row) => row.rule_id === 'tests-50');
        // (The generated tests fall on fractions of a millisecond; a date keeps whole ones.)
        const whole = (at: number | undefined) => (at === undefined ? undefined : Math.trunc(at));
        expect(old?.achieved_at.getTime()).toBe(whole(days[49]));
        expect(now?.achieved_at.getTime()).toBe(whole(days[NEW_TARGET - 1]));
        if (now) expect(now).toMatchObject({ id: old?.id ?? now.id, description: `Test your water on ${NEW_TARGET} different days`, value: NEW_TARGET });
      }
      // The story holds each case: still out of reach, newly earned, and earned earlier than before.
      const earnedTests50 = async (ownerId: string) => (await rowsOf(database, ownerId)).some((row) => row.rule_id === 'tests-50');
      expect(before.map((rows) => rows.some((row) => row.rule_id === 'tests-50'))).toEqual([false, false, true]);
      expect(await Promise.all(owners.map((owner) => earnedTests50(owner.userId)))).toEqual([false, true, true]);
    });

    it('gives identical read models however the history is cut into batches', { timeout: 180_000 }, async () => {
      const projection = createAchievementsProjection(RULE_SET);
      await rebuildProjection({ database, store, projection });
      const reference = await checksum(database);
      expect(reference).toContain('first-test');
      await fc.assert(fc.asyncProperty(fc.integer({ min: 7, max: 1500 }), async (batchSize) => {
        await rebuildProjection({ database, store, projection, batchSize });
        expect(await checksum(database)).toBe(reference);
      }), { numRuns: 3 });
    });
  });
}
