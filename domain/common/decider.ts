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
  /**
   * Optional: `events` applied to `state` in one pass, equal to reducing them with evolve but in
   * O(events) (evolve returns a fresh state each time; a fold may build one privately, in place).
   */
  fold?(state: State, events: readonly Event[]): State;
  /** Returns the new events; [] when the command changes nothing (e.g. a repeat). Throws DomainError for a broken rule. */
  decide(command: Command, state: State): Event[];
  /** Optional: how the state is stored in a snapshot, so a command need not read the whole stream. */
  snapshot?: SnapshotCodec<State>;
}

/**
 * A decider state as a snapshot stores it. `version` names the state's shape and the fold that made
 * it: a snapshot of another version is ignored (and a new one written) rather than trusted.
 */
export interface SnapshotCodec<State> {
  readonly version: string;
  encode(state: State): unknown;
  /** The state, or undefined when the JSON is not a state this version wrote. */
  decode(json: unknown): State | undefined;
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

/** `events` folded onto `from` (the initial state by default), with the decider's own fold when it has one. */
export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve' | 'fold'>,
  events: readonly Event[],
  from: State = decider.initialState(),
): State {
  if (decider.fold) return decider.fold(from, events);
  return events.reduce((state, event) => decider.evolve(state, event), from);
}

/** Exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
