// How much free chlorine tomorrow's sun will take, and what to add this evening to stay above the
// pool's minimum (TFP's FC/CYA chart, domain/chemistry fcLevels).
//
// The model (a share of FC per day, as sunlight destroys a share of whatever chlorine is there:
// chem geek, troublefreepool.com/threads/28365-Is-FC-loss-logarithmic):
//   loss = min(90 %, 15 / CYA × UVmax / 8 × sun share)
// - 15 / CYA: "the chlorine loss to sunlight even with CYA and low swimmer loads is about 1.5 ppm per
//   day … assum[ing] FC starts out at around 10 % of the CYA level" (greenyplace.com/how-much-chlorine-
//   is-lost-in-a-pool-per-day, quoting TFP's chem geek): 1.5 ppm of 0.1 × CYA. At CYA 40 that is 37.5 %,
//   and 2.25 ppm of a 6 ppm target, inside TFP's "most residential pools can lose 2 to 4 ppm per day of
//   FC due to UV burnoff" (troublefreepool.com/posts/2248655). At high CYA it overstates (Wojtowicz,
//   "Effect of Cyanuric Acid on Swimming Pool Maintenance", Journal of the Swimming Pool and Spa
//   Industry, quoted at havuz.info.tr/effect-of-cyanuric-acid-on-swimming-pool-maintenance: sunlight
//   loss "only 1-2% per day at 138 ppm CA"), so doses err on the safe side.
// - 90 % cap, and the whole of it below CYA ~17: unstabilized chlorine, "nearly all … lost in less than
//   two hours" of sun (Sweazy, Aquatics International, July 2002).
// - UVmax / 8: the anchor is a clear summer day; 8 is where WHO's "very high" UV band starts (WHO,
//   Global Solar UV Index: A Practical Guide, 2002). Cloud lowers the UV index and the loss with it;
//   "burnoff is lessened on cloudy days and absent overnight" (TFP, posts/2248655), hence the dose in
//   the evening.
// - sun share: full sun 1, partial ½, shaded ¼ (our assumption: the share of the day's sun on the water).
import { fcLevels, isSaltwater } from '../chemistry/index.ts';
import { chlorineDoseText } from './chlorine-product.ts';
import { dayPhrase } from './forecast-days.ts';
import type { DailyWeather, UnitSystem, WeatherAlert, WeatherPool, WeatherWater } from './weather.types.ts';

export const MAX_DAILY_SUN_LOSS = 0.9;
export const SUN_LOSS_PPM_AT_TENTH_OF_CYA = 1.5;
export const CLEAR_SUMMER_UV = 8;
/** WHO: UV index 6–7 is "high". Below it, and without a dose to advise, the sun is not worth an alert. */
export const HIGH_UV = 6;
const SUN_SHARE = { full: 1, partial: 0.5, shaded: 0.25 } as const;
/** Doses aim at whole or half ppm: what a test kit reads. */
const STEP_PPM = 0.5;

/** Share of FC (0–0.9) the day's sun takes from a pool with this CYA. */
export function sunChlorineLoss(input: { uvIndexMax: number; cyaPpm: number; sunExposure: WeatherPool['sunExposure'] }): number {
  const perCya = input.cyaPpm > 0 ? SUN_LOSS_PPM_AT_TENTH_OF_CYA / (0.1 * input.cyaPpm) : Infinity;
  const share = SUN_SHARE[input.sunExposure ?? 'full'];
  return Math.min(MAX_DAILY_SUN_LOSS, perCya * (Math.max(0, input.uvIndexMax) / CLEAR_SUMMER_UV) * share);
}

/** The lowest FC (in 0.5 ppm steps) that is still at least `minimum` after losing `loss` of it. */
export function eveningTarget(minimum: number, loss: number): number {
  return Math.ceil(minimum / (1 - loss) / STEP_PPM) * STEP_PPM;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const ppm = (value: number) => `${Math.round(value * 10) / 10} ppm`;

export function chlorineLossAlert(
  pool: WeatherPool, water: WeatherWater, daily: readonly DailyWeather[], units: UnitSystem = 'imperial',
): WeatherAlert | undefined {
  const tomorrow = daily[1];
  // A bromine pool is not dosed with chlorine, and CYA does not shield bromine: the chart does not apply.
  if (!tomorrow || tomorrow.uvIndexMax === null || pool.sanitationType === 'bromine') return undefined;
  const uv = Math.round(tomorrow.uvIndexMax);
  const when = dayPhrase(tomorrow.date, 1);
  if (water.cyaPpm === null) {
    if (uv < HIGH_UV) return undefined;
    return {
      kind: 'chlorine', severity: 'medium', title: `Strong sun ${when} (UV ${uv})`,
      recommendation: 'Test CYA: without it the sun\'s toll cannot be estimated, and unstabilized chlorine can be gone within hours. Test free chlorine this evening too.',
    };
  }
  const loss = sunChlorineLoss({ uvIndexMax: tomorrow.uvIndexMax, cyaPpm: water.cyaPpm, sunExposure: pool.sunExposure });
  const levels = fcLevels({ cyaPpm: water.cyaPpm, saltwater: isSaltwater(pool) });
  const target = Math.min(eveningTarget(levels.minimum, loss), levels.targetHigh);
  const lossText = `UV ${uv} ${when}: expect the sun to take about ${percent(loss)} of your free chlorine (CYA ${water.cyaPpm} ppm)`;
  const title = `Sun will burn off chlorine ${when}`;
  if (water.freeChlorinePpm === null) {
    if (uv < HIGH_UV) return undefined;
    return { kind: 'chlorine', severity: 'medium', title, recommendation: `${lossText}. Test free chlorine this evening: you need at least ${ppm(target)} tonight to stay above the ${ppm(levels.minimum)} minimum.` };
  }
  const fc = water.freeChlorinePpm;
  const after = fc * (1 - loss);
  if (after >= levels.minimum) {
    if (uv < HIGH_UV) return undefined;
    return { kind: 'chlorine', severity: 'low', title, recommendation: `${lossText}, ${ppm(fc)} → ${ppm(after)}, still above the ${ppm(levels.minimum)} minimum. No chlorine needed tonight.` };
  }
  if (target <= fc) {
    return {
      kind: 'chlorine', severity: 'medium', title,
      recommendation: `${lossText}, ${ppm(fc)} → ${ppm(after)}, below the ${ppm(levels.minimum)} minimum even from the top of your target. Test ${when} afternoon and add chlorine then.${water.cyaPpm < 30 ? ' Raising CYA to 30–50 ppm shields chlorine from the sun.' : ''}`,
    };
  }
  const short = target * (1 - loss) < levels.minimum ? ` Even then the sun will take you below ${ppm(levels.minimum)}: add chlorine again ${when} evening.` : '';
  const salt = isSaltwater(pool) ? ' (or raise the salt cell\'s output)' : '';
  return {
    kind: 'chlorine', severity: fc < levels.minimum ? 'high' : 'medium', title,
    recommendation: `${lossText}, ${ppm(fc)} → ${ppm(after)}, below the ${ppm(levels.minimum)} minimum. This evening add ${chlorineDoseText(pool, fc, target, units)}${salt} to reach ${ppm(target)}.${short}`,
  };
}
