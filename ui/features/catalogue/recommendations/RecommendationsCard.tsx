// The Recommendations list card (spec §2, §3 Recommendation) under the active plan's steps: each
// recommendation's priority, title, description and dosage text ('add gradually and retest in 2-4
// hours', in the owner's units), and only its first product (the cheapest per dose) with a 'Best Price'
// tag; a product with no price shows FALLBACK_PRICE (spec §9), marked as an estimate.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FALLBACK_PRICE } from '../../../../contracts/catalogue.contract.ts';
import { dosageInUnits, type UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { recommendationsQueryOptions, type Recommendation } from '../../../api/catalogue.api.ts';
import type { PoolId } from '../../../api/pools.api.ts';
import { PriorityBadge } from '../../water/treatment/PriorityBadge.tsx';
import { formatMoney } from '../catalogue-format.ts';
import { Tag } from '../Tag.tsx';

export const RETEST_ADVICE = 'add gradually and retest in 2-4 hours';

/** The plan's dose text, ending with the spec's advice when it does not say it already. */
export function dosageText(description: string): string {
  return description.toLowerCase().includes(RETEST_ADVICE) ? description : `${description.replace(/[.\s]+$/, '')}; ${RETEST_ADVICE}`;
}

export function RecommendationsCard({ poolId, units = 'imperial' }: { poolId: PoolId; units?: UnitSystem }) {
  const { data } = useQuery(recommendationsQueryOptions(poolId));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-2" data-testid="recommendations">
      <h4 id="recommendations-title" className="text-sm font-semibold">
        Recommendations
      </h4>
      <ul className="flex flex-col gap-2">
        {data.map((recommendation) => (
          <RecommendationItem key={recommendation.stepId} recommendation={recommendation} units={units} />
        ))}
      </ul>
    </section>
  );
}

function RecommendationItem({ recommendation, units }: { recommendation: Recommendation; units: UnitSystem }) {
  const product = recommendation.products[0];
  return (
    <li className="flex flex-col gap-1.5 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-start gap-2">
        <h5 className="flex-1 text-sm font-semibold">{recommendation.title}</h5>
        <PriorityBadge priority={recommendation.priority} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{recommendation.description}</p>
      {recommendation.dosage && <p className="text-sm font-medium">Dosage: {dosageText(dosageInUnits(recommendation.dosage, units))}</p>}
      {product && <FirstProduct product={product} />}
    </li>
  );
}

function FirstProduct({ product }: { product: Recommendation['products'][number] }) {
  const price = product.price ?? FALLBACK_PRICE;
  return (
    <div className="relative mt-1 flex flex-col gap-1 rounded-lg bg-slate-100 p-2.5 dark:bg-slate-800" data-testid="recommended-product">
      <Link to="/products/$id" params={{ id: product.id }} className="text-sm leading-snug font-semibold text-brand-700 underline after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500 dark:text-brand-100">
        {product.name}
      </Link>
      <p className="flex flex-wrap items-baseline gap-2">
        <Tag tone="brand">Best Price</Tag>
        <span className="text-base font-bold">{formatMoney(price)}</span>
        {product.price !== null && product.originalPrice !== null && product.originalPrice > product.price && (
          <s className="text-xs text-slate-600 dark:text-slate-400">{formatMoney(product.originalPrice)}</s>
        )}
        {product.price === null && <span className="text-xs text-slate-600 dark:text-slate-400">estimated price</span>}
      </p>
      {product.costForThisDose !== null && (
        <p className="text-xs text-slate-600 dark:text-slate-300">About {formatMoney(product.costForThisDose)} for this dose</p>
      )}
    </div>
  );
}
