// What an empty sub-tab of the Earned tab says: with filters on, that nothing matches them (and a way to
// clear them); otherwise how achievements of that kind are earned.
import { Filter, Flame, Medal, TrendingUp, Trophy, Wrench, type LucideIcon } from 'lucide-react';
import type { EarnedView } from './earned-view.ts';
import { EmptyState } from './LoadStates.tsx';

const HOW_TO_EARN: Record<EarnedView, { Icon: LucideIcon; title: string; text: string }> = {
  recent: { Icon: Trophy, title: 'Nothing recent', text: 'Your newest achievements show here.' },
  streak: { Icon: Flame, title: 'No streaks yet', text: 'Test at least twice a week, week after week, and keep your chlorine up to build a streak.' },
  improvement: { Icon: TrendingUp, title: 'No improvements yet', text: 'Follow a treatment plan to bring pH back into 7.2-7.6, then retest to earn one.' },
  milestone: { Icon: Medal, title: 'No milestones yet', text: 'Milestones come with your 10th, 50th and 100th test days, plans completed and equipment tracked.' },
  maintenance: { Icon: Wrench, title: 'No maintenance achievements yet', text: 'Complete your scheduled maintenance tasks on time to earn these.' },
};

export function EarnedViewEmpty({ view, filtered, onClearFilters }: { view: EarnedView; filtered: boolean; onClearFilters: () => void }) {
  if (filtered) {
    return (
      <EmptyState Icon={Filter} title="No matches" action={<button type="button" className="btn-secondary" onClick={onClearFilters}>Clear Filters</button>}>
        None of your achievements here match these filters.
      </EmptyState>
    );
  }
  const { Icon, title, text } = HOW_TO_EARN[view];
  return (
    <EmptyState Icon={Icon} title={title}>
      {text}
    </EmptyState>
  );
}
