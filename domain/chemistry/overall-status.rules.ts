// The home screen's Overall Status from the latest reading (spec §4 and §9 thresholds).
// Critical wins over warning; an unfinished treatment step adds the warning 'Treatment in progress'.

export type StatusLevel = 'unknown' | 'critical' | 'warning' | 'good';
export type StatusLabel = 'No Data' | 'Action Required' | 'Needs Attention' | 'All Good';
export type OverallStatus = { level: StatusLevel; label: StatusLabel; issues: string[] };

export type StatusReading = {
  ph?: number | null; freeChlorinePpm?: number | null; totalAlkalinityPpm?: number | null;
};

type Threshold = { name: string; critical: [number, number]; warning: [number, number] };

/** Spec §9 "Overall-status thresholds (critical / warning)". */
const THRESHOLDS: Record<keyof StatusReading, Threshold> = {
  ph: { name: 'pH', critical: [7.0, 8.0], warning: [7.2, 7.6] },
  freeChlorinePpm: { name: 'Free chlorine', critical: [0.5, 5], warning: [1, 3] },
  totalAlkalinityPpm: { name: 'Total alkalinity', critical: [60, 180], warning: [80, 120] },
};

const LABELS: Record<StatusLevel, StatusLabel> = {
  unknown: 'No Data', critical: 'Action Required', warning: 'Needs Attention', good: 'All Good',
};

function classify(value: number, t: Threshold): { level: StatusLevel; issue?: string } {
  const describe = (low: number) => `${t.name} ${value < low ? 'low' : 'high'}`;
  if (value < t.critical[0] || value > t.critical[1]) return { level: 'critical', issue: describe(t.critical[0]) };
  if (value < t.warning[0] || value > t.warning[1]) return { level: 'warning', issue: describe(t.warning[0]) };
  return { level: 'good' };
}

export function overallStatus(reading: StatusReading | null | undefined, hasIncompleteTreatmentStep = false): OverallStatus {
  if (reading === null || reading === undefined) return { level: 'unknown', label: LABELS.unknown, issues: [] };
  const issues: string[] = [];
  let critical = false;
  let warning = hasIncompleteTreatmentStep;
  for (const key of Object.keys(THRESHOLDS) as (keyof StatusReading)[]) {
    const value = reading[key];
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    const result = classify(value, THRESHOLDS[key]);
    if (result.issue !== undefined) issues.push(result.issue);
    critical ||= result.level === 'critical';
    warning ||= result.level === 'warning';
  }
  if (hasIncompleteTreatmentStep) issues.push('Treatment in progress');
  const level: StatusLevel = critical ? 'critical' : warning ? 'warning' : 'good';
  return { level, label: LABELS[level], issues };
}
