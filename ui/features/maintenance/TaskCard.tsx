// A task on the schedule (spec §2): its priority badge and colour (spec §4), the due text judged on the
// pool's today, when and how often, why the starting schedule suggested it, and Complete, Skip (a
// recurring task's current occurrence), edit and delete.
import { Check, Lightbulb, Pencil, SkipForward, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import type { TaskPriority } from '../../../domain/maintenance/maintenance-options.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import { dueOf, dueTone, formatDay, optionText, PRIORITY_LOOK, repeatText } from './task-display.ts';

export interface TaskActions {
  onComplete: (task: MaintenanceTask) => void;
  onSkip: (task: MaintenanceTask) => void;
  onEdit: (task: MaintenanceTask) => void;
  onDelete: (task: MaintenanceTask) => void;
  /** The task whose skip is being sent, if any. */
  skippingId: string | undefined;
}

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  const look = PRIORITY_LOOK[priority];
  return (
    <span data-variant={look.variant} className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${look.badge}`}>
      {optionText(priority)}
    </span>
  );
}

export function TaskCard({ task, today, actions }: { task: MaintenanceTask; today: CalendarDay; actions: TaskActions }) {
  const titleId = useId();
  const due = dueOf(task.nextDueDate, today);
  const details = [formatDay(task.nextDueDate, today), repeatText(task), `${task.estimatedDurationMinutes} min`].join(' · ');
  return (
    <li aria-labelledby={titleId} data-testid="task-card" className={`card flex flex-col gap-2 border-l-4 ${PRIORITY_LOOK[task.priority].edge}`}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold leading-snug">
          {task.title}
        </h3>
        <TaskPriorityBadge priority={task.priority} />
      </div>
      <p className="text-sm">
        <span data-testid="due-text" className={`font-semibold ${dueTone(due.state)}`}>
          {due.text}
        </span>
        <span className="text-slate-600 dark:text-slate-300"> · {optionText(task.taskType)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{details}</p>
      {task.description && <p className="text-sm">{task.description}</p>}
      {task.reason && (
        <p className="flex gap-2 rounded-xl bg-brand-50 p-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-100" />
          <span>
            <span className="font-semibold">Why: </span>
            {task.reason}
          </span>
        </p>
      )}
      <div className="flex items-center gap-2 pt-1">
        <button type="button" className="btn-primary px-4 text-sm" onClick={() => actions.onComplete(task)}>
          <Check aria-hidden="true" className="size-4" /> Complete
        </button>
        {task.isRecurring && (
          <button type="button" className="btn-secondary px-3 text-sm" disabled={actions.skippingId === task.id} onClick={() => actions.onSkip(task)}>
            <SkipForward aria-hidden="true" className="size-4" /> Skip
          </button>
        )}
        <span className="flex-1" />
        <button type="button" className="btn-icon" aria-label={`Edit ${task.title}`} onClick={() => actions.onEdit(task)}>
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className="btn-icon text-red-700 dark:text-red-300" aria-label={`Delete ${task.title}`} onClick={() => actions.onDelete(task)}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
