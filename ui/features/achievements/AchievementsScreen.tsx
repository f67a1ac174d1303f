// /achievements (spec §2): the Total Points and Earned tiles, 'Check for New Achievements', and three
// tabs — Earned, Browse and Settings (sharing preferences). Every tab stays mounted while hidden, so a
// half-edited preference or a chosen filter survives a look at another tab.
import * as Tabs from '@radix-ui/react-tabs';
import { Sparkles } from 'lucide-react';
import { useAtom } from '../../state/jotai.ts';
import { useActivePool } from '../pools/use-active-pool.ts';
import { AchievementTiles } from './AchievementTiles.tsx';
import { ACHIEVEMENT_TABS, achievementTabAtom, sharingAchievementAtom } from './achievements-state.ts';
import { BrowseTab } from './BrowseTab.tsx';
import { EarnedTab } from './EarnedTab.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { SharingSettingsTab } from './SharingSettingsTab.tsx';
import { TabBar } from './TabBar.tsx';
import { useCheckAchievements } from './use-check-achievements.ts';

const TAB_LABELS = { earned: 'Earned', browse: 'Browse', settings: 'Settings' } as const;

export function AchievementsScreen() {
  const { pool, isLoading } = useActivePool();
  const [tab, setTab] = useAtom(achievementTabAtom);
  const [sharing, setSharing] = useAtom(sharingAchievementAtom);
  const check = useCheckAchievements(pool?.id);
  return (
    <>
      <AchievementTiles />
      <button type="button" className="btn-primary" onClick={check.check} disabled={isLoading || check.isPending}>
        <Sparkles aria-hidden="true" className="size-5" />
        {check.isPending ? 'Checking...' : 'Check for New Achievements'}
      </button>
      <Tabs.Root value={tab} onValueChange={(next) => setTab(ACHIEVEMENT_TABS.find((item) => item === next) ?? 'earned')}>
        <TabBar
          label="Achievements"
          items={ACHIEVEMENT_TABS}
          labels={TAB_LABELS}
          listClassName="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800"
          triggerClassName="min-h-11 rounded-lg text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm dark:text-slate-200 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-brand-100"
        />
        <Tabs.Content value="earned" forceMount className="pt-4 data-[state=inactive]:hidden">
          <EarnedTab hasPool={pool !== undefined} />
        </Tabs.Content>
        <Tabs.Content value="browse" forceMount className="pt-4 data-[state=inactive]:hidden">
          <BrowseTab poolId={pool?.id} />
        </Tabs.Content>
        <Tabs.Content value="settings" forceMount className="pt-4 data-[state=inactive]:hidden">
          <SharingSettingsTab />
        </Tabs.Content>
      </Tabs.Root>
      <ShareDialog achievement={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
