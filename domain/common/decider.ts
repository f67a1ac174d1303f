// The decider shape every stream follows (after emmett): events fold into state with evolve, and
// decide turns a command and the current state into new events. Pure: time and ids come in the
// command, times as epoch milliseconds (why: time.ts).

export interface DomainEvent<T extends string = string, D = Record<string, unknown>> {
  readonly type: T;
  readonly data: D;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Returns the new events; [] when the command changes nothing (e.g. a repeat). Throws DomainError for a broken rule. */
  decide(command: Command, state: State): Event[];
}

/** A broken business rule. `code` is stable (clients and HTTP mapping rely on it); fields name inputs. */
export class DomainError extends Error {
  constructor(
    readonly code: 'not_found' | 'invalid' | 'conflict' | 'forbidden',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function foldEvents<Event extends DomainEvent, State>(decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** Exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
