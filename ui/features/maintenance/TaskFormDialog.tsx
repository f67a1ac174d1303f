// The New task dialog (spec §2, §5, §9), and the same form for Edit: title, type and due date required
// (Add stays disabled until they are filled, and says so), spec §9's defaults, the interval preset by
// frequency and typed only for custom, the reminder in hours. 'Task Created' or the failure toast.
import { useState, type FormEvent } from 'react';
import { CheckboxField, controlClass, SelectField } from '../../components/FormFields.tsx';
import { TestDialog } from '../../components/TestDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { CalendarDay } from '../../../domain/maintenance/calendar-day.ts';
import { TASK_FREQUENCIES, TASK_PRIORITIES, TASK_TYPES } from '../../../domain/maintenance/maintenance-options.ts';
import { TASK_MESSAGES } from '../../../domain/maintenance/task-rules.ts';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import type { MaintenanceTask } from '../../api/maintenance.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import { optionText } from './task-display.ts';
import { formErrors, formFromTask, missingRequired, newTaskForm, payloadOf, withFrequency, type TaskFormValues } from './task-form.ts';
import { useSaveTask } from './use-schedule-writes.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  poolId: PoolId;
  /** The task being edited; null for a new one. */
  task: MaintenanceTask | null;
  today: CalendarDay;
}

export function TaskFormDialog({ open, onClose, task, ...rest }: Props) {
  return (
    <TestDialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} name="Task" fullScreen title={task ? 'Edit Task' : 'New Task'}>
      <TaskForm key={task?.id ?? 'new'} task={task} onClose={onClose} {...rest} />
    </TestDialog>
  );
}

function TaskForm({ poolId, task, today, onClose }: Omit<Props, 'open'>) {
  const [values, setValues] = useState<TaskFormValues>(() => (task ? formFromTask(task) : newTaskForm(today)));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveTask(poolId, task, onClose);
  const errors: Record<string, string | undefined> = { ...serverErrors, ...formErrors(values) };
  const missing = missingRequired(values);
  const invalid = Object.values(errors).some(Boolean);

  const change = (next: Partial<TaskFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setServerErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) {
      toast({ title: 'Missing Information', description: TASK_MESSAGES.required, variant: 'destructive' });
      return;
    }
    if (invalid || save.isPending) return;
    save.mutate(payloadOf(values), { onError: (error) => setServerErrors(readApiErrorDetails(error).fields) });
  };

  return (
    <form aria-label={task ? 'Edit task' : 'New task'} noValidate onSubmit={submit} className="flex flex-1 flex-col gap-4">
      <TextField label="Title" required maxLength={200} value={values.title} data-autofocus placeholder="e.g. Clean the skimmer basket" error={errors.title} onChange={(e) => change({ title: e.target.value })} />
      <label className="flex flex-col gap-1 text-sm font-medium">
        Description (optional)
        <textarea className={`${controlClass} min-h-20 py-2`} maxLength={2000} value={values.description} onChange={(e) => change({ description: e.target.value })} />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Type" value={values.taskType || null} options={TASK_TYPES} emptyLabel="Select type" labelOf={optionText} onChange={(taskType) => change({ taskType: taskType ?? '' })} />
        <SelectField label="Priority" value={values.priority} options={TASK_PRIORITIES} labelOf={optionText} onChange={(priority) => priority && change({ priority })} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Due Date" type="date" required value={values.nextDueDate} error={errors.nextDueDate} onChange={(e) => change({ nextDueDate: e.target.value })} />
        <TextField label="Duration (min)" type="number" inputMode="numeric" min={1} value={values.estimatedDurationMinutes} error={errors.estimatedDurationMinutes} onChange={(e) => change({ estimatedDurationMinutes: e.target.value })} />
      </div>
      <CheckboxField label="Repeats" checked={values.isRecurring} onChange={(isRecurring) => change({ isRecurring })} />
      {values.isRecurring && (
        <div className={`grid gap-3 ${values.frequency === 'custom' ? 'grid-cols-2' : ''}`}>
          <SelectField
            label="Frequency"
            value={values.frequency}
            options={TASK_FREQUENCIES}
            labelOf={optionText}
            onChange={(frequency) => frequency && setValues((current) => withFrequency(current, frequency))}
          />
          {/* Spec §5: the interval is preset by the frequency; only custom asks for it. */}
          {values.frequency === 'custom' && (
            <TextField label="Every (days)" type="number" inputMode="numeric" min={1} value={values.intervalDays} error={errors.intervalDays} onChange={(e) => change({ intervalDays: e.target.value })} />
          )}
        </div>
      )}
      <CheckboxField label="Remind me before it is due" checked={values.notificationEnabled} onChange={(notificationEnabled) => change({ notificationEnabled })} />
      {values.notificationEnabled && (
        <TextField label="Reminder (hours before)" type="number" inputMode="numeric" min={1} value={values.reminderHours} error={errors.reminderMinutes} onChange={(e) => change({ reminderHours: e.target.value })} />
      )}
      <div className="sticky bottom-0 mt-auto flex flex-col gap-2 bg-white py-3 dark:bg-slate-900">
        {missing && <p className="text-sm text-slate-600 dark:text-slate-300">Title, type and due date are required.</p>}
        <div className="flex gap-3">
          <button type="button" className="btn-secondary shrink-0" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={missing || invalid || save.isPending}>
            {save.isPending ? 'Saving...' : task ? 'Save Changes' : 'Add Task'}
          </button>
        </div>
      </div>
    </form>
  );
}
