// The sort and filter sheet of /products (spec §2, §9): a Radix dialog drawn as a bottom sheet with
// every filter — sort, price bucket, rating 'N and up', availability, stores, brands, categories. Choices
// are a draft until 'Show results'; 'Clear all' empties the draft. Native radios and checkboxes (drawn as
// chips) keep it keyboard and screen-reader friendly.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AVAILABILITIES, FILTER_BRANDS, PRICE_BUCKETS, PRODUCT_CATEGORIES, RATING_FILTERS, SORT_OPTIONS, VENDOR_IDS,
} from '../../../../contracts/catalogue.contract.ts';
import { useBackClosesDialog } from '../../../components/use-back-closes-dialog.ts';
import { AVAILABILITY_LABELS, BRAND_LABELS, CATEGORY_LABELS, SORT_LABELS, vendorName } from '../catalogue-format.ts';
import { SlidersHorizontal } from '../icons.ts';
import { activeFilterCount, EMPTY_FILTER, toggled, type FilterState } from '../filter-state.ts';

interface FilterSheetProps {
  filter: FilterState;
  onApply: (filter: FilterState) => void;
}

export function FilterSheet({ filter, onApply }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filter);
  useBackClosesDialog(open, () => setOpen(false));
  const count = activeFilterCount(filter);
  const openSheet = (next: boolean) => {
    if (next) setDraft(filter);
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={openSheet}>
      <Dialog.Trigger className="btn-secondary shrink-0 gap-1.5 px-3 whitespace-nowrap" aria-label={count > 0 ? `Sort & Filter, ${count} active` : undefined}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Sort &amp; Filter
        {count > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white">{count}</span>}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88dvh] max-w-md flex-col rounded-t-2xl bg-white shadow-xl dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold">Sort &amp; Filter</Dialog.Title>
            <Dialog.Close className="btn-icon" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-4 py-4">
            <SheetBody draft={draft} setDraft={setDraft} />
          </div>
          <div className="flex gap-3 border-t border-slate-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-slate-800">
            <button type="button" className="btn-secondary flex-1 px-3" onClick={() => setDraft(EMPTY_FILTER)}>
              Clear all
            </button>
            <button
              type="button"
              className="btn-primary flex-1 px-3"
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              Show results
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetBody({ draft, setDraft }: { draft: FilterState; setDraft: (next: FilterState) => void }) {
  const set = (fields: Partial<FilterState>) => setDraft({ ...draft, ...fields });
  const priceIndex = PRICE_BUCKETS.findIndex((bucket) => bucket.min === draft.priceRange?.min && bucket.max === draft.priceRange.max);
  return (
    <>
      <Group legend="Sort by">
        {SORT_OPTIONS.map((option) => (
          <Chip key={option} type="radio" name="sort" checked={draft.sortBy === option} onChange={() => set({ sortBy: option })}>
            {SORT_LABELS[option]}
          </Chip>
        ))}
      </Group>
      <Group legend="Price">
        <Chip type="radio" name="price" checked={priceIndex === -1} onChange={() => set({ priceRange: null })}>
          Any price
        </Chip>
        {PRICE_BUCKETS.map((bucket, index) => (
          <Chip key={bucket.label} type="radio" name="price" checked={priceIndex === index} onChange={() => set({ priceRange: { min: bucket.min, max: bucket.max } })}>
            {bucket.label}
          </Chip>
        ))}
      </Group>
      <Group legend="Rating">
        <Chip type="radio" name="rating" checked={draft.rating === null} onChange={() => set({ rating: null })}>
          Any rating
        </Chip>
        {RATING_FILTERS.map((stars) => (
          <Chip key={stars} type="radio" name="rating" checked={draft.rating === stars} onChange={() => set({ rating: stars })}>
            {stars} and up
          </Chip>
        ))}
      </Group>
      <Group legend="Availability">
        {AVAILABILITIES.map((value) => (
          <Chip key={value} type="checkbox" checked={draft.availability.includes(value)} onChange={() => set({ availability: toggled(draft.availability, value) })}>
            {AVAILABILITY_LABELS[value]}
          </Chip>
        ))}
      </Group>
      <Group legend="Stores">
        {VENDOR_IDS.map((value) => (
          <Chip key={value} type="checkbox" checked={draft.vendors.includes(value)} onChange={() => set({ vendors: toggled(draft.vendors, value) })}>
            {vendorName(value)}
          </Chip>
        ))}
      </Group>
      <Group legend="Brands">
        {FILTER_BRANDS.map((value) => (
          <Chip key={value} type="checkbox" checked={draft.brands.includes(value)} onChange={() => set({ brands: toggled(draft.brands, value) })}>
            {BRAND_LABELS[value] ?? value}
          </Chip>
        ))}
      </Group>
      <Group legend="Categories">
        {PRODUCT_CATEGORIES.map((value) => (
          <Chip key={value} type="checkbox" checked={draft.categories.includes(value)} onChange={() => set({ categories: toggled(draft.categories, value) })}>
            {CATEGORY_LABELS[value]}
          </Chip>
        ))}
      </Group>
    </>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

interface ChipProps {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

function Chip({ type, name, checked, onChange, children }: ChipProps) {
  return (
    <label className="relative inline-flex">
      <input type={type} name={name} checked={checked} onChange={onChange} className="peer sr-only" />
      <span
        className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 px-3.5 text-sm font-medium whitespace-nowrap select-none peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-slate-700 dark:peer-checked:border-brand-500 dark:peer-checked:bg-brand-700"
      >
        {children}
      </span>
    </label>
  );
}
