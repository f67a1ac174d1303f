// 'Treatment in Progress': the running safety timers with their progress (green above 90 %). Each is
// titled by what it holds back (the next chemical, or swimming); its description names the chemical.
import * as Progress from '@radix-ui/react-progress';
import { Timer } from 'lucide-react';
import { timerProgress, type ActiveTimer } from '../../../../domain/chemistry/index.ts';

const MINUTE = 60_000;
const TITLE = { chemical_wait: 'Before the next chemical', swim_wait: 'Before swimming' } as const;

/**
 * Whole minutes left, rounded up so the last minute still reads '1m left'. The server's start time may be
 * a little ahead of this device's clock: the remaining time never counts above the timer's own length,
 * so a new 60-minute timer reads '60m left', not '1h 1m left'.
 */
function remainingText(timer: Pick<ActiveTimer, 'startTime' | 'endTime'>, now: number): string {
  const remaining = Math.min(timer.endTime - now, timer.endTime - timer.startTime);
  const minutes = Math.max(1, Math.ceil(remaining / MINUTE));
  const hours = Math.floor(minutes / 60);
  return minutes > 60 ? `${hours}h ${minutes % 60}m left` : `${minutes}m left`;
}

export function TimerList({ timers, now }: { timers: readonly ActiveTimer[]; now: number }) {
  if (timers.length === 0) return null;
  return (
    <section aria-labelledby="treatment-progress-title" className="flex flex-col gap-2">
      <h4 id="treatment-progress-title" className="text-sm font-semibold">
        Treatment in Progress
      </h4>
      <ul className="flex flex-col gap-2">
        {timers.map((timer) => {
          const progress = timerProgress(timer, now);
          return (
            <li key={timer.id} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800" data-testid="active-timer">
              <p className="flex items-center gap-2 text-sm font-medium">
                <Timer aria-hidden="true" className="size-4" />
                <span className="flex-1">{TITLE[timer.type]}</span>
                <span className="text-xs tabular-nums">{remainingText(timer, now)}</span>
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">{timer.description}</p>
              <Progress.Root
                value={Math.round(progress.percent)}
                aria-label={`${timer.chemical}: ${TITLE[timer.type].toLowerCase()}`}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <Progress.Indicator
                  data-colour={progress.colour}
                  className={`h-full ${progress.colour === 'green' ? 'bg-green-600' : 'bg-brand-600'}`}
                  style={{ width: `${progress.percent}%` }}
                />
              </Progress.Root>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
