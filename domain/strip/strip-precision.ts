// How precisely a strip reading is recorded: a colour pad resolves pH and chlorine to 0.1 at best,
// and the reading rules want alkalinity, CYA and hardness as whole ppm. Rounding here, once, keeps
// a photo's reading from claiming a precision the strip cannot give.
import type { ReadingInput } from '../water/reading-rules.ts';
import type { StripReading } from './strip-reading.ts';

const tenths = (value: number) => Math.round(value * 10) / 10;

/** pH and chlorine to 0.1 (a strip resolves no finer), alkalinity, CYA and hardness to whole ppm; no temperature or notes. */
export function readingInputOfStrip(reading: StripReading): ReadingInput {
  return {
    ph: tenths(reading.ph),
    freeChlorinePpm: tenths(reading.freeChlorinePpm),
    totalChlorinePpm: tenths(reading.totalChlorinePpm),
    totalAlkalinityPpm: Math.round(reading.totalAlkalinityPpm),
    cyaPpm: Math.round(reading.cyaPpm),
    calciumHardnessPpm: Math.round(reading.calciumHardnessPpm),
    temperatureF: null,
    notes: null,
  };
}
