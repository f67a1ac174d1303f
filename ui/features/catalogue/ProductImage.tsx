// A product's picture, or its category's icon when it has none (imageUrl may be null) or it fails to load.
// Decorative beside the product's name, so its alt text is empty.
import { FlaskConical, Wrench, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ProductCategory } from '../../../contracts/catalogue.contract.ts';
import { Brush, Cog, Puzzle, TestTube } from './icons.ts';

const CATEGORY_ICONS: Record<ProductCategory, LucideIcon> = {
  chemicals: FlaskConical,
  equipment: Cog,
  tools: Wrench,
  parts: Puzzle,
  'test-kits': TestTube,
  cleaning: Brush,
};

export const categoryIcon = (category: ProductCategory): LucideIcon => CATEGORY_ICONS[category];

interface ProductImageProps {
  imageUrl: string | null;
  category: ProductCategory;
  /** Tailwind size classes of the square, e.g. 'size-20'. */
  className?: string;
}

export function ProductImage({ imageUrl, category, className = 'size-20' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const Icon = CATEGORY_ICONS[category];
  const frame = `flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800 ${className}`;
  if (!imageUrl || failed) {
    return (
      <span className={frame} data-testid="category-icon">
        <Icon aria-hidden="true" className="size-1/2 text-brand-600 dark:text-brand-500" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img src={imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-contain" onError={() => setFailed(true)} />
    </span>
  );
}
