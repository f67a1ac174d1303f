// A user's preferences (issue 19, spec §2 /settings): units, quiet hours, the order the water test
// methods are offered in, and the e-mail toggles. Zod-free, so the contract (zod/mini) and the UI
// share the same lists, defaults and checks. Quiet hours are clock times in the pool's time zone;
// a window may wrap past midnight (21:00–08:00), and equal start and end would be ambiguous (none, or
// the whole day), so they are refused.
import type { UnitSystem } from '../chemistry/display-units.ts';
import { TEST_METHODS, type TestMethod } from '../water/test-methods.ts';

export { UNIT_SYSTEMS, type UnitSystem } from '../chemistry/display-units.ts';

/** 'HH:mm', 24-hour. */
export type ClockTime = string;
export interface QuietHours {
  readonly start: ClockTime;
  readonly end: ClockTime;
}

export interface UserPreferences {
  readonly units: UnitSystem;
  readonly quietHours: QuietHours;
  /** Every test method once, in the order /test offers them. */
  readonly testMethodOrder: readonly TestMethod[];
  readonly emailAlerts: boolean;
  readonly productDeals: boolean;
}

export type PreferenceChanges = Partial<UserPreferences>;

export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  units: 'imperial',
  quietHours: { start: '21:00', end: '08:00' },
  testMethodOrder: TEST_METHODS,
  emailAlerts: true,
  productDeals: true,
};

export const PREFERENCE_MESSAGES = {
  clockTime: 'Use a 24-hour time such as 21:00',
  quietHoursEqual: 'Quiet hours must start and end at different times',
  testMethodOrder: 'List camera, upload and manual once each',
} as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** Whether the list names each test method exactly once. */
export function isTestMethodOrder(order: readonly string[]): boolean {
  return order.length === TEST_METHODS.length && TEST_METHODS.every((method) => order.includes(method));
}

/** Problems with the changes, by field ('quietHours.start', …); empty when they can be recorded. */
export function preferenceProblems(changes: PreferenceChanges): Record<string, string> {
  const problems: Record<string, string> = {};
  const quiet = changes.quietHours;
  if (quiet) {
    if (!isClockTime(quiet.start)) problems['quietHours.start'] = PREFERENCE_MESSAGES.clockTime;
    if (!isClockTime(quiet.end)) problems['quietHours.end'] = PREFERENCE_MESSAGES.clockTime;
    if (quiet.start === quiet.end) problems['quietHours.end'] = PREFERENCE_MESSAGES.quietHoursEqual;
  }
  if (changes.testMethodOrder && !isTestMethodOrder(changes.testMethodOrder)) problems.testMethodOrder = PREFERENCE_MESSAGES.testMethodOrder;
  return problems;
}

/** Only the changes that differ from the current preferences. */
export function changedPreferences(current: UserPreferences, changes: PreferenceChanges): PreferenceChanges {
  const changed: { -readonly [K in keyof UserPreferences]?: UserPreferences[K] } = {};
  if (changes.units !== undefined && changes.units !== current.units) changed.units = changes.units;
  if (changes.quietHours && (changes.quietHours.start !== current.quietHours.start || changes.quietHours.end !== current.quietHours.end)) {
    changed.quietHours = { start: changes.quietHours.start, end: changes.quietHours.end };
  }
  if (changes.testMethodOrder && changes.testMethodOrder.join() !== current.testMethodOrder.join()) changed.testMethodOrder = [...changes.testMethodOrder];
  if (changes.emailAlerts !== undefined && changes.emailAlerts !== current.emailAlerts) changed.emailAlerts = changes.emailAlerts;
  if (changes.productDeals !== undefined && changes.productDeals !== current.productDeals) changed.productDeals = changes.productDeals;
  return changed;
}

/** The preferences after the changes. */
export function withPreferenceChanges(current: UserPreferences, changes: PreferenceChanges): UserPreferences {
  return { ...current, ...changes };
}
