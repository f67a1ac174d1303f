// The body of home section 4 (spec §2), Recommended Products: the featured products (up to 4), loaded when
// the section is first opened (HomeSections.tsx). Shows the catalogue's own answer: its list, 'No products
// found', or that products are unavailable.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchQueryKey } from '../../api/client.ts';

const FEATURED_LIMIT = 4;
const FALLBACK_PRICE = 12.99;

const featuredSchema = z.array(
  z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string(), price: z.nullish(z.coerce.number()) }),
);

export function ProductsBody() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['api', 'products', 'featured'],
    queryFn: (context) => fetchQueryKey(context, featuredSchema),
  });
  if (isPending) return <p className="text-sm">Loading products...</p>;
  if (isError) return <p className="text-sm">Products are unavailable right now.</p>;
  if (data.length === 0) return <p className="text-sm">No products found</p>;
  return (
    <ul className="flex flex-col gap-2">
      {data.slice(0, FEATURED_LIMIT).map((product) => (
        <li key={product.id} className="flex justify-between gap-2 text-sm">
          <span>{product.name}</span>
          <span className="font-semibold">${(product.price ?? FALLBACK_PRICE).toFixed(2)}</span>
        </li>
      ))}
    </ul>
  );
}
