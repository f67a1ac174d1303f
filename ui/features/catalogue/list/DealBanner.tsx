// The 'Deal of the Day' banner (spec §2): the deal is fetched, but the banner is fixed — it names no
// product or price, so it can never disagree with the stores.
import { useQuery } from '@tanstack/react-query';
import { BadgePercent } from '../icons.ts';
import { dealOfTheDayQueryOptions } from '../../../api/catalogue.api.ts';

export function DealBanner() {
  useQuery(dealOfTheDayQueryOptions());
  return (
    <section aria-labelledby="deal-title" className="flex items-center gap-3 rounded-2xl bg-brand-700 p-4 text-white">
      <BadgePercent aria-hidden="true" className="size-8 shrink-0" />
      <div>
        <h2 id="deal-title" className="text-base font-bold">
          Deal of the Day
        </h2>
        <p className="text-sm">Compare prices across five stores and save on everything your pool needs.</p>
      </div>
    </section>
  );
}
