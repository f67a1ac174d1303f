// Deal of the day (issue 16): a real rule on the price history, never a pick. A product qualifies
// when its current Best Price is at least 15 % under the median of its daily Best Price (the lowest
// price any store showed that day, UTC) over the last 30 days, with at least 3 such days; the highest
// discount wins, ties to the product id so the answer is stable. Stores are not compared with each
// other here: one store being cheaper than another is the Best Price, not a deal.

export const DEAL_MIN_DISCOUNT = 0.15;
export const DEAL_WINDOW_DAYS = 30;
/** Fewer days observed than this in the window is no history to compare against. */
export const DEAL_MIN_OBSERVATIONS = 3;

export interface DealCandidate {
  readonly productId: string;
  readonly currentPrice: number;
  readonly medianPrice: number;
  readonly observations: number;
}

/** Middle value (mean of the two middle ones for an even count), as PostgreSQL's percentile_cont(0.5). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function dealDiscount(candidate: DealCandidate): number {
  if (!(candidate.medianPrice > 0)) return 0;
  return 1 - candidate.currentPrice / candidate.medianPrice;
}

export function qualifiesAsDeal(candidate: DealCandidate): boolean {
  // A float margin so an exact 15 % (e.g. 85 against 100) qualifies.
  return candidate.observations >= DEAL_MIN_OBSERVATIONS && dealDiscount(candidate) >= DEAL_MIN_DISCOUNT - 1e-9;
}

/** The deal of the day: the qualifying candidate with the highest discount, or undefined. */
export function dealOfTheDay<T extends DealCandidate>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (!qualifiesAsDeal(candidate)) continue;
    if (!best || dealDiscount(candidate) > dealDiscount(best) + 1e-12
      || (Math.abs(dealDiscount(candidate) - dealDiscount(best)) <= 1e-12 && candidate.productId < best.productId)) best = candidate;
  }
  return best;
}
