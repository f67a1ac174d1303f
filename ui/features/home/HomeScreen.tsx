// Home (/), spec §2, sections in order. Built so far: pool onboarding (welcome card) and the Submit Test
// Results card; weather, recommended products and equipment join as their APIs land.
import { MainHeader } from '../chrome/MainHeader.tsx';
import { OnboardingDialog } from '../onboarding/OnboardingDialog.tsx';
import { PoolSection } from './PoolSection.tsx';
import { SubmitTestCard } from './SubmitTestCard.tsx';

export function HomeScreen() {
  return (
    <>
      <MainHeader />
      <main className="flex flex-col gap-4 p-4">
        <PoolSection />
        <SubmitTestCard />
      </main>
      <OnboardingDialog />
    </>
  );
}
