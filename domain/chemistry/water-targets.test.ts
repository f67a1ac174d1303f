import { describe, expect, it } from 'vitest';
import { chemistrySummary, displayedReadings, overallStatus, planTreatment, readingTrend, waterTargets } from './index.ts';

const cya = (ppm: number) => ({ ppm, readingId: 'r-1', testedAt: 0 });

describe('waterTargets', () => {
  it('follows the TFP FC/CYA chart for free chlorine: ideal = target, critical = minimum and SLAM', () => {
    const targets = waterTargets({ cya: cya(40), saltwater: false });
    expect(targets.ranges.chlorine).toMatchObject({ idealMin: 5, idealMax: 7, criticalMin: 3, criticalMax: 16 });
    expect(targets.status.freeChlorine).toEqual({ low: 5, high: 7, criticalLow: 3, criticalHigh: 16 });
    expect(targets.chlorine).toMatchObject({ basis: 'cya', cya: { ppm: 40, readingId: 'r-1' } });
  });

  it('uses the salt-water chart for a salt-cell pool', () => {
    // chemistry-reference §3.1, SWG row CYA 80: minimum 4, target 6 (shown as 6–8), SLAM 31.
    expect(waterTargets({ cya: cya(80), saltwater: true }).ranges.chlorine).toMatchObject({ idealMin: 6, idealMax: 8, criticalMin: 4, criticalMax: 31 });
  });

  it("keeps spec §9's bands without a measured CYA and asks for a CYA test", () => {
    const targets = waterTargets({ cya: null, saltwater: false });
    expect(targets.ranges.chlorine).toMatchObject({ idealMin: 1, idealMax: 3, criticalMin: 0.5, criticalMax: 5 });
    expect(targets.chlorine).toEqual({ basis: 'default', note: 'Test CYA to get chlorine targets for your pool' });
  });

  it("leaves every other parameter on spec §9's bands", () => {
    const targets = waterTargets({ cya: cya(70), saltwater: false });
    expect(targets.ranges.ph).toMatchObject({ idealMin: 7.2, idealMax: 7.6, criticalMin: 6.8, criticalMax: 8.2 });
    expect(targets.ranges.cyanuricAcid).toMatchObject({ idealMin: 30, idealMax: 50 });
  });
});

describe('one verdict: panel, status and plan agree', () => {
  const balanced = { ph: 7.4, freeChlorinePpm: 6, totalChlorinePpm: 6, totalAlkalinityPpm: 100, cyaPpm: 40, calciumHardnessPpm: 250, temperatureF: 80 };
  const panelInput = { ph: 7.4, chlorine: 6, alkalinity: 100, temperature: 80, cyanuricAcid: 40, calciumHardness: 250 };
  const targets = waterTargets({ cya: cya(40), saltwater: false });

  it('a balanced reading at CYA 40 is all green, All Good, and needs no treatment', () => {
    expect(chemistrySummary(displayedReadings(panelInput, targets.ranges)).text).toBe('6 of 6 levels in ideal range');
    expect(overallStatus(balanced, false, targets).label).toBe('All Good');
    expect(planTreatment(balanced, { volumeGallons: 20_000 }, 0).steps).toEqual([]);
  });

  it('FC 2 at CYA 40: the panel shows red, the status critical, and the plan raises FC to the same band', () => {
    const chlorine = displayedReadings({ ...panelInput, chlorine: 2 }, targets.ranges).find((r) => r.key === 'chlorine')!;
    expect(chlorine.colour).toBe('red');
    expect(overallStatus({ ...balanced, freeChlorinePpm: 2 }, false, targets).level).toBe('critical');
    const step = planTreatment({ ...balanced, freeChlorinePpm: 2, totalChlorinePpm: 2 }, { volumeGallons: 20_000 }, 0).steps[0]!;
    expect(step.reason).toMatch(/5-7 ppm target for CYA 40/);
    // What the plan aims for (6) is green on the panel.
    expect(displayedReadings({ chlorine: 6 }, targets.ranges)[0]!.colour).toBe('green');
  });

  it("turns the chlorine trend arrows with the pool's band (spec: 1 and 2.5 for 1–3)", () => {
    expect(readingTrend('chlorine', 2.6)).toBe('up');
    expect(readingTrend('chlorine', 0.9)).toBe('down');
    expect(readingTrend('chlorine', 6, targets.ranges.chlorine)).toBe('stable');
    expect(readingTrend('chlorine', 6.6, targets.ranges.chlorine)).toBe('up');
    expect(readingTrend('chlorine', 4.9, targets.ranges.chlorine)).toBe('down');
  });
});
