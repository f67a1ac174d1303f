// The reader's user-facing failures: one code per quality gate, each with a message that says what to change.
export const STRIP_ERROR_MESSAGES = {
  no_strip_found:
    'No test strip found. Hold the strip flat against a plain surface with all six pads in view, and let it fill more of the photo.',
  too_dark: 'The photo is too dark to read the pad colours. Move to brighter, indirect light and try again.',
  too_bright:
    "The photo is overexposed: the strip's white backing is washed out. Move out of direct sunlight (open shade works best) and try again.",
  colour_cast:
    'The light is too strongly coloured to correct. Take the photo in daylight or under white light, away from coloured lamps.',
  glare: 'Glare is hiding a pad. Move out of direct sunlight or tilt the strip so no reflection falls on the pads.',
  blurry: 'The photo is too blurry. Hold the phone steady about 15 cm from the strip, tap the strip to focus and try again.',
  colours_unreadable:
    'The pad colours do not match the chart. Check the strip brand matches the chart, read it 15 seconds after dipping and photograph it in even light.',
  chlorine_inconsistent:
    'Free chlorine reads higher than total chlorine, which cannot be. Dip a fresh strip, wait 15 seconds and take the photo again.',
} as const;

export type StripErrorCode = keyof typeof STRIP_ERROR_MESSAGES;

export interface StripReadError {
  readonly code: StripErrorCode;
  readonly message: string;
  /** Measurements behind the decision, for logs and support (not shown to users). */
  readonly details?: Record<string, number | string>;
}

export function stripError(code: StripErrorCode, details?: Record<string, number | string>): StripReadError {
  return details ? { code, message: STRIP_ERROR_MESSAGES[code], details } : { code, message: STRIP_ERROR_MESSAGES[code] };
}
