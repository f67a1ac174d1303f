// One earned achievement (spec §3): its badge, title and description, difficulty, category and points,
// when it was earned (the earning event's own date), what it measured — for an improvement the value
// before and after, with the strip photos when the readings had them — how often it was shared, and Share.
import { Share2 } from 'lucide-react';
import { useId } from 'react';
import type { Achievement } from '../../api/achievements.api.ts';
import { AchievementBadges } from './AchievementBadges.tsx';
import { achievementDate, quantity } from './achievement-format.ts';
import { AchievementIcon } from './AchievementIcon.tsx';

export function AchievementCard({ achievement, onShare }: { achievement: Achievement; onShare: () => void }) {
  const titleId = useId();
  const improvement = achievement.beforeValue !== null && achievement.afterValue !== null;
  return (
    <li aria-labelledby={titleId} className="card flex gap-3" data-testid="earned-achievement">
      <AchievementIcon type={achievement.achievementType} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={titleId} className="font-bold">{achievement.title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{achievement.description}</p>
        </div>
        <AchievementBadges achievement={achievement} />
        {improvement ? <BeforeAfter achievement={achievement} /> : null}
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-600 dark:text-slate-300">
            <span className="whitespace-nowrap">Earned {achievementDate(achievement.achievedAt)}</span>
            {!improvement && achievement.value > 0 && <> · <span className="whitespace-nowrap">{quantity(achievement.value, achievement.unit)}</span></>}
            {achievement.isShared && <> · <span className="whitespace-nowrap">Shared {achievement.shareCount === 1 ? 'once' : `${achievement.shareCount} times`}</span></>}
          </p>
          <button type="button" className="btn-secondary min-h-11 shrink-0 px-3 text-sm" onClick={onShare} aria-label={`Share ${achievement.title}`}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </button>
        </div>
      </div>
    </li>
  );
}

function BeforeAfter({ achievement }: { achievement: Achievement }) {
  const sides = [
    { label: 'Before', value: achievement.beforeValue, image: achievement.beforeImage },
    { label: 'After', value: achievement.afterValue, image: achievement.afterImage },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2">
      {sides.map((side) => (
        <div key={side.label} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">{side.label}</dt>
          <dd className="flex items-center gap-2">
            {side.image && <img src={side.image} alt={`${side.label} test strip`} className="size-10 rounded-md object-cover" />}
            <span className="text-lg font-bold">{side.value?.toFixed(1)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
