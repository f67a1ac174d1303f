// Home sections 3-5 (spec §2): Weather & Forecast and Equipment Status (with a pool) and Recommended
// Products, each a collapsible whose body mounts only when opened. Their APIs (weather, the product
// catalogue, equipment) arrive with their own issues; until then each body shows the spec's empty state.
import { CloudSun, ShoppingBag, Wrench } from 'lucide-react';
import { EquipmentBody } from './EquipmentBody.tsx';
import { HomeCollapsible } from './HomeCollapsible.tsx';
import { ProductsBody } from './ProductsBody.tsx';
import { WeatherBody } from './WeatherBody.tsx';

export function WeatherSection() {
  return (
    <HomeCollapsible title="Weather & Forecast" Icon={CloudSun}>
      <WeatherBody />
    </HomeCollapsible>
  );
}

export function ProductsSection() {
  return (
    <HomeCollapsible title="Recommended Products" Icon={ShoppingBag}>
      <ProductsBody />
    </HomeCollapsible>
  );
}

/** Opening it scrolls to the bottom of the page (spec §2). */
export function EquipmentStatusSection() {
  return (
    <HomeCollapsible
      title="Equipment Status"
      Icon={Wrench}
      onOpenChange={(open) => {
        if (open) requestAnimationFrame(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'smooth' }));
      }}
    >
      <EquipmentBody />
    </HomeCollapsible>
  );
}
