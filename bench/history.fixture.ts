// A realistic event history for benchmarks: users who register, onboard a pool, then test and
// treat its water for a year, every event made by the real deciders. Generated pool by pool and
// appended as it goes, so memory stays flat however large the history.
import { randomUUID } from 'node:crypto';
import { foldEvents, type Decider, type DomainEvent } from '../domain/common/decider.ts';
import { poolDecider } from '../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../domain/pools/pool.events.ts';
import { userDecider } from '../domain/users/user.decider.ts';
import { userStreamOf } from '../domain/users/user.events.ts';
import { buildWaterHistory } from '../domain/water/testing/water-history.fixture.ts';
import type { EventStore } from '../infra/eventstore/event-store.ts';

const DAY = 24 * 3600 * 1000;
const START = Date.UTC(2025, 4, 1);

function decideAll<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, commands: C[]): E[] {
  const events: E[] = [];
  for (const command of commands) events.push(...decider.decide(command, foldEvents(decider, events)));
  return events;
}

async function appendAll(store: EventStore, stream: string, events: readonly DomainEvent[], userId: string): Promise<void> {
  // Large streams go in chunks, as a long-lived stream would have been written.
  for (let from = 0; from < events.length; from += 500) {
    const chunk = events.slice(from, from + 500).map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata: { userId } }));
    await store.append(stream, chunk, { expectedRevision: from === 0 ? 'no_stream' : BigInt(from - 1) });
  }
}

/** Appends one owner's history (account, pool, a year of water care); returns the event count. */
export async function appendOwnerHistory(store: EventStore, index: number, days: number): Promise<number> {
  const userId = randomUUID();
  const poolId = randomUUID();
  const now = START;
  const user = decideAll(userDecider, [
    { type: 'RegisterUser', userId, identityProvider: 'local', now, profile: { email: `owner${index}@example.com`, firstName: 'Pool', lastName: `Owner ${index}`, profileImageUrl: null } },
  ]);
  const volumeGallons = 12_000 + (index % 14) * 1000;
  const pool = decideAll(poolDecider, [
    { type: 'RegisterPool', poolId, ownerId: userId, now, draft: { name: `Pool ${index}`, volumeGallons, type: 'inground', location: 'backyard', onboardingCompleted: true } },
  ]);
  const water = buildWaterHistory({ poolId, days, start: START + DAY, seed: index + 1, pool: { volumeGallons, preferredChlorineTypes: ['liquid'], sanitationType: index % 4 === 0 ? 'salt' : 'chlorine', surfaceMaterial: 'plaster' } });
  await appendAll(store, userStreamOf(userId), user, userId);
  await appendAll(store, poolStreamOf(poolId), pool, userId);
  await appendAll(store, `water-${poolId}`, water, userId);
  return user.length + pool.length + water.length;
}
