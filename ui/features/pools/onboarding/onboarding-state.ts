// Whether the pool onboarding wizard is open (local UI state; the wizard itself reads this atom).
import { atom } from '../../../state/jotai.ts';

export const onboardingOpenAtom = atom(false);
