// Test support: an owner's history of everything the achievement rules read, made by the real
// deciders and appended to an event store: the account, an onboarded pool in the owner's time zone,
// its starting maintenance schedule worked through day by day (mostly on time, now and then late), a
// filter serviced about monthly, and a test most days with the plans they bring (water-history.fixture).
// Seeded, so the integration tests and bench/achievements.bench.ts get the same history each time.
import { createHash } from 'node:crypto';
import { foldEvents, type Decider, type DomainEvent } from '../../../domain/common/decider.ts';
import { equipmentDecider } from '../../../domain/equipment/equipment.decider.ts';
import { equipmentStreamOf } from '../../../domain/equipment/equipment.events.ts';
import { addCalendarDays, todayIn } from '../../../domain/maintenance/calendar-day.ts';
import { maintenanceDecider, type MaintenanceCommand } from '../../../domain/maintenance/maintenance.decider.ts';
import { maintenanceStreamOf, type MaintenanceEvent } from '../../../domain/maintenance/maintenance.events.ts';
import { poolDecider } from '../../../domain/pools/pool.decider.ts';
import { poolStreamOf } from '../../../domain/pools/pool.events.ts';
import { userDecider } from '../../../domain/users/user.decider.ts';
import { userStreamOf } from '../../../domain/users/user.events.ts';
import { buildWaterHistory, random } from '../../../domain/water/testing/water-history.fixture.ts';
import { waterStreamOf } from '../../../domain/water/water.events.ts';
import type { EventStore } from '../../../infra/eventstore/event-store.ts';

const DAY = 86_400_000;

export interface OwnerHistoryOptions {
  /** Names the owner and seeds the history: the same index gives the same events (and ids). */
  readonly index: number;
  readonly days: number;
  /** The first day's midnight, UTC epoch ms. */
  readonly start: number;
  readonly timeZone: string;
  /** Namespaces ids, so several histories can share one store. */
  readonly run?: string;
}

export interface OwnerHistory {
  readonly userId: string;
  readonly poolId: string;
  readonly events: number;
}

/** A uuid made from text, so a seeded history has the same ids every time. */
export function uuidOf(text: string): string {
  const hash = createHash('sha256').update(text).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

function decideAll<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, commands: readonly C[]): E[] {
  const events: E[] = [];
  let state = decider.initialState();
  for (const command of commands) {
    const decided = decider.decide(command, state);
    state = foldEvents(decider, decided, state);
    events.push(...decided);
  }
  return events;
}

/** The starting schedule, then each day: tasks due by then done (four in five the day they fall due). */
function maintenanceHistory(poolId: string, options: OwnerHistoryOptions, next: () => number) {
  const { start, days, timeZone } = options;
  const base = { poolId, timeZone };
  let state = maintenanceDecider.initialState();
  const events: MaintenanceEvent[] = [];
  const run = (command: MaintenanceCommand) => {
    const decided = maintenanceDecider.decide(command, state);
    state = foldEvents(maintenanceDecider, decided, state);
    events.push(...decided);
  };
  run({
    ...base, type: 'ScheduleStartingTasks', now: start, taskIdFor: (key) => uuidOf(`${poolId}:${key}`),
    input: { profile: { sanitationType: 'chlorine', hasSaltChlorinator: false, filterType: 'sand', surfaceMaterial: 'plaster' }, equipment: [] },
  });
  for (let day = 0; day < days; day++) {
    const now = start + day * DAY + 17 * 3_600_000;
    const today = todayIn(now, timeZone);
    for (const task of state.tasks.values()) {
      if (task.status !== 'active' || task.values.nextDueDate > today) continue;
      if (task.values.nextDueDate === today && next() < 0.2) continue; // left for later: done late
      run({ ...base, type: 'CompleteTask', taskId: task.taskId, now });
    }
  }
  return events;
}

/** A sand filter with a 30-day service interval, serviced every 25 to 40 days. */
function equipmentHistory(poolId: string, options: OwnerHistoryOptions, next: () => number) {
  const { start, days, timeZone } = options;
  const equipmentId = uuidOf(`${poolId}:filter`);
  const first = todayIn(start, timeZone);
  const commands: Parameters<typeof equipmentDecider.decide>[0][] = [{
    type: 'AddEquipment', poolId, equipmentId, now: start,
    draft: { name: 'Sand filter', category: 'filter', installDate: addCalendarDays(first, -400), maintenanceIntervalDays: 30, lastMaintenanceDate: first },
  }];
  for (let day = 25 + Math.floor(next() * 15); day < days; day += 25 + Math.floor(next() * 15)) {
    const now = start + day * DAY + 15 * 3_600_000;
    commands.push({ type: 'RecordEquipmentService', poolId, equipmentId, servicedOn: todayIn(now, timeZone), today: todayIn(now, timeZone), now });
  }
  return decideAll(equipmentDecider, commands);
}

async function appendAll(store: EventStore, stream: string, events: readonly DomainEvent[], userId: string, run: string): Promise<void> {
  for (let from = 0; from < events.length; from += 500) {
    const chunk = events.slice(from, from + 500).map((event, i) => ({ id: uuidOf(`${run}:${stream}:${from + i}`), type: event.type, data: event.data, metadata: { userId } }));
    await store.append(stream, chunk, { expectedRevision: from === 0 ? 'no_stream' : BigInt(from - 1) });
  }
}

/** Appends one owner's history; returns who they are and how many events it took. */
export async function appendAchievementHistory(store: EventStore, options: OwnerHistoryOptions): Promise<OwnerHistory> {
  const run = options.run ?? 'history';
  const userId = uuidOf(`${run}:user:${options.index}`);
  const poolId = uuidOf(`${run}:pool:${options.index}`);
  const next = random(options.index * 7919 + 17);
  const user = decideAll(userDecider, [{
    type: 'RegisterUser', userId, identityProvider: 'local', now: options.start,
    profile: { email: `owner${options.index}@example.com`, firstName: 'Pool', lastName: `Owner ${options.index}`, profileImageUrl: null },
  }]);
  const pool = decideAll(poolDecider, [{
    type: 'RegisterPool', poolId, ownerId: userId, now: options.start,
    draft: { name: `Pool ${options.index}`, volumeGallons: 15_000 + (options.index % 10) * 1000, type: 'inground', location: 'backyard', onboardingCompleted: true },
  }]);
  const maintenance = maintenanceHistory(poolId, options, next);
  const equipment = equipmentHistory(poolId, options, next);
  const water = buildWaterHistory({ poolId, days: options.days, start: options.start, seed: options.index + 1 });
  await appendAll(store, userStreamOf(userId), user, userId, run);
  await appendAll(store, poolStreamOf(poolId), pool, userId, run);
  await appendAll(store, maintenanceStreamOf(poolId), maintenance, userId, run);
  await appendAll(store, equipmentStreamOf(poolId), equipment, userId, run);
  await appendAll(store, waterStreamOf(poolId), water, userId, run);
  return { userId, poolId, events: user.length + pool.length + maintenance.length + equipment.length + water.length };
}
