// /products/{id} — one product (spec §2, issue 16): header, Price Comparison with the shop button, the
// Overview / Usage / Safety / Specs tabs, 'You May Also Like' and the affiliate note.
import { createFileRoute } from '@tanstack/react-router';
import { productContentQueryOptions, productPricesQueryOptions, productQueryOptions, relatedProductsQueryOptions } from '../../../api/catalogue.api.ts';
import { ProductDetailScreen } from '../../../features/catalogue/detail/ProductDetailScreen.tsx';
import { SubScreenHeader } from '../../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/products/$id')({
  // Starts every call with the navigation (or on a link's touch, with intent preloading); the screen
  // shows each part's own loading and error state, so a failure here is left to it.
  loader: ({ context, params }) => {
    const { queryClient } = context;
    void Promise.all([
      queryClient.ensureQueryData(productQueryOptions(params.id)),
      queryClient.ensureQueryData(productPricesQueryOptions(params.id)),
      queryClient.ensureQueryData(productContentQueryOptions(params.id)),
      queryClient.ensureQueryData(relatedProductsQueryOptions(params.id)),
    ]).catch(() => undefined);
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return (
    <>
      <SubScreenHeader title="Product Details" back={{ to: '/products', label: 'Back to products' }} />
      <ProductDetailScreen key={id} productId={id} />
    </>
  );
}
