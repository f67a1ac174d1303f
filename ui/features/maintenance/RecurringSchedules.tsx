// 'Recurring Schedules' (spec §2): every open recurring task, how often it repeats and when it is
// next due, with Edit.
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import { formatDay, repeatText } from './task-display.ts';

interface Props {
  tasks: readonly MaintenanceTask[];
  today: CalendarDay;
  onEdit: (task: MaintenanceTask) => void;
}

export function RecurringSchedules({ tasks, today, onEdit }: Props) {
  const recurring = tasks.filter((task) => task.isRecurring && task.status === 'active');
  return (
    <section aria-labelledby="recurring-title" className="card flex flex-col gap-2">
      <h2 id="recurring-title" className="text-lg font-bold">
        Recurring Schedules
      </h2>
      {recurring.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No recurring tasks yet. A task that repeats shows here.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {recurring.map((task) => (
            <li key={task.id} data-testid="recurring-schedule" className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-snug">{task.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {repeatText(task)} · <span className="whitespace-nowrap">Next {formatDay(task.nextDueDate, today)}</span>
                </p>
              </div>
              <button type="button" className="btn-secondary shrink-0 px-4" aria-label={`Edit schedule of ${task.title}`} onClick={() => onEdit(task)}>
                Edit
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
