// One owner's events turned into the facts the rules read (achievement-facts.ts). Events arrive from
// the owner's pools' water, maintenance and equipment streams and from the owner's own stream, in
// the store's order; each is folded into the owner's entries, keyed '{kind}:{id}': a corrected test
// replaces its fact, a deleted one removes it, removed equipment no longer counts as registered.
// Besides facts, the entries keep what later events are judged by: each piece of equipment's service
// interval and last service (was the next service on schedule?), each task's title (was it filter
// care, brushing?) and each pool's calendar zone (the rules count days and weeks where the pool is). The fold works on a map in place: a projection
// folds thousands of events per owner and stores only the entries that changed.
import { assertNever } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import type { EquipmentEvent } from '../equipment/equipment.events.ts';
import { daysBetween, DEFAULT_TIME_ZONE, isTimeZone } from '../maintenance/calendar-day.ts';
import type { MaintenanceEvent } from '../maintenance/maintenance.events.ts';
import type { WaterEvent } from '../water/water.events.ts';
import type { AchievementFact, TestFact } from './achievement-facts.ts';
import type { EvaluationContext } from './achievement-rules.ts';
import type { AchievementSharingEvent } from './achievement-sharing.events.ts';
import { dayNumberOf, localCalendar } from './local-calendar.ts';

/** What a piece of equipment's next service is judged by. */
export interface EquipmentTrack {
  readonly kind: 'equipment_track';
  readonly id: string;
  readonly poolId: string;
  readonly intervalDays: number | null;
  readonly lastMaintenanceDate: string | null;
  readonly installDate: string | null;
}

/** A task's title, for what kind of task a completion was (filter care, brushing). */
export interface TaskInfo {
  readonly kind: 'task_info';
  readonly id: string;
  readonly title: string;
}

/** The zone a pool's calendar is in, as its maintenance schedule last recorded it. */
export interface PoolZone {
  readonly kind: 'pool_zone';
  readonly id: string;
  readonly timeZone: string;
  /** When a zone was first recorded for the pool: the owner's first-zoned pool sets their calendar. */
  readonly since: EpochMs;
}

export type FactEntry = AchievementFact | EquipmentTrack | TaskInfo | PoolZone;
export type FactEntries = Map<string, FactEntry>;
export type FactSourceEvent = WaterEvent | MaintenanceEvent | EquipmentEvent | AchievementSharingEvent;

export const entryKey = (entry: Pick<FactEntry, 'kind' | 'id'>): string => `${entry.kind}:${entry.id}`;

/** Folds one event into the owner's entries; returns the keys it set or deleted. */
export function foldFactEvent(entries: FactEntries, event: FactSourceEvent): string[] {
  switch (event.type) {
    case 'ReadingRecorded':
    case 'ReadingCorrected':
    case 'ReadingDeleted':
      return foldReading(entries, event);
    case 'TreatmentPlanIssued': {
      const { planId, poolId, issuedAt, readingId, steps } = event.data;
      return set(entries, { kind: 'plan_issued', id: planId, poolId, at: issuedAt, readingId, steps: steps.length });
    }
    case 'TreatmentPlanCompleted':
      return set(entries, { kind: 'plan_completed', id: event.data.planId, poolId: event.data.poolId, at: event.data.completedAt });
    case 'ChemicalAdded': {
      const { planId, stepId, poolId, at, chemical } = event.data;
      return set(entries, { kind: 'chemical_added', id: `${planId}:${stepId}`, poolId, at, chemical });
    }
    case 'TreatmentPlanCanceled':
      return [];
    case 'TaskCompleted':
    case 'TaskScheduled':
    case 'MaintenanceTimeZoneSet':
    case 'TaskUpdated':
    case 'TaskSkipped':
    case 'TaskDeleted':
      return foldMaintenance(entries, event);
    case 'EquipmentAdded':
    case 'EquipmentUpdated':
    case 'EquipmentServiced':
    case 'EquipmentRemoved':
    case 'EquipmentStatusChanged':
      return foldEquipment(entries, event);
    case 'AchievementShared': {
      const { shareId, sharedAt, platform, achievementKey } = event.data;
      return set(entries, { kind: 'shared', id: shareId, at: sharedAt, platform, achievementKey });
    }
    case 'SharingPreferencesSet':
      return [];
    default:
      return assertNever(event);
  }
}

function set(entries: FactEntries, entry: FactEntry): string[] {
  const key = entryKey(entry);
  entries.set(key, entry);
  return [key];
}

function remove(entries: FactEntries, ...keys: string[]): string[] {
  return keys.filter((key) => entries.delete(key));
}

const photoUrlOf = (analysis: Record<string, unknown> | undefined): string | null => {
  const photo = analysis?.photo as { url?: unknown } | undefined;
  return typeof photo?.url === 'string' ? photo.url : null;
};

function foldReading(entries: FactEntries, event: Extract<WaterEvent, { type: 'ReadingRecorded' | 'ReadingCorrected' | 'ReadingDeleted' }>): string[] {
  const key = entryKey({ kind: 'test', id: event.data.readingId });
  if (event.type === 'ReadingDeleted') return remove(entries, key);
  const { readingId, poolId, timestamp, ph, freeChlorinePpm, cyaPpm, totalAlkalinityPpm, calciumHardnessPpm, temperatureF } = event.data;
  // A correction keeps the photo the test was read from.
  const photoUrl = event.type === 'ReadingRecorded' ? photoUrlOf(event.data.analysis) : ((entries.get(key) as TestFact | undefined)?.photoUrl ?? null);
  return set(entries, { kind: 'test', id: readingId, poolId, at: timestamp, ph, freeChlorinePpm, cyaPpm, totalAlkalinityPpm, calciumHardnessPpm, temperatureF, photoUrl });
}

/** isTimeZone builds an Intl formatter each call; a history names a handful of zones thousands of times. */
const knownZones = new Map<string, boolean>();
function validZone(zone: string): boolean {
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    valid = isTimeZone(zone);
    if (knownZones.size < 1000) knownZones.set(zone, valid);
  }
  return valid;
}

/** Midnight starting a calendar day in the zone. */
function startOfDayIn(day: string, timeZone: string): EpochMs {
  return localCalendar(validZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE).startOf(dayNumberOf(day));
}

function zoned(entries: FactEntries, poolId: string, timeZone: string, at: EpochMs): string[] {
  if (!validZone(timeZone)) return [];
  const current = entries.get(entryKey({ kind: 'pool_zone', id: poolId })) as PoolZone | undefined;
  if (current?.timeZone === timeZone) return [];
  return set(entries, { kind: 'pool_zone', id: poolId, timeZone, since: current?.since ?? at });
}

function foldMaintenance(entries: FactEntries, event: MaintenanceEvent): string[] {
  switch (event.type) {
    case 'TaskCompleted': {
      const { taskId, poolId, completedAt, dueDate, wasOverdue, taskType, timeZone } = event.data;
      const title = (entries.get(entryKey({ kind: 'task_info', id: taskId })) as TaskInfo | undefined)?.title ?? '';
      return [
        ...zoned(entries, poolId, timeZone, completedAt),
        ...set(entries, { kind: 'task_completed', id: `${taskId}:${dueDate}`, poolId, at: completedAt, dueAt: startOfDayIn(dueDate, timeZone), overdue: wasOverdue, taskType, title }),
      ];
    }
    case 'TaskScheduled': {
      const { taskId, title, poolId, timeZone, scheduledAt } = event.data;
      return [...set(entries, { kind: 'task_info', id: taskId, title }), ...zoned(entries, poolId, timeZone, scheduledAt)];
    }
    case 'TaskUpdated':
      return event.data.changes.title === undefined ? [] : set(entries, { kind: 'task_info', id: event.data.taskId, title: event.data.changes.title });
    case 'MaintenanceTimeZoneSet':
      return zoned(entries, event.data.poolId, event.data.timeZone, event.data.setAt);
    case 'TaskSkipped':
    case 'TaskDeleted':
      return [];
    default:
      return assertNever(event);
  }
}

/** Within its interval of the service before it (or of its installation): a service on schedule. */
function onSchedule(track: EquipmentTrack | undefined, servicedOn: string): boolean {
  if (!track || track.intervalDays === null) return false;
  const previous = track.lastMaintenanceDate ?? track.installDate;
  if (previous === null) return true;
  const days = daysBetween(previous, servicedOn);
  return days >= 0 && days <= track.intervalDays;
}

function foldEquipment(entries: FactEntries, event: EquipmentEvent): string[] {
  const id = event.data.equipmentId;
  const trackKey = entryKey({ kind: 'equipment_track', id });
  const registeredKey = entryKey({ kind: 'equipment_registered', id });
  const track = entries.get(trackKey) as EquipmentTrack | undefined;
  switch (event.type) {
    case 'EquipmentAdded': {
      const { poolId, addedAt, category, maintenanceIntervalDays, lastMaintenanceDate, installDate } = event.data;
      return [
        ...set(entries, { kind: 'equipment_registered', id, poolId, at: addedAt, category }),
        ...set(entries, { kind: 'equipment_track', id, poolId, intervalDays: maintenanceIntervalDays, lastMaintenanceDate, installDate }),
      ];
    }
    case 'EquipmentUpdated': {
      if (!track) return [];
      const { maintenanceIntervalDays, lastMaintenanceDate, installDate, category } = event.data.changes;
      const registered = entries.get(registeredKey);
      return [
        ...set(entries, {
          ...track,
          ...(maintenanceIntervalDays !== undefined ? { intervalDays: maintenanceIntervalDays } : {}),
          ...(lastMaintenanceDate !== undefined ? { lastMaintenanceDate } : {}),
          ...(installDate !== undefined ? { installDate } : {}),
        }),
        ...(category !== undefined && registered?.kind === 'equipment_registered' ? set(entries, { ...registered, category }) : []),
      ];
    }
    case 'EquipmentServiced': {
      const { poolId, servicedOn, recordedAt, lastMaintenanceDate } = event.data;
      const category = (entries.get(registeredKey) as { category?: string } | undefined)?.category ?? 'other';
      return [
        ...set(entries, { kind: 'equipment_serviced', id: `${id}:${servicedOn}`, poolId, at: recordedAt, category, onSchedule: onSchedule(track, servicedOn) }),
        ...(track ? set(entries, { ...track, lastMaintenanceDate }) : []),
      ];
    }
    case 'EquipmentRemoved':
      return remove(entries, registeredKey, trackKey);
    case 'EquipmentStatusChanged':
      return [];
    default:
      return assertNever(event);
  }
}

const isFact = (entry: FactEntry): entry is AchievementFact => entry.kind !== 'equipment_track' && entry.kind !== 'task_info' && entry.kind !== 'pool_zone';

/** The facts among the entries, for the rules. */
export function factsOf(entries: Iterable<FactEntry>): AchievementFact[] {
  return [...entries].filter(isFact);
}

/** The owner's calendar: the zone of the pool that had one first (UTC before any). */
export function evaluationContextOf(entries: Iterable<FactEntry>): EvaluationContext {
  let first: PoolZone | undefined;
  for (const entry of entries) {
    if (entry.kind !== 'pool_zone') continue;
    if (!first || entry.since < first.since || (entry.since === first.since && entry.id < first.id)) first = entry;
  }
  return { timeZone: first?.timeZone ?? DEFAULT_TIME_ZONE };
}
