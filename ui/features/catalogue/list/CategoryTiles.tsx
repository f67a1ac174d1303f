// The four category tiles of /products (spec §2): chemicals, equipment, tools, parts. A tile shows its
// category (pressed); pressing it again shows everything.
import { CATEGORY_TILES, type ProductCategory } from '../../../../contracts/catalogue.contract.ts';
import { CATEGORY_LABELS } from '../catalogue-format.ts';
import { categoryIcon } from '../ProductImage.tsx';

interface CategoryTilesProps {
  selected: readonly ProductCategory[];
  onSelect: (category: ProductCategory) => void;
}

export function CategoryTiles({ selected, onSelect }: CategoryTilesProps) {
  return (
    <nav aria-label="Categories">
      <ul className="grid grid-cols-4 gap-2">
        {CATEGORY_TILES.map((category) => {
          const Icon = categoryIcon(category);
          const pressed = selected.length === 1 && selected[0] === category;
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(category)}
                className={`flex min-h-18 w-full flex-col items-center justify-center gap-1 rounded-2xl border px-1 text-xs font-semibold ${
                  pressed
                    ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-700'
                    : 'border-slate-200 bg-white text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100'
                }`}
              >
                <Icon aria-hidden="true" className={`size-6 ${pressed ? '' : 'text-brand-600 dark:text-brand-500'}`} />
                {CATEGORY_LABELS[category]}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
