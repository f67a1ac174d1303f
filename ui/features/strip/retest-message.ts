// What the test screen says after a partial strip reading: which pads to test again, and why each was unread.
import type { UnreadablePadAnalysis } from '../../../contracts/strip.contract.ts';

const PAD_LABELS: Record<string, string> = {
  ph: 'pH',
  freeChlorine: 'Free chlorine',
  totalChlorine: 'Total chlorine',
  totalAlkalinity: 'Total alkalinity',
  cyanuricAcid: 'Cyanuric acid',
  totalHardness: 'Total hardness',
};

/** "Retest: Free chlorine (glare on the pad)", or null when every pad was read. */
export function retestMessage(unreadable: readonly UnreadablePadAnalysis[]): string | null {
  if (!unreadable.length) return null;
  return `Retest: ${unreadable.map((pad) => `${PAD_LABELS[pad.parameter] ?? pad.parameter} (${pad.message})`).join(', ')}`;
}
