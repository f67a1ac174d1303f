// The equipment decider: one pool's equipment (spec §3 Equipment, §4, §5).
// - Adding and editing apply spec §5's Equipment form rules (equipment-rules.ts).
// - Status toggles between good and warning (Mark Issue / Mark Fixed); critical and offline are
//   display-only, so no client sets them.
// - A service is recorded with its day and notes; it moves the last maintenance date forward only.
// - The onboarding profile's equipment (onboarding-equipment.ts) is registered once per item.
import { assertNever, DomainError, type Decider } from '../common/decider.ts';
import { laterDay, type CalendarDay, type EpochMs } from '../maintenance/calendar-day.ts';
import type { PoolProfile } from '../pools/pool-profile.schema.ts';
import type { EquipmentStatus } from './equipment-options.ts';
import { applyEquipmentDraft, EQUIPMENT_DETAIL_KEYS, EQUIPMENT_MESSAGES, isSettableStatus, type EquipmentDetails, type EquipmentDraft } from './equipment-rules.ts';
import type { EquipmentEvent } from './equipment.events.ts';
import { equipmentFromProfile } from './onboarding-equipment.ts';

export interface EquipmentEntry {
  readonly equipmentId: string;
  readonly details: EquipmentDetails;
  readonly status: EquipmentStatus;
  readonly removed: boolean;
  readonly onboardingKey: string | null;
}
export interface EquipmentState {
  readonly items: ReadonlyMap<string, EquipmentEntry>;
}

interface Base {
  poolId: string;
  now: EpochMs;
}
export type AddEquipment = Base & { type: 'AddEquipment'; equipmentId: string; draft: EquipmentDraft; status?: EquipmentStatus | undefined };
export type UpdateEquipment = Base & { type: 'UpdateEquipment'; equipmentId: string; draft: EquipmentDraft; status?: EquipmentStatus | undefined };
export type RecordEquipmentService = Base & { type: 'RecordEquipmentService'; equipmentId: string; servicedOn: CalendarDay; today: CalendarDay; notes?: string | null };
export type RemoveEquipment = Base & { type: 'RemoveEquipment'; equipmentId: string };
export type RegisterOnboardedEquipment = Base & { type: 'RegisterOnboardedEquipment'; profile: PoolProfile; equipmentIdFor: (key: string) => string };
export type EquipmentCommand = AddEquipment | UpdateEquipment | RecordEquipmentService | RemoveEquipment | RegisterOnboardedEquipment;

export const initialEquipmentState = (): EquipmentState => ({ items: new Map() });

export function evolveEquipment(state: EquipmentState, event: EquipmentEvent): EquipmentState {
  const items = new Map(state.items);
  const entry = items.get(event.data.equipmentId);
  switch (event.type) {
    case 'EquipmentAdded': {
      const { equipmentId, status, onboardingKey } = event.data;
      items.set(equipmentId, { equipmentId, details: pickDetails(event.data), status, removed: false, onboardingKey });
      break;
    }
    case 'EquipmentUpdated':
      if (entry) items.set(entry.equipmentId, { ...entry, details: { ...entry.details, ...event.data.changes } });
      break;
    case 'EquipmentStatusChanged':
      if (entry) items.set(entry.equipmentId, { ...entry, status: event.data.status });
      break;
    case 'EquipmentServiced':
      if (entry) items.set(entry.equipmentId, { ...entry, details: { ...entry.details, lastMaintenanceDate: event.data.lastMaintenanceDate } });
      break;
    case 'EquipmentRemoved':
      if (entry) items.set(entry.equipmentId, { ...entry, removed: true });
      break;
    default:
      return assertNever(event);
  }
  return { items };
}

function pickDetails(data: EquipmentDetails): EquipmentDetails {
  return Object.fromEntries(EQUIPMENT_DETAIL_KEYS.map((key) => [key, data[key]])) as unknown as EquipmentDetails;
}

function liveItem(state: EquipmentState, equipmentId: string): EquipmentEntry {
  const entry = state.items.get(equipmentId);
  if (!entry || entry.removed) throw new DomainError('not_found', 'Equipment not found');
  return entry;
}

function valid(result: ReturnType<typeof applyEquipmentDraft>, status: EquipmentStatus | undefined, current: EquipmentStatus | undefined): EquipmentDetails {
  const fields: Record<string, string> = result.ok ? {} : { ...result.fields };
  // Re-sending the status an item already has (a full-form save) is no attempt to set it.
  if (status !== undefined && status !== current && !isSettableStatus(status)) fields.status = EQUIPMENT_MESSAGES.status;
  if (!result.ok || Object.keys(fields).length > 0) throw new DomainError('invalid', result.ok ? EQUIPMENT_MESSAGES.status : result.message, fields);
  return result.details;
}

function add(command: AddEquipment, state: EquipmentState): EquipmentEvent[] {
  if (state.items.has(command.equipmentId)) return [];
  const details = valid(applyEquipmentDraft(null, command.draft), command.status, undefined);
  const data = { equipmentId: command.equipmentId, poolId: command.poolId, ...details, status: command.status ?? 'good', addedAt: command.now, onboardingKey: null };
  return [{ type: 'EquipmentAdded', data }];
}

function update(command: UpdateEquipment, state: EquipmentState): EquipmentEvent[] {
  const entry = liveItem(state, command.equipmentId);
  const details = valid(applyEquipmentDraft(entry.details, command.draft), command.status, entry.status);
  const changes: Partial<EquipmentDetails> = {};
  for (const key of EQUIPMENT_DETAIL_KEYS) if (details[key] !== entry.details[key]) Object.assign(changes, { [key]: details[key] });
  const { equipmentId } = entry;
  const events: EquipmentEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'EquipmentUpdated', data: { equipmentId, poolId: command.poolId, changes, updatedAt: command.now } });
  if (command.status !== undefined && command.status !== entry.status) {
    events.push({ type: 'EquipmentStatusChanged', data: { equipmentId, poolId: command.poolId, status: command.status, previousStatus: entry.status, changedAt: command.now } });
  }
  return events;
}

function recordService(command: RecordEquipmentService, state: EquipmentState): EquipmentEvent[] {
  const entry = liveItem(state, command.equipmentId);
  if (command.servicedOn > command.today) {
    throw new DomainError('invalid', EQUIPMENT_MESSAGES.lastMaintenanceInFuture, { date: EQUIPMENT_MESSAGES.lastMaintenanceInFuture });
  }
  const previous = entry.details.lastMaintenanceDate;
  const lastMaintenanceDate = previous ? laterDay(previous, command.servicedOn) : command.servicedOn;
  const notes = command.notes?.trim() || null;
  return [{ type: 'EquipmentServiced', data: { equipmentId: entry.equipmentId, poolId: command.poolId, servicedOn: command.servicedOn, notes, recordedAt: command.now, lastMaintenanceDate } }];
}

function remove(command: RemoveEquipment, state: EquipmentState): EquipmentEvent[] {
  const entry = state.items.get(command.equipmentId);
  if (!entry) throw new DomainError('not_found', 'Equipment not found');
  if (entry.removed) return [];
  return [{ type: 'EquipmentRemoved', data: { equipmentId: entry.equipmentId, poolId: command.poolId, removedAt: command.now } }];
}

function registerOnboarded(command: RegisterOnboardedEquipment, state: EquipmentState): EquipmentEvent[] {
  const known = new Set([...state.items.values()].map((entry) => entry.onboardingKey));
  return equipmentFromProfile(command.profile)
    .filter((item) => !known.has(item.key))
    .map(({ key, details }) => ({
      type: 'EquipmentAdded' as const,
      data: { equipmentId: command.equipmentIdFor(key), poolId: command.poolId, ...details, status: 'good' as const, addedAt: command.now, onboardingKey: key },
    }));
}

export const equipmentDecider: Decider<EquipmentCommand, EquipmentEvent, EquipmentState> = {
  initialState: initialEquipmentState,
  evolve: evolveEquipment,
  decide(command, state) {
    switch (command.type) {
      case 'AddEquipment':
        return add(command, state);
      case 'UpdateEquipment':
        return update(command, state);
      case 'RecordEquipmentService':
        return recordService(command, state);
      case 'RemoveEquipment':
        return remove(command, state);
      case 'RegisterOnboardedEquipment':
        return registerOnboarded(command, state);
      default:
        return assertNever(command);
    }
  },
};
