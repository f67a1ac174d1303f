import { describe, expect, it } from 'vitest';
import { INVALID_TEXT_MESSAGE, jsonInputProblem, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-input-rules.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('JSON input rules', () => {
  it('accepts ordinary bodies, emoji and accents included', () => {
    expect(jsonInputProblem({ name: 'Piscine 🏊 d’été', volumeGallons: 20000, tags: ['a', { b: null }] })).toBeUndefined();
    expect(jsonInputProblem(undefined)).toBeUndefined();
    expect(jsonInputProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
  });

  it('names the field holding a NUL character or an unpaired surrogate', () => {
    expect(jsonInputProblem({ name: 'a\u0000b' })).toEqual(['name', INVALID_TEXT_MESSAGE]);
    expect(jsonInputProblem({ notes: 'x\ud800y' })).toEqual(['notes', INVALID_TEXT_MESSAGE]);
    expect(jsonInputProblem({ analysis: { ['k\udc00']: 1 } })).toEqual(['analysis', INVALID_TEXT_MESSAGE]);
    expect(jsonInputProblem({ list: ['ok', 'bad\u0000'] })).toEqual(['list.1', INVALID_TEXT_MESSAGE]);
  });

  it('refuses nesting deeper than the limit, however deep, without recursion', () => {
    expect(jsonInputProblem(nested(MAX_JSON_DEPTH + 1))?.[1]).toBe(TOO_DEEP_MESSAGE);
    expect(jsonInputProblem({ analysis: nested(5000) })?.[1]).toBe(TOO_DEEP_MESSAGE);
  });
});
