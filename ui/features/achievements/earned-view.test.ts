// The Earned tab's lists: filters by category and difficulty, Recent as the newest five, and the
// type sub-tabs, newest first whatever order the server sent.
import { describe, expect, it } from 'vitest';
import { earnedView, filterEarned, filtersActive, newestFirst, NO_FILTERS, RECENT_COUNT } from './earned-view.ts';
import { anAchievement } from './testing/achievement-replies.ts';

const day = (d: number) => `2026-06-${String(d).padStart(2, '0')}T12:00:00.000Z`;
const earned = [
  anAchievement({ id: 'a1', achievementType: 'milestone', category: 'testing', difficulty: 'easy', achievedAt: day(1) }),
  anAchievement({ id: 'a2', achievementType: 'streak', category: 'testing', difficulty: 'medium', achievedAt: day(9) }),
  anAchievement({ id: 'a3', achievementType: 'improvement', category: 'chemistry', difficulty: 'medium', achievedAt: day(4) }),
  anAchievement({ id: 'a4', achievementType: 'maintenance', category: 'cleaning', difficulty: 'easy', achievedAt: day(7) }),
  anAchievement({ id: 'a5', achievementType: 'milestone', category: 'equipment', difficulty: 'easy', achievedAt: day(2) }),
  anAchievement({ id: 'a6', achievementType: 'streak', category: 'safety', difficulty: 'hard', achievedAt: day(12) }),
  anAchievement({ id: 'a7', achievementType: 'milestone', category: 'testing', difficulty: 'easy', achievedAt: day(3) }),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('the Earned tab', () => {
  it('lists the newest five under Recent', () => {
    expect(RECENT_COUNT).toBe(5);
    expect(ids(earnedView(earned, NO_FILTERS, 'recent'))).toEqual(['a6', 'a2', 'a4', 'a3', 'a7']);
  });

  it('lists every achievement of a type under its sub-tab, newest first', () => {
    expect(ids(earnedView(earned, NO_FILTERS, 'streak'))).toEqual(['a6', 'a2']);
    expect(ids(earnedView(earned, NO_FILTERS, 'milestone'))).toEqual(['a7', 'a5', 'a1']);
    expect(ids(earnedView(earned, NO_FILTERS, 'improvement'))).toEqual(['a3']);
    expect(ids(earnedView(earned, NO_FILTERS, 'maintenance'))).toEqual(['a4']);
  });

  it('narrows by category and difficulty together, before Recent takes five', () => {
    expect(ids(filterEarned(earned, { category: 'testing', difficulty: null }))).toEqual(['a1', 'a2', 'a7']);
    expect(ids(earnedView(earned, { category: 'testing', difficulty: 'easy' }, 'recent'))).toEqual(['a7', 'a1']);
    expect(ids(earnedView(earned, { category: null, difficulty: 'easy' }, 'recent'))).toEqual(['a4', 'a7', 'a5', 'a1']);
    expect(earnedView(earned, { category: 'sharing', difficulty: null }, 'recent')).toEqual([]);
  });

  it('keeps the server order for achievements earned at the same moment', () => {
    const tied = [anAchievement({ id: 'b1', achievedAt: day(5) }), anAchievement({ id: 'b2', achievedAt: day(5) })];
    expect(ids(newestFirst(tied))).toEqual(['b1', 'b2']);
  });

  it('knows when a filter is on, however it was cleared', () => {
    expect(filtersActive(NO_FILTERS)).toBe(false);
    expect(filtersActive({ category: null, difficulty: null })).toBe(false);
    expect(filtersActive({ category: null, difficulty: 'hard' })).toBe(true);
  });
});
