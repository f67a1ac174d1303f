// Which chlorine the weather advice doses, from the pool's preferences (the planner's order of
// choice, domain/chemistry treatment-steps.builder.ts): liquid chlorine for salt pools (a boost the
// cell cannot give overnight) and for tablets (they dissolve over days, too slowly for tonight);
// dichlor for 'granular' and cal hypo 65 % for 'cal_hypo'. Amounts come from domain/chemistry's dose().
import { dose, isSaltwater, type Product } from '../chemistry/index.ts';
import { doseWords } from './alert-units.ts';
import type { UnitSystem, WeatherPool } from './weather.types.ts';

export interface ChlorineChoice {
  readonly product: Product;
  readonly strengthPercent?: number;
  /** How advice names it. */
  readonly label: string;
}

const LIQUID: ChlorineChoice = { product: 'liquid_chlorine', strengthPercent: 10, label: 'liquid chlorine (10%)' };
const DICHLOR: ChlorineChoice = { product: 'dichlor', label: 'dichlor granules' };
const CAL_HYPO: ChlorineChoice = { product: 'cal_hypo', strengthPercent: 65, label: 'cal hypo (65%)' };

export function chlorineChoiceFor(pool: WeatherPool): ChlorineChoice {
  if (isSaltwater(pool)) return LIQUID;
  for (const preference of pool.preferredChlorineTypes) {
    if (preference === 'liquid') return LIQUID;
    if (preference === 'granular') return DICHLOR;
    if (preference === 'cal_hypo') return CAL_HYPO;
  }
  return LIQUID;
}

/** "38.4 fl oz of liquid chlorine (10%)" (or "1.14 L of …"): the dose that raises FC from `fromPpm` to `toPpm`. */
export function chlorineDoseText(pool: WeatherPool, fromPpm: number, toPpm: number, units: UnitSystem = 'imperial'): string {
  const choice = chlorineChoiceFor(pool);
  const result = dose({
    volumeGallons: pool.volumeGallons, product: choice.product, parameter: 'fc', from: fromPpm, to: toPpm,
    ...(choice.strengthPercent !== undefined ? { strengthPercent: choice.strengthPercent } : {}),
  });
  return `${doseWords(result.amount, result.unit, units)} of ${choice.label}`;
}
