// How precisely a strip reading is recorded: a colour pad resolves pH and chlorine to 0.1 at best,
// and the reading rules want alkalinity, CYA and hardness as whole ppm. Rounding here, once, keeps
// a photo's reading from claiming a precision the strip cannot give.
import type { ReadingInput } from '../water/reading-rules.ts';
import type { PartialStripReading } from './strip-reading.ts';

const tenths = (value: number) => Math.round(value * 10) / 10;

const whole = (value: number) => Math.round(value);
const orNull = (value: number | undefined, round: (v: number) => number) => (value === undefined ? null : round(value));

/**
 * pH and chlorine to 0.1 (a strip resolves no finer), alkalinity, CYA and hardness to whole ppm; no temperature or
 * notes. A pad left unreadable (a partial reading) is recorded as not measured.
 */
export function readingInputOfStrip(reading: PartialStripReading): ReadingInput {
  return {
    ph: orNull(reading.ph, tenths),
    freeChlorinePpm: orNull(reading.freeChlorinePpm, tenths),
    totalChlorinePpm: orNull(reading.totalChlorinePpm, tenths),
    totalAlkalinityPpm: orNull(reading.totalAlkalinityPpm, whole),
    cyaPpm: orNull(reading.cyaPpm, whole),
    calciumHardnessPpm: orNull(reading.calciumHardnessPpm, whole),
    temperatureF: null,
    notes: null,
  };
}
