// The Browse tab's list: All / Available / Achieved and a category, and how full each bar is.
import { describe, expect, it } from 'vitest';
import { ALL_PROGRESS, filterProgress, progressPercent } from './browse-view.ts';
import { aProgressItem } from './testing/achievement-replies.ts';

const items = [
  aProgressItem({ id: 'first-test', category: 'testing', isAchieved: true, achievedAt: '2026-06-01T12:00:00.000Z', currentProgress: { current: 1, target: 1, unit: 'tests' } }),
  aProgressItem({ id: 'tests-10', category: 'testing', currentProgress: { current: 3, target: 10, unit: 'tests' } }),
  aProgressItem({ id: 'filter-clean', category: 'cleaning' }),
  aProgressItem({ id: 'first-share', category: 'sharing', isAchieved: true, achievedAt: '2026-06-02T12:00:00.000Z' }),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('the Browse tab', () => {
  it('shows all, only those still to earn, or only those earned', () => {
    expect(ids(filterProgress(items, ALL_PROGRESS))).toEqual(['first-test', 'tests-10', 'filter-clean', 'first-share']);
    expect(ids(filterProgress(items, { status: 'available', category: null }))).toEqual(['tests-10', 'filter-clean']);
    expect(ids(filterProgress(items, { status: 'achieved', category: null }))).toEqual(['first-test', 'first-share']);
  });

  it('narrows to a category, with the status filter', () => {
    expect(ids(filterProgress(items, { status: 'all', category: 'testing' }))).toEqual(['first-test', 'tests-10']);
    expect(ids(filterProgress(items, { status: 'achieved', category: 'cleaning' }))).toEqual([]);
  });

  it('fills the bar by current over target, full when earned, and never past the ends', () => {
    expect(progressPercent(items[1]!)).toBe(30);
    expect(progressPercent(aProgressItem({ id: 'x', isAchieved: true, currentProgress: { current: 0, target: 5, unit: 'shares' } }))).toBe(100);
    expect(progressPercent(aProgressItem({ id: 'y', currentProgress: { current: 12, target: 10, unit: 'tests' } }))).toBe(100);
    expect(progressPercent(aProgressItem({ id: 'z', currentProgress: { current: 2, target: 0, unit: 'tests' } }))).toBe(0);
    expect(progressPercent(aProgressItem({ id: 'w', currentProgress: { current: 1, target: 3, unit: 'tests' } }))).toBe(33);
  });
});
