// The schedule a pool starts with, from its profile and equipment: test the water twice a week,
// brush and skim weekly, clean the filter on its type's interval, inspect the salt cell quarterly on a
// salt pool, check the pump basket weekly, and inspect any equipment 30 days before its warranty ends.
// Each suggestion says why; each is an ordinary task afterwards (editable, deletable), and the whole
// schedule can be skipped. Keys are stable, so a suggestion is scheduled once.
import type { PoolProfile } from '../pools/pool-profile.schema.ts';
import { addCalendarDays, addCalendarMonths, daysBetween, type CalendarDay } from './calendar-day.ts';
import { FREQUENCY_INTERVAL_DAYS, TASK_DEFAULTS, type TaskFrequency, type TaskPriority, type TaskType } from './maintenance-options.ts';
import type { TaskValues } from './task-rules.ts';

export interface StartingScheduleInput {
  profile: Pick<PoolProfile, 'sanitationType' | 'hasSaltChlorinator' | 'filterType' | 'surfaceMaterial'>;
  equipment: readonly { equipmentId: string; name: string; warrantyExpiration: CalendarDay | null }[];
  today: CalendarDay;
}

export interface SuggestedTask {
  readonly key: string;
  readonly reason: string;
  readonly equipmentId: string | null;
  readonly values: TaskValues;
}

/** Days before a warranty ends that the inspection is due (spec §9's warranty alert window). */
export const WARRANTY_INSPECTION_DAYS_BEFORE = 30;
export const WARRANTY_KEY_PREFIX = 'warranty:';

const FILTER_CLEANING: Record<PoolProfile['filterType'], { title: string; frequency: TaskFrequency; why: string }> = {
  cartridge: { title: 'Clean the filter cartridge', frequency: 'quarterly', why: 'A cartridge filter is hosed off about every 3 months' },
  sand: { title: 'Backwash the sand filter', frequency: 'monthly', why: 'A sand filter is backwashed about once a month' },
  de: { title: 'Backwash the DE filter and add fresh DE', frequency: 'monthly', why: 'A DE filter is backwashed and recharged with DE about once a month' },
  glass_media: { title: 'Backwash the glass media filter', frequency: 'monthly', why: 'A glass media filter is backwashed about once a month' },
};

interface Plan {
  key: string;
  title: string;
  taskType: TaskType;
  frequency: TaskFrequency;
  firstDue: CalendarDay;
  reason: string;
  priority?: TaskPriority;
  minutes?: number;
  equipmentId?: string;
  isRecurring?: boolean;
}

function task(plan: Plan): SuggestedTask {
  const { key, title, taskType, frequency, firstDue, reason } = plan;
  const values: TaskValues = {
    title, description: null, taskType, priority: plan.priority ?? TASK_DEFAULTS.priority, frequency,
    intervalDays: frequency === 'custom' ? 1 : FREQUENCY_INTERVAL_DAYS[frequency], nextDueDate: firstDue, isRecurring: plan.isRecurring ?? true,
    notificationEnabled: TASK_DEFAULTS.notificationEnabled, reminderMinutes: TASK_DEFAULTS.reminderMinutes,
    estimatedDurationMinutes: plan.minutes ?? TASK_DEFAULTS.estimatedDurationMinutes,
  };
  return { key, reason, equipmentId: plan.equipmentId ?? null, values };
}

export function startingSchedule(input: StartingScheduleInput): SuggestedTask[] {
  const { profile, today } = input;
  const day = (offset: number) => addCalendarDays(today, offset);
  const filter = FILTER_CLEANING[profile.filterType];
  const plans: Plan[] = [
    // Twice a week: two weekly tasks three days apart (a custom interval of 3 or 4 days would wander across the week).
    { key: 'test-water-1', title: 'Test the water', taskType: 'testing', frequency: 'weekly', firstDue: today, minutes: 10, priority: 'high',
      reason: 'Testing twice a week catches falling chlorine and drifting pH before algae or scale do' },
    { key: 'test-water-2', title: 'Test the water', taskType: 'testing', frequency: 'weekly', firstDue: day(3), minutes: 10, priority: 'high',
      reason: 'The second weekly test, three days after the first, so no more than four days pass untested' },
    { key: 'skim', title: 'Skim the surface', taskType: 'cleaning', frequency: 'weekly', firstDue: day(1), minutes: 15,
      reason: 'Leaves and debris left floating sink, stain and use up chlorine' },
    { key: 'brush', title: 'Brush the walls and floor', taskType: 'cleaning', frequency: 'weekly', firstDue: day(2),
      reason: profile.surfaceMaterial === 'vinyl' || profile.surfaceMaterial === 'fiberglass'
        ? 'Weekly brushing (with a soft brush on this surface) stops algae from taking hold'
        : 'Weekly brushing stops algae and scale from taking hold on the surface' },
    { key: 'pump-basket', title: 'Check and empty the pump basket', taskType: 'maintenance', frequency: 'weekly', firstDue: day(4), minutes: 10,
      reason: 'A clogged pump basket starves the pump of water, cutting circulation and risking the motor' },
    { key: 'filter', title: filter.title, taskType: 'cleaning', frequency: filter.frequency, firstDue: filter.frequency === 'quarterly' ? addCalendarMonths(today, 3) : addCalendarMonths(today, 1), minutes: 45,
      reason: `${filter.why}, or sooner when its pressure reads 8-10 psi above the clean pressure` },
  ];
  if (profile.sanitationType === 'salt') {
    plans.push({ key: 'salt-cell', title: 'Inspect and clean the salt cell', taskType: 'inspection', frequency: 'quarterly', firstDue: addCalendarMonths(today, 3),
      reason: 'Scale builds up on a salt cell\'s plates and cuts its chlorine output; inspect it every 3 months' });
  }
  return [...plans.map(task), ...warrantyInspections(input)];
}

/** A one-off inspection 30 days before each warranty ends (today when that day has passed but the warranty has not). */
export function warrantyInspections({ equipment, today }: Pick<StartingScheduleInput, 'equipment' | 'today'>): SuggestedTask[] {
  return equipment.flatMap(({ equipmentId, name, warrantyExpiration }) => {
    if (warrantyExpiration === null || daysBetween(today, warrantyExpiration) < 0) return [];
    const inspectOn = addCalendarDays(warrantyExpiration, -WARRANTY_INSPECTION_DAYS_BEFORE);
    return [task({
      key: `${WARRANTY_KEY_PREFIX}${equipmentId}`, title: `Inspect ${name} before its warranty ends`, taskType: 'inspection', frequency: 'annual',
      firstDue: inspectOn < today ? today : inspectOn, isRecurring: false, priority: 'high', equipmentId,
      reason: `Its warranty ends on ${warrantyExpiration}: anything found before then is repaired under warranty`,
    })];
  });
}
