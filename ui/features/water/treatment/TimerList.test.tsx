// @vitest-environment jsdom
// The time left on a safety timer: whole minutes rounded up, hours only past 60 minutes, and never more
// than the timer's own length, even when the server's start time is ahead of this device's clock.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimerList } from './TimerList.tsx';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const MIN = 60_000;
const SEC = 1000;

function timeLeft(startOffset: number, endOffset: number): string | null {
  const timer = { id: 'a-wait', type: 'chemical_wait' as const, chemical: 'Liquid chlorine', description: 'Let it circulate', startTime: NOW + startOffset, endTime: NOW + endOffset };
  render(<TimerList timers={[timer]} now={NOW} />);
  return screen.getByText(/left$/).textContent;
}

afterEach(cleanup);

describe('TimerList time left', () => {
  it.each([
    ['a new 60-minute timer', 0, 60 * MIN, '60m left'],
    ['a 60-minute timer started 2 s ahead of this clock', 2 * SEC, 60 * MIN + 2 * SEC, '60m left'],
    ['a 60-minute timer started 90 s ahead of this clock', 90 * SEC, 60 * MIN + 90 * SEC, '60m left'],
    ['59 m 30 s of a 60-minute timer', -30 * SEC, 59 * MIN + 30 * SEC, '60m left'],
    ['59 m of a 60-minute timer', -MIN, 59 * MIN, '59m left'],
    ['the last seconds', -60 * MIN + 10 * SEC, 10 * SEC, '1m left'],
    ['a new 90-minute timer', 0, 90 * MIN, '1h 30m left'],
    ['a new 4-hour timer, skewed', 5 * SEC, 4 * 60 * MIN + 5 * SEC, '4h 0m left'],
    ['61 m of a 2-hour timer', -59 * MIN, 61 * MIN, '1h 1m left'],
  ])('%s reads %s', (_name, startOffset, endOffset, expected) => {
    expect(timeLeft(startOffset, endOffset)).toBe(expected);
  });
});
