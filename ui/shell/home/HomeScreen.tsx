// Home (/), spec §2, sections in order: pool onboarding or the pool status card, Submit Test Results,
// Weather & Forecast (with a pool), Recommended Products, Equipment Status (with a pool), and the
// bottom navigation (from the app layout) and the notification permission dialog.
import { startTransition, useEffect, useState } from 'react';
import { useActivePool } from '../../features/pools/use-active-pool.ts';
import { MainHeader } from '../chrome/MainHeader.tsx';
import { DeferredPermissionDialog } from '../../features/notifications/DeferredPermissionDialog.tsx';
import { LazyOnboardingDialog } from '../../features/pools/onboarding/LazyOnboardingDialog.tsx';
import { EquipmentStatusSection, ProductsSection, WeatherSection } from './HomeSections.tsx';
import { PoolSection } from './PoolSection.tsx';
import { SubmitTestCard } from './SubmitTestCard.tsx';

/**
 * False for the first render, true a task later: the sections after the first are below the fold on a
 * phone, so they render in a transition of their own, which React splits into short slices, rather than
 * lengthening the task that draws the pool card.
 */
function useLaterSections(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}

export function HomeScreen() {
  const { pool } = useActivePool();
  const later = useLaterSections();
  return (
    <>
      <MainHeader />
      <main className="flex flex-col gap-4 p-4">
        <PoolSection />
        {later && (
          <>
            <SubmitTestCard />
            {pool && <WeatherSection />}
            <ProductsSection />
            {pool && <EquipmentStatusSection />}
          </>
        )}
      </main>
      <LazyOnboardingDialog />
      <DeferredPermissionDialog />
    </>
  );
}
