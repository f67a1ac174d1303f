// /achievements — not built yet (its own issue fills it in); the route exists so navigation links are typed.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../components/ScreenNotBuilt.tsx';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

export const Route = createFileRoute('/_app/achievements')({ component: Screen });

function Screen() {
  return (
    <>
      <SubScreenHeader title="Achievements" />
      <ScreenNotBuilt />
    </>
  );
}
