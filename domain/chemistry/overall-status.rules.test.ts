import { describe, expect, it } from 'vitest';
import { overallStatus, waterTargets } from './index.ts';

describe('overallStatus', () => {
  it('says No Data without a reading', () => {
    expect(overallStatus(null)).toEqual({ level: 'unknown', label: 'No Data', issues: [] });
  });

  it('says All Good when every value is within the warning band', () => {
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 2, totalAlkalinityPpm: 100 })).toMatchObject({ level: 'good', label: 'All Good' });
  });

  it('says Needs Attention for a value outside the warning band', () => {
    expect(overallStatus({ ph: 7.7, freeChlorinePpm: 2 })).toEqual({ level: 'warning', label: 'Needs Attention', issues: ['pH high'] });
    expect(overallStatus({ freeChlorinePpm: 0.8 }).issues).toEqual(['Free chlorine low']);
  });

  it('says Action Required for a critical value, which wins over warnings', () => {
    const status = overallStatus({ ph: 6.9, freeChlorinePpm: 3.5, totalAlkalinityPpm: 190 });
    expect(status.level).toBe('critical');
    expect(status.label).toBe('Action Required');
    expect(status.issues).toEqual(['pH low', 'Free chlorine high', 'Total alkalinity high']);
  });

  it('treats the exact thresholds as inside the band', () => {
    expect(overallStatus({ ph: 7.0, freeChlorinePpm: 5, totalAlkalinityPpm: 60 }).level).toBe('warning');
    expect(overallStatus({ ph: 7.2, freeChlorinePpm: 3, totalAlkalinityPpm: 120 }).level).toBe('good');
  });

  it('adds the warning Treatment in progress for an incomplete plan step', () => {
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 2 }, true)).toEqual({ level: 'warning', label: 'Needs Attention', issues: ['Treatment in progress'] });
    expect(overallStatus({ ph: 8.1 }, true).level).toBe('critical');
  });

  it('never says All Good for a reading without free chlorine: it says chlorine was not tested', () => {
    expect(overallStatus({ ph: 7.4, totalAlkalinityPpm: 100 })).toEqual({ level: 'warning', label: 'Needs Attention', issues: ['Chlorine not tested'] });
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: null })).toMatchObject({ level: 'warning' });
  });

  it("judges free chlorine against the pool's CYA-based targets", () => {
    const cya40 = waterTargets({ cya: { ppm: 40, readingId: 'r', testedAt: 0 }, saltwater: false });
    // Spec bands would call FC 6 critical (above 5); at CYA 40 it is in the 5–7 target.
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 6 }).level).toBe('critical');
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 6 }, false, cya40)).toMatchObject({ level: 'good', label: 'All Good' });
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 4 }, false, cya40)).toMatchObject({ level: 'warning', issues: ['Free chlorine low'] });
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 2 }, false, cya40)).toMatchObject({ level: 'critical', issues: ['Free chlorine low'] });
    expect(overallStatus({ ph: 7.4, freeChlorinePpm: 17 }, false, cya40)).toMatchObject({ level: 'critical', issues: ['Free chlorine high'] });
  });
});
