import { describe, expect, it } from 'vitest';
import { srgbToLinear, type Rgb } from './colour-space.ts';
import type { PatchSample } from './pad-sampling.ts';
import { checkBlur, checkChartFit, checkColourCast, checkExposure, checkGlare, runPhotoGates } from './quality-gates.ts';
import { STRIP_ERROR_MESSAGES } from './strip-errors.ts';

function patch(srgb: Rgb, clippedShare = 0): PatchSample {
  return { srgb, linear: srgbToLinear(srgb), clippedShare, glareShare: clippedShare, spread: 2 };
}

const goodWhites = Array.from({ length: 6 }, () => patch([225, 224, 226]));
const goodPads = Array.from({ length: 6 }, () => patch([180, 90, 60]));

describe('quality gates', () => {
  it('passes a well-lit, sharp photo whose colours fit the chart', () => {
    expect(runPhotoGates({ whites: goodWhites, pads: goodPads, edgeRiseMm: 0.5 })).toBeNull();
    expect(checkChartFit(2)).toBeNull();
  });

  it('refuses a photo too dark to read', () => {
    const dark = Array.from({ length: 6 }, () => patch([40, 38, 35]));
    expect(checkExposure(dark)?.code).toBe('too_dark');
  });

  it('refuses an overexposed photo whose white backing is washed out', () => {
    const washed = Array.from({ length: 6 }, () => patch([255, 255, 255], 0.9));
    const palePads = Array.from({ length: 6 }, () => patch([250, 240, 238]));
    const error = checkExposure(washed, palePads);
    expect(error?.code).toBe('too_bright');
    expect(error?.message).toMatch(/direct sunlight/);
    expect(checkExposure(washed, goodPads)).toBeNull();
  });

  it('refuses a colour cast too strong to correct, but not warm 2700 K light', () => {
    const sodium = Array.from({ length: 6 }, () => patch([250, 120, 5]));
    expect(checkColourCast(sodium)?.code).toBe('colour_cast');
    const green = Array.from({ length: 6 }, () => patch([120, 230, 120]));
    expect(checkColourCast(green)?.code).toBe('colour_cast');
    const warm = Array.from({ length: 6 }, () => patch([240, 175, 95]));
    expect(checkColourCast(warm)).toBeNull();
  });

  it('refuses glare that hides most of a pad but reads around a small highlight', () => {
    expect(checkGlare([...goodPads.slice(1), patch([250, 250, 250], 0.9)])?.code).toBe('glare');
    expect(checkGlare([...goodPads.slice(1), patch([180, 90, 60], 0.2)])).toBeNull();
  });

  it('refuses a blurred photo', () => {
    expect(checkBlur(1.6)?.code).toBe('blurry');
    expect(checkBlur(0.8)).toBeNull();
  });

  it('refuses colours that do not fit the chart', () => {
    expect(checkChartFit(20)?.code).toBe('colours_unreadable');
  });

  it('reports light problems before glare and focus problems', () => {
    const dark = Array.from({ length: 6 }, () => patch([40, 38, 35]));
    expect(runPhotoGates({ whites: dark, pads: goodPads, edgeRiseMm: 4 })?.code).toBe('too_dark');
  });

  it('tells the user what to change in every message', () => {
    for (const message of Object.values(STRIP_ERROR_MESSAGES)) expect(message).toMatch(/\b(Move|Hold|Take|Check|Dip|Upload)\b/);
  });
});
