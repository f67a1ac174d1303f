// The home screen's Overall Status from the latest reading (spec §4), judged against the pool's
// targets (water-targets.ts: spec §9's thresholds, free chlorine by the pool's CYA). Critical wins
// over warning; an unfinished treatment step adds the warning 'Treatment in progress'. A reading
// with no free chlorine value can never be 'All Good': unsanitised water is not safe to swim in.

import { waterTargets, type StatusBand, type WaterTargets } from './water-targets.ts';

export type StatusLevel = 'unknown' | 'critical' | 'warning' | 'good';
export type StatusLabel = 'No Data' | 'Action Required' | 'Needs Attention' | 'All Good';
export type OverallStatus = { level: StatusLevel; label: StatusLabel; issues: string[] };

export type StatusReading = {
  ph?: number | null; freeChlorinePpm?: number | null; totalAlkalinityPpm?: number | null;
};

export const CHLORINE_NOT_TESTED = 'Chlorine not tested';

const LABELS: Record<StatusLevel, StatusLabel> = {
  unknown: 'No Data', critical: 'Action Required', warning: 'Needs Attention', good: 'All Good',
};

const PARAMETERS = [
  { key: 'ph', name: 'pH', band: 'ph' },
  { key: 'freeChlorinePpm', name: 'Free chlorine', band: 'freeChlorine' },
  { key: 'totalAlkalinityPpm', name: 'Total alkalinity', band: 'totalAlkalinity' },
] as const;

function classify(value: number, name: string, band: StatusBand): { level: StatusLevel; issue?: string } {
  const describe = (low: number) => `${name} ${value < low ? 'low' : 'high'}`;
  if (value < band.criticalLow || value > band.criticalHigh) return { level: 'critical', issue: describe(band.criticalLow) };
  if (value < band.low || value > band.high) return { level: 'warning', issue: describe(band.low) };
  return { level: 'good' };
}

const isNumber = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value);

export function overallStatus(
  reading: StatusReading | null | undefined,
  hasIncompleteTreatmentStep = false,
  targets: WaterTargets = waterTargets({ cya: null, saltwater: false }),
): OverallStatus {
  if (reading === null || reading === undefined) return { level: 'unknown', label: LABELS.unknown, issues: [] };
  const issues: string[] = [];
  let critical = false;
  let warning = hasIncompleteTreatmentStep;
  for (const { key, name, band } of PARAMETERS) {
    const value = reading[key];
    if (!isNumber(value)) continue;
    const result = classify(value, name, targets.status[band]);
    if (result.issue !== undefined) issues.push(result.issue);
    critical ||= result.level === 'critical';
    warning ||= result.level === 'warning';
  }
  if (!isNumber(reading.freeChlorinePpm)) {
    issues.push(CHLORINE_NOT_TESTED);
    warning = true;
  }
  if (hasIncompleteTreatmentStep) issues.push('Treatment in progress');
  const level: StatusLevel = critical ? 'critical' : warning ? 'warning' : 'good';
  return { level, label: LABELS[level], issues };
}
