// Local UI state of /equipment: whether the add/edit form is open, and for which item. An atom rather
// than component state, so home's 'Add Equipment' can open /equipment with the form already up.
import type { Equipment } from '../../api/equipment.api.ts';
import { atom } from '../../state/jotai.ts';

/** Closed, adding (equipment null), or editing one item. */
export type EquipmentFormState = { open: false } | { open: true; equipment: Equipment | null };

export const equipmentFormAtom = atom<EquipmentFormState>({ open: false });
export const ADDING: EquipmentFormState = { open: true, equipment: null };
