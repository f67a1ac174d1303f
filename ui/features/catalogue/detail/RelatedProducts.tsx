// 'You May Also Like' (spec §2, §9): up to 4 related products, each linking to /products/{id}.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RELATED_PRODUCTS } from '../../../../contracts/catalogue.contract.ts';
import { relatedProductsQueryOptions } from '../../../api/catalogue.api.ts';
import { formatMoney } from '../catalogue-format.ts';
import { ProductImage } from '../ProductImage.tsx';

export function RelatedProducts({ productId }: { productId: string }) {
  const { data } = useQuery(relatedProductsQueryOptions(productId));
  const related = data?.slice(0, RELATED_PRODUCTS) ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-3">
      <h2 id="related-title" className="text-lg font-bold">
        You May Also Like
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {related.map((product) => (
          <li key={product.id} className="card relative flex flex-col gap-2 p-3">
            <ProductImage imageUrl={product.imageUrl} category={product.category} className="h-20 w-full" />
            <Link to="/products/$id" params={{ id: product.id }} className="line-clamp-2 text-sm leading-snug font-semibold after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500">
              {product.name}
            </Link>
            <p className="mt-auto text-sm font-bold">{product.price === null ? 'Price not available' : formatMoney(product.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
