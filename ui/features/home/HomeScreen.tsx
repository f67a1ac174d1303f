// Home (/), spec §2, sections in order: pool onboarding or the pool status card, Submit Test Results,
// Weather & Forecast (with a pool), Recommended Products, Equipment Status (with a pool), and the
// bottom navigation (from the app layout).
import { useQuery } from '@tanstack/react-query';
import { poolsQueryOptions, selectActivePool } from '../../api/pools.api.ts';
import { MainHeader } from '../chrome/MainHeader.tsx';
import { OnboardingDialog } from '../onboarding/OnboardingDialog.tsx';
import { EquipmentStatusSection } from './EquipmentStatusSection.tsx';
import { PoolSection } from './PoolSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import { SubmitTestCard } from './SubmitTestCard.tsx';
import { WeatherSection } from './WeatherSection.tsx';

export function HomeScreen() {
  const pool = selectActivePool(useQuery(poolsQueryOptions()).data);
  return (
    <>
      <MainHeader />
      <main className="flex flex-col gap-4 p-4">
        <PoolSection />
        <SubmitTestCard />
        {pool && <WeatherSection poolId={pool.id} />}
        <ProductsSection />
        {pool && <EquipmentStatusSection poolId={pool.id} />}
      </main>
      <OnboardingDialog />
    </>
  );
}
