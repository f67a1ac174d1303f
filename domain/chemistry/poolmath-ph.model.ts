// How much acid or base moves pH from A to B: TFP PoolMath's acid-demand model, the `CalcPH`
// function of the classic Pool Calculator (chemistry-reference §2.3, source S1; copied unchanged by
// TFP's calc.html and by nodejs-poolController). It is an empirical fit ("a quadratic
// approximation … quite accurate in the normal ranges", TFP's JasonLion) in three variables: the
// mid-point pH of the move, TA and borates. It ignores CYA and temperature. The first-principles
// model in carbonate-buffer.model.ts is kept as a cross-check (see README: where they differ).
//
//   m      = (pH_now + pH_target) / 2
//   adj    = (192.1626 − 60.1221 m + 6.0752 m² − 0.1943 m³) × (TA + 13.91) / 114.6
//   extra  = (−5.476259 + 2.414292 m − 0.355882 m² + 0.01755 m³) × borates
//   demand = (pH_target − pH_now) × (adj + extra)          per gallon of pool water
//   product (fl oz or oz) = |demand| × gallons / divisor    (muriatic 31.45 % 240.15, dry acid
//                                                           178.66, soda ash 218.68, borax 110.05)

/** CalcPH's carbonate polynomial in the mid-point pH (reference §2.3). */
const CARBONATE = [192.1626, -60.1221, 6.0752, -0.1943] as const;
/** CalcPH's TA scaling: (TA + 13.91) / 114.6, i.e. 1.0 at TA ≈ 100.7. */
const TA_OFFSET_PPM = 13.91;
const TA_SCALE_PPM = 114.6;
/** CalcPH's borate polynomial in the mid-point pH, per ppm of borates (as boron). */
const BORATE = [-5.476259, 2.414292, -0.355882, 0.01755] as const;

function cubic(c: readonly [number, number, number, number], x: number): number {
  return c[0] + x * (c[1] + x * (c[2] + x * c[3]));
}

export type PhDemandWater = { taPpm: number; boratesPpm: number };

/**
 * PoolMath's signed pH demand per gallon: negative when lowering pH. A product's amount is
 * |demand| × gallons / its divisor; a demand of the wrong sign means the fit cannot make the move.
 */
export function poolMathPhDemand(fromPh: number, toPh: number, water: PhDemandWater): number {
  const mid = (fromPh + toPh) / 2;
  const carbonate = cubic(CARBONATE, mid) * (water.taPpm + TA_OFFSET_PPM) / TA_SCALE_PPM;
  const borate = cubic(BORATE, mid) * water.boratesPpm;
  return (toPh - fromPh) * (carbonate + borate);
}
