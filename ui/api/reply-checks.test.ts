import { describe, expect, it } from 'vitest';
import { epochMs, finite, flag, id, list, measured, nullable, nullish, oneOf, record, replySchema, ReplyShapeError, text } from './reply-checks.ts';

describe('reply checks', () => {
  it('pass values of the promised type through and name where a wrong one is', () => {
    expect(text('a', 'x')).toBe('a');
    expect(finite(2.5, 'x')).toBe(2.5);
    expect(flag(false, 'x')).toBe(false);
    expect(id(7, 'x')).toBe(7);
    expect(id('p-1', 'x')).toBe('p-1');
    expect(() => text(1, 'reply.name')).toThrow(new ReplyShapeError('reply.name', 'text'));
    expect(() => finite(Number.NaN, 'x')).toThrow(ReplyShapeError);
    expect(() => finite('2', 'x')).toThrow(ReplyShapeError);
    expect(() => flag('true', 'x')).toThrow(ReplyShapeError);
    expect(() => id(null, 'x')).toThrow(ReplyShapeError);
  });

  it('read measurements from numbers or numeric text, with null and absent as not measured', () => {
    expect(measured(7.4, 'ph')).toBe(7.4);
    expect(measured('7.40', 'ph')).toBe(7.4);
    expect(measured(null, 'ph')).toBeNull();
    expect(measured(undefined, 'ph')).toBeUndefined();
    expect(() => measured('high', 'ph')).toThrow('ph: expected a number');
    expect(() => measured('', 'ph')).toThrow(ReplyShapeError);
  });

  it('read times as epoch ms from numbers or ISO text', () => {
    expect(epochMs(1_700_000_000_000, 't')).toBe(1_700_000_000_000);
    expect(epochMs('2026-11-23T10:00:00.000Z', 't')).toBe(Date.UTC(2026, 10, 23, 10));
    expect(() => epochMs('not a time', 't')).toThrow(ReplyShapeError);
  });

  it('check enumerations, lists, null and absence', () => {
    const priority = oneOf(['high', 'low']);
    expect(priority('low', 'p')).toBe('low');
    expect(() => priority('urgent', 'p')).toThrow('p: expected one of high, low');
    expect(list(finite)([1, 2], 'l')).toEqual([1, 2]);
    expect(() => list(finite)([1, 'two'], 'l')).toThrow('l[1]: expected a number');
    expect(() => list(finite)({}, 'l')).toThrow('l: expected a list');
    expect(nullable(text)(null, 'n')).toBeNull();
    expect(() => nullable(text)(undefined, 'n')).toThrow(ReplyShapeError);
    expect(nullish(text)(undefined, 'n')).toBeUndefined();
  });

  it('check the fields of a record and keep the others, without adding absent ones', () => {
    const pool = record({ id, name: text, volumeGallons: nullish(finite) });
    expect(pool({ id: 'p', name: 'Backyard', shape: 'kidney' }, 'pool')).toEqual({ id: 'p', name: 'Backyard', shape: 'kidney' });
    expect(Object.keys(pool({ id: 'p', name: 'B' }, 'pool'))).toEqual(['id', 'name']);
    const nested = record({ dosage: record({ amount: measured }) });
    expect(nested({ dosage: { amount: '1.5' } }, 'step').dosage.amount).toBe(1.5);
    expect(() => nested({ dosage: { amount: 'lots' } }, 'step')).toThrow('step.dosage.amount: expected a number');
    expect(() => pool([], 'pool')).toThrow('pool: expected an object');
  });

  it('serve as the API client reply schema, naming the reply', () => {
    const schema = replySchema('GET /api/pools', list(record({ id })));
    expect(schema.parse([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(() => schema.parse([{}])).toThrow('GET /api/pools[0].id: expected an id');
  });
});
