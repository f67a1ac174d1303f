// Test support: the one given/when/then for decider tests (after emmett's DeciderSpecification).
//   const given = DeciderSpecification.for(poolDecider);
//   given([registered]).when(removePool).then([{ type: 'PoolRemoved', data: { ... } }]);
//   given([]).when(updatePool).thenThrows(DomainError, (error) => error.code === 'not_found');
//   given([registered, removed]).when(removePool).thenNothingHappens();
// Expected events are compared with vitest's toEqual, so asymmetric matchers
// (expect.objectContaining, expect.anything) may stand in for data a test does not pin down.
import { expect } from 'vitest';
import { foldEvents, type Decider, type DomainEvent } from '../decider.ts';

type ErrorType<E extends Error> = abstract new (...args: never[]) => E;
/** A check of the thrown error: false fails it; an assertion inside may throw instead (void passes). */
type ErrorCheck<E extends Error> = (error: E) => boolean | void;

export interface ThenSpecification<Event extends DomainEvent> {
  /** The command decides exactly these events, in order. */
  then(expected: Event | readonly Event[]): void;
  /** The command is refused with an error of that type (any Error when omitted) that passes check. */
  thenThrows<E extends Error = Error>(errorType?: ErrorType<E>, check?: ErrorCheck<E>): void;
  /** The command is accepted and decides no events (a repeat, or nothing to change). */
  thenNothingHappens(): void;
}

export interface WhenSpecification<Command, Event extends DomainEvent> {
  when(command: Command): ThenSpecification<Event>;
}

export type GivenSpecification<Command, Event extends DomainEvent> = (past: Event | readonly Event[]) => WhenSpecification<Command, Event>;

const listOf = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

function specify<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>, past: readonly Event[], command: Command): ThenSpecification<Event> {
  const decide = () => decider.decide(command, foldEvents(decider, past));
  return {
    then(expected) {
      expect(decide()).toEqual(listOf(expected));
    },
    thenThrows<E extends Error>(errorType?: ErrorType<E>, check?: ErrorCheck<E>) {
      let events: Event[];
      try {
        events = decide();
      } catch (error) {
        expect(error).toBeInstanceOf(errorType ?? Error);
        if (check?.(error as E) === false) throw new Error(`The error did not pass the check: ${String(error)}`);
        return;
      }
      throw new Error(`Expected the command to be refused, but it decided ${JSON.stringify(events)}`);
    },
    thenNothingHappens() {
      expect(decide()).toEqual([]);
    },
  };
}

export const DeciderSpecification = {
  for<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>): GivenSpecification<Command, Event> {
    return (past) => ({ when: (command) => specify(decider, listOf(past), command) });
  },
};
