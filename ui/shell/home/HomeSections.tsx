// Home sections 3-5 (spec §2): Weather & Forecast and Equipment Status (with a pool) and Recommended
// Products, each a collapsible whose body mounts only when opened. The bodies are split out and loaded on
// that first opening, with the zod schemas that check their replies, so the first screen carries none of
// them (see reply-checks.ts for the budget).
import { CloudSun, ShoppingBag, Wrench } from 'lucide-react';
import { lazy } from 'react';
import type { PoolId } from '../../api/pools.api.ts';
import { HomeCollapsible } from './HomeCollapsible.tsx';

const WeatherBody = lazy(() => import('./WeatherBody.tsx').then((module) => ({ default: module.WeatherBody })));
const ProductsBody = lazy(() => import('./ProductsBody.tsx').then((module) => ({ default: module.ProductsBody })));
const EquipmentBody = lazy(() => import('./EquipmentBody.tsx').then((module) => ({ default: module.EquipmentBody })));

export function WeatherSection({ poolId }: { poolId: PoolId }) {
  return (
    <HomeCollapsible title="Weather & Forecast" Icon={CloudSun} loading="Loading weather...">
      <WeatherBody poolId={poolId} />
    </HomeCollapsible>
  );
}

export function ProductsSection() {
  return (
    <HomeCollapsible title="Recommended Products" Icon={ShoppingBag} loading="Loading products...">
      <ProductsBody />
    </HomeCollapsible>
  );
}

/** Opening it scrolls to the bottom of the page (spec §2). */
export function EquipmentStatusSection({ poolId }: { poolId: PoolId }) {
  return (
    <HomeCollapsible
      title="Equipment Status"
      Icon={Wrench}
      loading="Loading equipment..."
      onOpenChange={(open) => {
        if (open) requestAnimationFrame(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'smooth' }));
      }}
    >
      <EquipmentBody poolId={poolId} />
    </HomeCollapsible>
  );
}
