// Reading a stored event back into an area's event type: its data checked against the schema of its
// type. Every area's event file builds its parser from its schema table with this one function.
//
// A parser remembers its answer for each stored data object it has seen (weakly: the answer goes when
// the object does). A rebuild hands the same recorded event to every read model of its area, and the
// water area's five each parse it: the schema check runs once. The answer is shared, so callers
// treat parsed events as read-only, as they treat every event.
import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';

/** (type, data) → the event, or undefined for an unknown type or bad data (projections skip it). */
export function eventParser<Event extends DomainEvent>(schemas: Readonly<Record<Event['type'], z.ZodType>>): (type: string, data: unknown) => Event | undefined {
  const parsedBefore = new WeakMap<object, { readonly type: string; readonly event: Event | undefined }>();
  return (type, data) => {
    const remembered = typeof data === 'object' && data !== null ? parsedBefore.get(data) : undefined;
    if (remembered?.type === type) return remembered.event;
    const schema = (schemas as Readonly<Record<string, z.ZodType | undefined>>)[type];
    if (!schema) return undefined;
    const parsed = schema.safeParse(data);
    const event = parsed.success ? ({ type, data: parsed.data } as Event) : undefined;
    if (typeof data === 'object' && data !== null) parsedBefore.set(data, { type, event });
    return event;
  };
}
