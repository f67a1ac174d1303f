import { describe, expect, it } from 'vitest';
import { decodeReadingCursor, encodeReadingCursor } from './readings.projection.ts';

const cursorOf = (raw: string) => Buffer.from(raw).toString('base64url');

describe('the history cursor', () => {
  it('decodes what it encoded', () => {
    const takenAt = new Date('2026-11-24T08:00:00Z');
    expect(decodeReadingCursor(encodeReadingCursor({ taken_at: takenAt, seq: '42' }))).toEqual({ takenAt, seq: '42' });
  });

  it('refuses cursors PostgreSQL could not compare: before 4713 BC, or a sequence past the largest bigint', () => {
    expect(decodeReadingCursor(cursorOf('-999999999999999.1'))).toBeUndefined();
    expect(decodeReadingCursor(cursorOf('1700000000000.9223372036854775808'))).toBeUndefined();
    expect(decodeReadingCursor(cursorOf('1700000000000.9223372036854775807'))).toEqual({ takenAt: new Date(1700000000000), seq: '9223372036854775807' });
    expect(decodeReadingCursor(cursorOf('not a cursor'))).toBeUndefined();
  });
});
