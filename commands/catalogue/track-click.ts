// Records a click through to a store (issue 16): a ProductClicked event in the user's clicks stream,
// through the one command pipeline (an Idempotency-Key makes a retried click count once). The clicks
// projection counts them for the 'popularity' sort.
import type { Decider } from '../../domain/common/decider.ts';
import { clicksStreamOf, decideTrackClick, type ProductClicked, type TrackClick } from '../../domain/catalogue/catalogue.events.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { handleCommand, type CommandMetadata } from '../common/handle-command.ts';

/**
 * No state: a click breaks no rule, so nothing past is folded. The (empty) snapshot every 100 events
 * keeps what a click reads short however many clicks a user has made.
 */
const clicksDecider: Decider<TrackClick, ProductClicked, null> = {
  initialState: () => null,
  evolve: (state) => state,
  fold: (state) => state,
  decide: (command) => decideTrackClick(command),
  snapshot: { version: 'clicks-1', encode: () => ({}), decode: () => null },
};

export function trackClick(store: EventStore, command: TrackClick, metadata: CommandMetadata) {
  return handleCommand(store, clicksStreamOf(command.userId), clicksDecider, command, metadata);
}
