// Reading a stored event back into an area's event type: its data checked against the schema of its
// type. Every area's event file builds its parser from its schema table with this one function.
import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';

/** (type, data) → the event, or undefined for an unknown type or bad data (projections skip it). */
export function eventParser<Event extends DomainEvent>(schemas: Readonly<Record<Event['type'], z.ZodType>>): (type: string, data: unknown) => Event | undefined {
  return (type, data) => {
    const schema = (schemas as Readonly<Record<string, z.ZodType | undefined>>)[type];
    if (!schema) return undefined;
    const parsed = schema.safeParse(data);
    return parsed.success ? ({ type, data: parsed.data } as Event) : undefined;
  };
}
