// The check's toast (spec §8): the count and the first titles, or 'No New Achievements'.
import { describe, expect, it } from 'vitest';
import { anAchievement } from './testing/achievement-replies.ts';
import { checkToast } from './use-check-achievements.ts';

const titled = (...titles: string[]) => titles.map((title, i) => anAchievement({ id: `a${i}`, title }));

describe('the check toast', () => {
  it("says 'No New Achievements' for none", () => {
    expect(checkToast({ count: 0, achievements: [] }).title).toBe('No New Achievements');
  });

  it('counts one in the singular', () => {
    expect(checkToast({ count: 1, achievements: titled('First Test') })).toEqual({ title: 'New Achievement!', description: 'You earned 1 new achievement: First Test.' });
  });

  it('names three and counts the rest', () => {
    const reply = { count: 5, achievements: titled('First Test', 'Regular Tester', 'Steady Routine', 'Safe Water 30 Days', 'Equipment Tracker') };
    expect(checkToast(reply).description).toBe('You earned 5 new achievements: First Test, Regular Tester, Steady Routine and 2 more.');
  });
});
