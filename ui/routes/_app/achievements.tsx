// /achievements — the owner's achievements (spec §2): totals, the check for new ones, and the Earned,
// Browse and Settings tabs (features/achievements/AchievementsScreen.tsx). No loader: the screen's
// three small lists load together, and a loader would cost the first screen's bundle bytes.
import { createFileRoute } from '@tanstack/react-router';
import { AchievementsScreen } from '../../features/achievements/AchievementsScreen.tsx';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/achievements')({ component: Screen });

function Screen() {
  return (
    <>
      <SubScreenHeader title="Achievements" />
      <main className="flex flex-col gap-4 p-4">
        <AchievementsScreen />
      </main>
    </>
  );
}
