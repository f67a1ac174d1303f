// Manual Test Entry (spec §2, §5, §8): full-screen; Essential and Additional Tests; validation on
// every change with a red box listing all current errors; 'Save Test Results' disabled while invalid
// or saving ('Saving Test...'); 'Edit Test Reading' when editing; the save toasts. Opens on the pH field.
// The water temperature is typed in the owner's units (°C with metric) and sent in °F. A field scrolled
// to (by focus or the keyboard's Next) stops above the sticky Save bar, not under it (scroll margin).
// A new test carries an Idempotency-Key; offline it is kept and sent later with it (../offline).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MISSING_ESSENTIALS_MESSAGE } from '../../../../domain/water/reading-rules.ts';
import { readApiErrorDetails } from '../../../api/api-error-body.ts';
import type { PoolId } from '../../../api/pools.api.ts';
import { refreshPool } from '../../../api/pools.api.ts';
import { updateReading, type StoredReading } from '../../../api/water.api.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { ReadingField } from './ReadingField.tsx';
import {
  additionalFields, EMPTY_FORM, ESSENTIAL_FIELDS, formErrors, formFromReading, hasEssentials, payloadOf, type FormValues,
} from './manual-entry-form.ts';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { TestDialog } from '../../../components/TestDialog.tsx';
import { toastQueued } from '../offline/queued-readings-toasts.ts';
import { newIdempotencyKey, QueueUnavailableError, saveNewReading } from '../offline/save-new-reading.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  poolId: PoolId;
  /** The reading being edited, or null for a new test. */
  reading: StoredReading | null;
  /** 'queued': entered offline, sent when the connection returns. */
  onSaved: (mode: 'created' | 'updated' | 'queued') => void;
  /** Success title of an edit; the test screen says 'Test Updated!' (spec §8). */
  updatedTitle?: string;
  /** The free chlorine hint for this pool's CYA (spec §2's 'Target: 1.0-3.0 ppm' until it is known). */
  chlorineHint?: string | undefined;
  /** The owner's units (Settings): the water temperature in °F or °C. */
  units?: UnitSystem;
}

export function ManualEntryDialog({ open, onOpenChange, reading, ...rest }: Props) {
  return (
    <TestDialog open={open} onOpenChange={onOpenChange} name="Test entry" fullScreen title={reading ? 'Edit Test Reading' : 'Manual Test Entry'}>
      <ManualEntryForm key={reading?.id ?? 'new'} reading={reading} onClose={() => onOpenChange(false)} {...rest} />
    </TestDialog>
  );
}

/** The sticky bar is 68 px (a 44 px button, 12 px above and below): fields scroll to 96 px above the bottom, their card's edge in view. */
const ABOVE_SAVE_BAR = '[&_input]:scroll-mb-24 [&_textarea]:scroll-mb-24';

type FormProps = Omit<Props, 'open' | 'onOpenChange'> & { onClose: () => void };

function ManualEntryForm({ poolId, reading, onSaved, onClose, updatedTitle = 'Test Updated', chlorineHint, units = 'imperial' }: FormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => (reading ? formFromReading(reading, units) : EMPTY_FORM));
  const [touched, setTouched] = useState(reading !== null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...formErrors(values, units) };
  const messages = [...new Set(Object.values(errors))];
  // One key per set of values: saving the same test again (a double tap, a retry) records it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const save = useMutation({
    // Offline too: a new test is then kept for later, rather than the save waiting with the form open.
    networkMode: 'always',
    mutationFn: async (payload: ReturnType<typeof payloadOf>) => {
      if (reading) return updateReading(poolId, reading, payload).then(() => 'updated' as const);
      const outcome = await saveNewReading({ poolId, values: payload, idempotencyKey, enteredAt: new Date() });
      return outcome === 'saved' ? 'created' as const : outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome === 'queued') {
        toastQueued();
        onClose();
        onSaved(outcome);
        return;
      }
      toast(reading
        ? { title: updatedTitle, description: 'Your test reading has been updated.' }
        : { title: 'Test Saved', description: 'Your water test results have been recorded.' });
      await refreshPool(queryClient, poolId);
      onClose();
      onSaved(outcome);
    },
    onError: (error) => {
      setServerErrors(readApiErrorDetails(error).fields);
      const failure = reading ? 'Failed to update test results. Please try again.' : 'Failed to save test results. Please try again.';
      const description = error instanceof QueueUnavailableError ? error.message : failure;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const change = (key: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIdempotencyKey(newIdempotencyKey());
    setServerErrors({});
    setTouched(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(values, units);
    if (!hasEssentials(payload)) {
      setTouched(true);
      toast({ title: 'Missing Data', description: `${MISSING_ESSENTIALS_MESSAGE}.`, variant: 'destructive' });
      return;
    }
    if (messages.length > 0 || save.isPending) return;
    save.mutate(payload);
  };

  const field = (spec: (typeof ESSENTIAL_FIELDS)[number]) => (
    <ReadingField
      key={spec.key}
      spec={spec.key === 'freeChlorinePpm' && chlorineHint ? { ...spec, hint: chlorineHint } : spec}
      value={values[spec.key]}
      error={touched ? errors[spec.key] : undefined}
      onChange={(value) => change(spec.key, value)}
      first={spec.key === 'ph'}
    />
  );

  return (
    <form aria-label="Test results" noValidate onSubmit={submit} className={`flex flex-1 flex-col gap-4 ${ABOVE_SAVE_BAR}`}>
      <fieldset className="card flex flex-col gap-3">
        <legend className="px-1 text-base font-semibold">Essential Tests</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">Enter at least pH or free chlorine.</p>
        {ESSENTIAL_FIELDS.map(field)}
      </fieldset>
      <fieldset className="card flex flex-col gap-3">
        <legend className="px-1 text-base font-semibold">Additional Tests</legend>
        {additionalFields(units).map(field)}
        <label className="flex flex-col gap-1 text-sm font-medium">
          Notes
          <textarea
            className="min-h-20 rounded-xl border border-slate-300 bg-white p-3 text-base dark:border-slate-700 dark:bg-slate-900"
            value={values.notes}
            maxLength={2000}
            onChange={(event) => change('notes', event.target.value)}
          />
        </label>
      </fieldset>
      {touched && messages.length > 0 && (
        <div role="alert" aria-label="Form errors" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="sticky bottom-0 mt-auto flex gap-3 bg-white py-3 dark:bg-slate-900">
        {/* Cancel takes its own width, so 'Save Test Results' fits on one line at 390 px. */}
        <button type="button" className="btn-secondary shrink-0 px-5" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary flex-1 whitespace-nowrap disabled:opacity-50" disabled={messages.length > 0 || save.isPending}>
          {save.isPending ? 'Saving Test...' : 'Save Test Results'}
        </button>
      </div>
    </form>
  );
}
