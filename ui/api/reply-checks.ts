// Checks of the pool, reading, plan and equipment replies (the first screen reads them; the modules that
// fetch them also serve the test and history screens) and of the alerts kept in localStorage, written as
// small functions rather than zod schemas: the signed-in home's JavaScript has a 150 KB gzip budget and
// zod's runtime alone weighs about 15 KB of it. Code that loads later (the sign-in and registration form,
// the weather and products section bodies) uses zod/mini as usual. A check returns the value with
// the type it promises, or throws a ReplyShapeError naming where the value is wrong; objects are loose
// (unknown fields pass through), like zod's looseObject.
import type { ReplySchema } from './client.ts';

export type Check<T> = (value: unknown, at: string) => T;

export class ReplyShapeError extends TypeError {
  constructor(at: string, expected: string) {
    super(`${at}: expected ${expected}`);
    this.name = 'ReplyShapeError';
  }
}

const expect = <T>(ok: boolean, value: unknown, at: string, expected: string): T => {
  if (!ok) throw new ReplyShapeError(at, expected);
  return value as T;
};

export const text: Check<string> = (value, at) => expect(typeof value === 'string', value, at, 'text');

export const finite: Check<number> = (value, at) => expect(typeof value === 'number' && Number.isFinite(value), value, at, 'a number');

export const flag: Check<boolean> = (value, at) => expect(typeof value === 'boolean', value, at, 'true or false');

/** An id: text or a number. */
export const id: Check<string | number> = (value, at) =>
  expect(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)), value, at, 'an id');

/** A measurement: a number, or numeric text (PostgreSQL numerics arrive as text); null or absent is "not measured". */
export const measured: Check<number | null | undefined> = (value, at) => {
  if (value === null || value === undefined || typeof value === 'number') return value === undefined ? undefined : (value as number | null);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return expect(Number.isFinite(number), number, at, 'a number');
};

/** A time as epoch ms: a number, or ISO text. */
export const epochMs: Check<number> = (value, at) => {
  const ms = typeof value === 'string' ? Date.parse(value) : value;
  return expect(typeof ms === 'number' && Number.isFinite(ms), ms, at, 'a time');
};

export function oneOf<const V extends readonly string[]>(values: V): Check<V[number]> {
  return (value, at) => expect(typeof value === 'string' && values.includes(value), value, at, `one of ${values.join(', ')}`);
}

/** The check, or null or absent. */
export function nullish<T>(check: Check<T>): Check<T | null | undefined> {
  return (value, at) => (value === null || value === undefined ? value : check(value, at));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, at) => (value === null ? null : check(value, at));
}

export function list<T>(check: Check<T>): Check<T[]> {
  return (value, at) => expect<unknown[]>(Array.isArray(value), value, at, 'a list').map((item, index) => check(item, `${at}[${index}]`));
}

type Out<C> = C extends Check<infer T> ? T : never;
/** Fields whose check lets undefined through may be absent, as with zod's optional(). */
type AbsentKeys<S> = { [K in keyof S]: undefined extends Out<S[K]> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] };
type Checked<S extends Record<string, Check<unknown>>> = Simplify<
  { [K in Exclude<keyof S, AbsentKeys<S>>]: Out<S[K]> } & { [K in AbsentKeys<S>]?: Out<S[K]> }
>;

/** An object with at least these fields; other fields pass through unchanged. */
export function record<S extends Record<string, Check<unknown>>>(shape: S): Check<Checked<S> & Record<string, unknown>> {
  return (value, at) => {
    const object = expect<Record<string, unknown>>(typeof value === 'object' && value !== null && !Array.isArray(value), value, at, 'an object');
    const result: Record<string, unknown> = { ...object };
    for (const [key, check] of Object.entries(shape)) {
      const field = check(object[key], `${at}.${key}`);
      if (field !== undefined || key in object) result[key] = field;
    }
    return result as Checked<S> & Record<string, unknown>;
  };
}

/** A check as the API client's reply schema; `what` names the reply in errors, e.g. 'GET /api/pools'. */
export function replySchema<T>(what: string, check: Check<T>): ReplySchema<T> {
  return { parse: (data) => check(data, what) };
}
