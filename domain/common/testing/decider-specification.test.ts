import { describe, expect, it } from 'vitest';
import { DomainError, type Decider, type DomainEvent } from '../decider.ts';
import { DeciderSpecification } from './decider-specification.ts';

// A counter that may only go up to 2: enough to exercise every outcome.
type Counted = DomainEvent<'Counted', { by: number }>;
type Count = { type: 'Count'; by: number };
const counter: Decider<Count, Counted, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide(command, total) {
    if (command.by === 0) return [];
    if (total + command.by > 2) throw new DomainError('conflict', 'Too many');
    return [{ type: 'Counted', data: { by: command.by } }];
  },
};
const given = DeciderSpecification.for(counter);
const counted = (by: number): Counted => ({ type: 'Counted', data: { by } });

describe('DeciderSpecification', () => {
  it('passes when the command decides the expected events, given one event or a list', () => {
    given([]).when({ type: 'Count', by: 1 }).then([counted(1)]);
    given(counted(1)).when({ type: 'Count', by: 1 }).then(counted(1));
    given([]).when({ type: 'Count', by: 2 }).then([{ type: 'Counted', data: expect.objectContaining({ by: 2 }) }]);
  });

  it('fails when the events differ', () => {
    expect(() => given([]).when({ type: 'Count', by: 1 }).then([counted(2)])).toThrow();
    expect(() => given([]).when({ type: 'Count', by: 1 }).thenNothingHappens()).toThrow();
  });

  it('folds the past events before deciding', () => {
    given([counted(1), counted(1)]).when({ type: 'Count', by: 1 }).thenThrows(DomainError);
  });

  it('checks the error type and the check', () => {
    given([counted(2)]).when({ type: 'Count', by: 1 }).thenThrows(DomainError, (error) => error.code === 'conflict');
    given([counted(2)]).when({ type: 'Count', by: 1 }).thenThrows();
    expect(() => given([counted(2)]).when({ type: 'Count', by: 1 }).thenThrows(DomainError, (error) => error.code === 'invalid')).toThrow(/did not pass the check/);
    expect(() => given([counted(2)]).when({ type: 'Count', by: 1 }).thenThrows(RangeError)).toThrow();
  });

  it('fails thenThrows when the command is accepted', () => {
    expect(() => given([]).when({ type: 'Count', by: 1 }).thenThrows(DomainError)).toThrow(/Expected the command to be refused/);
  });

  it('passes thenNothingHappens only when no event is decided', () => {
    given([counted(1)]).when({ type: 'Count', by: 0 }).thenNothingHappens();
  });
});
