// The Complete dialog (spec §2): optional notes and the duration in minutes it took (blank, or 1 to
// 1440). 'Task Completed' says when a recurring task is next due; the failure toast keeps it open.
import { useState, type FormEvent } from 'react';
import { controlClass } from '../../components/FormFields.tsx';
import { TestDialog } from '../../components/TestDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import { completionDuration } from '../../../domain/maintenance/task-rules.ts';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { dueOf, formatDay, repeatText } from './task-display.ts';
import { useCompleteTask } from './use-schedule-writes.ts';

interface Props {
  poolId: PoolId;
  /** The task being completed; null when the dialog is closed. */
  task: MaintenanceTask | null;
  today: CalendarDay;
  onClose: () => void;
}

export function CompleteTaskDialog({ task, onClose, ...rest }: Props) {
  return (
    <TestDialog open={task !== null} onOpenChange={(isOpen) => !isOpen && onClose()} name="Complete task" title="Complete Task">
      {task && <CompleteForm key={task.id} task={task} onClose={onClose} {...rest} />}
    </TestDialog>
  );
}

function CompleteForm({ poolId, task, today, onClose }: Omit<Props, 'task'> & { task: MaintenanceTask }) {
  const [notes, setNotes] = useState('');
  const [minutes, setMinutes] = useState('');
  const [serverError, setServerError] = useState<string | undefined>();
  const complete = useCompleteTask(poolId, onClose);
  const duration = completionDuration(minutes);
  const durationError = serverError ?? (duration.ok ? undefined : duration.message);
  const due = dueOf(task.nextDueDate, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!duration.ok || complete.isPending) return;
    complete.mutate(
      { taskId: task.id, payload: { notes: notes.trim() || null, durationMinutes: duration.minutes, wasOverdue: due.state === 'overdue' } },
      { onError: (error) => setServerError(readApiErrorDetails(error).fields.durationMinutes) },
    );
  };

  return (
    <form aria-label="Complete task" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <p className="font-semibold">{task.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {due.text} · {formatDay(task.nextDueDate, today)} · {repeatText(task)}
        </p>
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Notes (optional)
        <textarea
          data-autofocus
          className={`${controlClass} min-h-20 py-2`}
          maxLength={2000}
          value={notes}
          placeholder="What did you do or notice?"
          onChange={(e) => setNotes(e.target.value)}
        />
      </label>
      <TextField
        label="Duration in minutes (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        max={1440}
        placeholder={`About ${task.estimatedDurationMinutes}`}
        value={minutes}
        error={durationError}
        onChange={(e) => {
          setMinutes(e.target.value);
          setServerError(undefined);
        }}
      />
      <div className="flex gap-3">
        <button type="button" className="btn-secondary shrink-0" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={durationError !== undefined || complete.isPending}>
          {complete.isPending ? 'Completing...' : 'Mark Complete'}
        </button>
      </div>
    </form>
  );
}
