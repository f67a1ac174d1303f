// The body of home section 4 (spec §2), Recommended Products. Its code (the catalogue API, its schemas)
// loads only when the section is opened, so home's first screen does not carry it.
import { Suspense } from 'react';
import { LazyRecommendedProducts } from '../../features/catalogue/LazyHomeParts.tsx';

export function ProductsBody() {
  return (
    <Suspense fallback={<p className="text-sm">Loading products...</p>}>
      <LazyRecommendedProducts />
    </Suspense>
  );
}
