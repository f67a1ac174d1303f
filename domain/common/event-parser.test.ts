import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { eventParser } from './event-parser.ts';

type Event = { type: 'Filled'; data: { litres: number } } | { type: 'Drained'; data: { litres: number } };

describe('eventParser', () => {
  const filled = z.object({ litres: z.number() });
  const parse = eventParser<Event>({ Filled: filled, Drained: z.object({ litres: z.number().max(10) }) });

  it('checks data against its type, and answers undefined for unknown types and bad data', () => {
    expect(parse('Filled', { litres: 5 })).toEqual({ type: 'Filled', data: { litres: 5 } });
    expect(parse('Drained', { litres: 50 })).toBeUndefined();
    expect(parse('Spilled', { litres: 5 })).toBeUndefined();
    expect(parse('Filled', 'not an object')).toBeUndefined();
  });

  it('checks a stored data object once, and again under another type', () => {
    const check = vi.spyOn(filled, 'safeParse');
    const data = { litres: 20 };
    const first = parse('Filled', data);
    expect(parse('Filled', data)).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    // The same object read as another type is checked against that type's schema.
    expect(parse('Drained', data)).toBeUndefined();
    expect(parse('Filled', { litres: 20 })).toEqual(first);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
