// Local UI state of the water test screen: which entry dialog is open, and the reading being edited.
import { atom } from '../../../state/jotai.ts';
import type { StoredReading } from '../../../api/water.api.ts';

export type TestDialogKind = 'camera' | 'upload' | 'manual';

export const openTestDialogAtom = atom<TestDialogKind | null>(null);
/** Set while the manual dialog edits a stored reading ('Edit Test Reading'). */
export const editingReadingAtom = atom<StoredReading | null>(null);
