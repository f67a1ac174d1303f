// The affiliate disclosure (FTC: clear, next to the links it covers) with Amazon's required sentence
// wherever Amazon links appear, the sample-data notice, and 'How we rank products': no store or brand
// is placed higher for any reason but the sort the owner chooses.
import { Info } from 'lucide-react';
import { useState } from 'react';
import { TestDialog } from '../../components/TestDialog.tsx';

export const AMAZON_SENTENCE = 'As an Amazon Associate we earn from qualifying purchases.';

interface AffiliateDisclosureProps {
  /** Amazon links (or prices that lead to them) appear on the screen. */
  amazon: boolean;
  /** Some prices shown are sample data, not real store prices. */
  sample: boolean;
  /** The product page's shorter note. */
  variant?: 'list' | 'note';
}

export function AffiliateDisclosure({ amazon, sample, variant = 'list' }: AffiliateDisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Affiliate disclosure" className="flex flex-col gap-2 rounded-xl bg-slate-100 p-3 text-xs leading-relaxed text-slate-700 dark:bg-slate-900 dark:text-slate-300">
      <p className="flex gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {variant === 'list' ? 'Store links on Clearwater are affiliate links: ' : 'The store links on this page are affiliate links: '}
          we may earn a commission when you buy through them, at no extra cost to you. Commissions never change which products or stores we show
          first.
        </span>
      </p>
      {amazon && <p>{AMAZON_SENTENCE}</p>}
      {sample && <p className="font-semibold">Prices marked Sample are sample data, not real store prices.</p>}
      <button type="button" className="self-start py-2 font-semibold text-brand-700 underline dark:text-brand-100" onClick={() => setOpen(true)}>
        How we rank products
      </button>
      <TestDialog open={open} onOpenChange={setOpen} title="How we rank products" name="How we rank products">
        <HowWeRank />
      </TestDialog>
    </section>
  );
}

function HowWeRank() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>Products are listed in the order of the sort you choose. No store or brand is ever placed higher for any other reason, and no one pays to be listed.</p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li><strong>Relevance</strong>: how closely a product matches what you searched for.</li>
        <li><strong>Price</strong>: each product's Best Price, the lowest sale or regular price among the stores we compare.</li>
        <li><strong>Cost per dose</strong>: what raising (or lowering) a level by one step costs in 10,000 gallons (10,000 litres with metric units) at the Best Price, worked out by our chemistry engine.</li>
        <li><strong>Rating, Newest and Popularity</strong>: by average rating, by when we first listed the product, and by how popular it is with shoppers.</li>
      </ul>
      <p>Prices come from the stores and can change. A price we have not seen for more than 24 hours is marked as possibly out of date.</p>
      <p>We may earn a commission when you buy through a store link. It never changes the order of products or stores.</p>
    </div>
  );
}
