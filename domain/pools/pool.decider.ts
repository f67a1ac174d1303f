// The pool decider: registration, onboarding, settings, location and removal of one pool. Only the
// owner may change a pool; for anyone else it does not exist (not_found, never forbidden), so ids leak
// nothing. A default pool (created by a test before onboarding) is completed by onboarding, keeping its
// id and so its readings and plan: a user never gets a second pool without asking for one.
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import type { EpochMs } from '../common/time.ts';
import { defaultPoolProfile, type PoolProfile, type PoolProfileKey } from './pool-profile.schema.ts';
import type { PoolEvent } from './pool.events.ts';
import { applyCoordinates, applyPoolDraft, type FieldErrors, type NumericInput, type PoolDraft } from './pool-rules.ts';

interface KnownPool {
  readonly poolId: string;
  readonly ownerId: string;
  readonly profile: PoolProfile;
}
export type ActivePool = KnownPool & { readonly status: 'active' };
export type PoolState = { readonly status: 'none' } | ActivePool | (KnownPool & { readonly status: 'removed' });

export type PoolCommand =
  | { type: 'RegisterPool'; poolId: string; ownerId: string; draft: PoolDraft; now: EpochMs }
  | { type: 'CompleteOnboarding'; poolId: string; userId: string; draft: PoolDraft; now: EpochMs }
  | { type: 'UpdatePoolSettings'; poolId: string; userId: string; draft: PoolDraft; now: EpochMs }
  | { type: 'SetPoolLocation'; poolId: string; userId: string; latitude: NumericInput; longitude: NumericInput; now: EpochMs }
  | { type: 'RemovePool'; poolId: string; userId: string; now: EpochMs };

export function evolvePool(state: PoolState, event: PoolEvent): PoolState {
  switch (event.type) {
    case 'PoolRegistered':
      return { status: 'active', poolId: event.data.poolId, ownerId: event.data.ownerId, profile: event.data.profile };
    case 'PoolProfileUpdated':
      return state.status === 'none' ? state : { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'PoolLocationSet':
      return state.status === 'none' ? state : { ...state, profile: { ...state.profile, latitude: event.data.latitude, longitude: event.data.longitude } };
    case 'PoolRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    default:
      return assertNever(event);
  }
}

function register(command: Extract<PoolCommand, { type: 'RegisterPool' }>, state: PoolState): PoolEvent[] {
  if (state.status !== 'none') {
    if (state.ownerId === command.ownerId) return [];
    throw new DomainError('conflict', 'This pool id is already taken');
  }
  const result = applyPoolDraft(defaultPoolProfile(), command.draft, 'onboarding');
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields);
  const data = { poolId: command.poolId, ownerId: command.ownerId, registeredAt: command.now, profile: result.profile };
  return [{ type: 'PoolRegistered', data }];
}

/** The onboarding wizard's full profile, applied to a pool that was never onboarded (its default values give way). */
function completeOnboarding(command: Extract<PoolCommand, { type: 'CompleteOnboarding' }>, state: PoolState): PoolEvent[] {
  const current = ownedActive(state, command.userId);
  if (current.profile.onboardingCompleted) throw new DomainError('conflict', 'This pool is already set up');
  // A location already set (for the weather) stays unless the wizard sends one.
  const base = { ...defaultPoolProfile(), latitude: current.profile.latitude, longitude: current.profile.longitude };
  const result = applyPoolDraft(base, { ...command.draft, onboardingCompleted: true }, 'onboarding');
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields);
  return profileEvents(current, result.profile, command.now);
}

function updateSettings(command: Extract<PoolCommand, { type: 'UpdatePoolSettings' }>, state: PoolState): PoolEvent[] {
  const current = ownedActive(state, command.userId);
  const result = applyPoolDraft(current.profile, command.draft, 'settings');
  if (!result.ok) throw new DomainError('invalid', result.message, result.fields);
  return profileEvents(current, result.profile, command.now);
}

/** A profile change as events: the fields that changed, and the location when it moved. */
function profileEvents(current: ActivePool, profile: PoolProfile, now: EpochMs): PoolEvent[] {
  const { latitude, longitude, ...rest } = profile;
  const events: PoolEvent[] = [];
  const changes = changedFields(current.profile, rest);
  if (Object.keys(changes).length > 0) events.push({ type: 'PoolProfileUpdated', data: { poolId: current.poolId, updatedAt: now, changes } });
  if (latitude !== current.profile.latitude || longitude !== current.profile.longitude) {
    events.push({ type: 'PoolLocationSet', data: { poolId: current.poolId, setAt: now, latitude, longitude } });
  }
  return events;
}

function setLocation(command: Extract<PoolCommand, { type: 'SetPoolLocation' }>, state: PoolState): PoolEvent[] {
  const current = ownedActive(state, command.userId);
  const fields: FieldErrors = {};
  const { latitude, longitude } = applyCoordinates(command, fields);
  if (Object.keys(fields).length > 0) throw new DomainError('invalid', Object.values(fields)[0] ?? 'Invalid coordinates', fields);
  if (latitude === current.profile.latitude && longitude === current.profile.longitude) return [];
  return [{ type: 'PoolLocationSet', data: { poolId: current.poolId, setAt: command.now, latitude, longitude } }];
}

function remove(command: Extract<PoolCommand, { type: 'RemovePool' }>, state: PoolState): PoolEvent[] {
  if (state.status === 'removed' && state.ownerId === command.userId) return [];
  const current = ownedActive(state, command.userId);
  return [{ type: 'PoolRemoved', data: { poolId: current.poolId, removedAt: command.now } }];
}

function ownedActive(state: PoolState, userId: string): ActivePool {
  if (state.status !== 'active' || state.ownerId !== userId) throw new DomainError('not_found', 'Pool not found');
  return state;
}

function changedFields(before: PoolProfile, after: Partial<PoolProfile>): Partial<PoolProfile> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as PoolProfileKey[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as Partial<PoolProfile>;
}

export const poolDecider: Decider<PoolCommand, PoolEvent, PoolState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolvePool,
  decide(command, state) {
    switch (command.type) {
      case 'RegisterPool':
        return register(command, state);
      case 'CompleteOnboarding':
        return completeOnboarding(command, state);
      case 'UpdatePoolSettings':
        return updateSettings(command, state);
      case 'SetPoolLocation':
        return setLocation(command, state);
      case 'RemovePool':
        return remove(command, state);
      default:
        return assertNever(command);
    }
  },
};
