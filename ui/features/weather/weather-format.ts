// What the weather section writes: day names, the rain chance shown only above 30 % (spec §9),
// severity words, how old a stale forecast is, and the manual coordinates check of spec §5.
import { LIMITS } from '../../../domain/pools/pool-options.ts';
import type { AlertSeverity } from '../../../contracts/weather.contract.ts';

export const RAIN_CHANCE_SHOWN_ABOVE = 30;

/**
 * The outline button, from utilities: the shared btn-secondary's raw :hover outranks its dark-mode
 * colours, so in dark mode a hovered (or, on a phone, last-tapped) one shows light text on light grey.
 */
export const OUTLINE_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100 '
  + 'disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
export const COORDINATES_MESSAGE = 'Please enter valid latitude (-90 to 90) and longitude (-180 to 180) values.';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'Today', 'Tomorrow', then the short weekday ('Thu'); dates are the pool's local YYYY-MM-DD. */
export function dayLabel(isoDate: string, index: number): string {
  if (index === 0) return 'Today';
  if (index === 1) return 'Tomorrow';
  const time = Date.parse(`${isoDate}T12:00:00Z`);
  return Number.isNaN(time) ? isoDate : WEEKDAY.format(time);
}

export function shownRainChance(rainChance: number | null): number | undefined {
  return rainChance !== null && rainChance > RAIN_CHANCE_SHOWN_ABOVE ? rainChance : undefined;
}

export const SEVERITY_LABEL: Record<AlertSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** '45 min ago', '2 h 10 min ago'. */
export function ageText(updatedAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(updatedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
}

/** Spec §5: both numbers, latitude −90…90, longitude −180…180. */
export function parseCoordinates(latitudeText: string, longitudeText: string): { latitude: number; longitude: number } | undefined {
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));
  const latitude = number(latitudeText);
  const longitude = number(longitudeText);
  const inRange = (value: number, range: { min: number; max: number }) => Number.isFinite(value) && value >= range.min && value <= range.max;
  return inRange(latitude, LIMITS.latitude) && inRange(longitude, LIMITS.longitude) ? { latitude, longitude } : undefined;
}
