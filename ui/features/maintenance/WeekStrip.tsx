// 'This Week' (spec §2): the seven days of the pool's week from Sunday, today highlighted, and a mark
// under each day that really has tasks due (red when one of them is overdue); week-strip.ts decides.
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import type { WeekDay } from './week-strip.ts';
import { formatDayLong, formatWeekRange } from './task-display.ts';

function dayLabel(day: WeekDay): string {
  const count = day.due.length;
  const due = count === 0 ? 'no tasks due' : `${count} ${count === 1 ? 'task' : 'tasks'} due${day.hasOverdue ? ', overdue' : ''}: ${day.due.join(', ')}`;
  return `${formatDayLong(day.day)}${day.isToday ? ', today' : ''}, ${due}`;
}

function Day({ day, today }: { day: WeekDay; today: CalendarDay }) {
  const past = day.day < today;
  const circle = day.isToday
    ? 'bg-brand-600 text-white'
    : past
      ? 'text-slate-500 dark:text-slate-400'
      : 'text-slate-900 dark:text-slate-100';
  const mark = day.hasOverdue ? 'bg-red-600 dark:bg-red-400' : day.isToday ? 'bg-brand-600 dark:bg-brand-100' : 'bg-brand-500';
  return (
    <li
      aria-label={dayLabel(day)}
      aria-current={day.isToday ? 'date' : undefined}
      data-day={day.day}
      data-due-count={day.due.length}
      className="flex flex-col items-center gap-1"
    >
      <span aria-hidden="true" className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {day.weekday}
      </span>
      <span aria-hidden="true" className={`flex size-10 items-center justify-center rounded-full text-base font-semibold ${circle}`}>
        {day.dayOfMonth}
      </span>
      <span aria-hidden="true" className="flex h-2 items-center gap-0.5">
        {day.due.length > 0 && <span className={`size-2 rounded-full ${mark}`} />}
        {day.due.length > 1 && <span className={`size-2 rounded-full ${mark}`} />}
      </span>
    </li>
  );
}

export function WeekStrip({ days, today }: { days: readonly WeekDay[]; today: CalendarDay }) {
  const first = days[0];
  const last = days.at(-1);
  return (
    <section aria-labelledby="this-week-title" className="card flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="this-week-title" className="text-lg font-bold">
          This Week
        </h2>
        {first && last && <p className="text-sm text-slate-600 dark:text-slate-300">{formatWeekRange(first.day, last.day)}</p>}
      </div>
      <ol className="grid grid-cols-7 gap-1">
        {days.map((day) => (
          <Day key={day.day} day={day} today={today} />
        ))}
      </ol>
    </section>
  );
}
