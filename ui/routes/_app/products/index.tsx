// /products — the catalogue (spec §2, issue 16): search, category tiles, the deal banner, the sort and
// filter sheet, the product list and the affiliate disclosure. Product browsing shows no auth check of
// its own (spec §6); the signed-in layout around it does.
import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../features/catalogue/list/ProductsScreen.tsx';
import { SubScreenHeader } from '../../../shell/chrome/SubScreenHeader.tsx';

// No loader: each route's loader costs the first screen's bundle a few bytes it cannot spare, and this
// screen's first call is a single small list.
export const Route = createFileRoute('/_app/products/')({ component: Screen });

function Screen() {
  return (
    <>
      <SubScreenHeader title="Products" />
      <ProductsScreen />
    </>
  );
}
