// Add / Edit Equipment (spec §3, §5, §8): a full-screen dialog with every equipment field, condition
// included. Name, category and the interval are checked here (each field's message once it was left or
// a save was tried; a refused save focuses the first); what the server refuses (a warranty ending before
// the install date) shows under its field from the 400's fields, with the server's message as the toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CONDITIONS } from '../../../contracts/equipment.contract.ts';
import { EQUIPMENT_LIMITS } from '../../../domain/equipment/equipment-options.ts';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import {
  createEquipment, equipmentErrorMessage, refreshEquipment, updateEquipment, type Equipment,
} from '../../api/equipment.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { controlClass, SelectField } from '../../components/FormFields.tsx';
import { TestDialog } from '../../components/TestDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../shell/toast/use-toast.ts';
import { endsSession } from '../users/unauthorized.ts';
import {
  EMPTY_EQUIPMENT_FORM, equipmentFormErrors, equipmentPayload, formFromEquipment,
  type EquipmentFormErrors, type EquipmentFormField, type EquipmentFormValues,
} from './equipment-form.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  poolId: PoolId;
  /** The equipment being edited, or null to add. */
  equipment: Equipment | null;
}

export function EquipmentFormDialog({ open, onOpenChange, poolId, equipment }: Props) {
  return (
    <TestDialog open={open} onOpenChange={onOpenChange} name="Equipment form" fullScreen title={equipment ? 'Edit Equipment' : 'Add Equipment'}>
      <EquipmentForm key={equipment?.id ?? 'new'} poolId={poolId} equipment={equipment} onClose={() => onOpenChange(false)} />
    </TestDialog>
  );
}

export const SAVE_FAILED = 'Failed to save equipment. Please try again.';
const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_EQUIPMENT_FORM));

/** The 400's field messages that belong to a field of this form. */
function serverFieldErrors(error: unknown): EquipmentFormErrors {
  const fields = Object.entries(readApiErrorDetails(error).fields).filter(([key]) => FORM_FIELDS.has(key));
  return Object.fromEntries(fields) as EquipmentFormErrors;
}

/** Today in the browser, 'YYYY-MM-DD': a service cannot be recorded for a later day. */
const localToday = () => new Date().toLocaleDateString('en-CA');

function EquipmentForm({ poolId, equipment, onClose }: { poolId: PoolId; equipment: Equipment | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EquipmentFormValues>(() => (equipment ? formFromEquipment(equipment) : EMPTY_EQUIPMENT_FORM));
  const [left, setLeft] = useState<ReadonlySet<EquipmentFormField>>(new Set());
  const [tries, setTries] = useState(0);
  const [serverErrors, setServerErrors] = useState<EquipmentFormErrors>({});
  const localErrors = equipmentFormErrors(values);
  const errorOf = (key: EquipmentFormField) => serverErrors[key] ?? (tries > 0 || left.has(key) ? localErrors[key] : undefined);

  const save = useMutation({
    mutationFn: (payload: ReturnType<typeof equipmentPayload>) => (equipment ? updateEquipment(equipment, payload) : createEquipment(poolId, payload)),
    onSuccess: async (saved) => {
      toast(equipment
        ? { title: 'Equipment Updated', description: `${saved.name} has been updated.` }
        : { title: 'Equipment Added', description: `${saved.name} is now being tracked.` });
      onClose();
      await refreshEquipment(queryClient, poolId, saved);
    },
    onError: (error) => {
      if (endsSession(error)) return;
      setServerErrors(serverFieldErrors(error));
      setTries((count) => count + 1);
      toast({ title: 'Error', description: equipmentErrorMessage(error, SAVE_FAILED), variant: 'destructive' });
    },
  });

  // Each refused save takes the reader to the first field to fix, scrolled clear of the sticky buttons.
  useEffect(() => {
    const invalid = tries > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [tries]);

  const change = (key: EquipmentFormField, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const leave = (key: EquipmentFormField) => () => setLeft((current) => new Set(current).add(key));
  const input = (key: EquipmentFormField) => ({
    value: values[key],
    error: errorOf(key),
    onBlur: leave(key),
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (Object.keys(localErrors).length > 0) {
      setTries((count) => count + 1);
      return;
    }
    save.mutate(equipmentPayload(values));
  };

  return (
    <form ref={formRef} aria-label="Equipment details" noValidate onSubmit={submit} className="flex flex-1 flex-col gap-4">
      <fieldset className="card flex flex-col gap-3">
        <legend className="px-1 text-base font-semibold">Equipment</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">Name and category are required.</p>
        <TextField label="Name" autoComplete="off" maxLength={EQUIPMENT_LIMITS.name} data-autofocus {...input('name')} />
        <SelectField
          label="Category"
          emptyLabel="Select a category"
          options={EQUIPMENT_CATEGORIES}
          value={values.category || null}
          error={errorOf('category')}
          onBlur={leave('category')}
          onChange={(category) => change('category', category ?? '')}
        />
        <TextField label="Brand" autoComplete="off" maxLength={EQUIPMENT_LIMITS.brand} {...input('brand')} />
        <TextField label="Model" autoComplete="off" maxLength={EQUIPMENT_LIMITS.model} {...input('model')} />
        <TextField label="Serial Number" autoComplete="off" maxLength={EQUIPMENT_LIMITS.serialNumber} {...input('serialNumber')} />
        <SelectField label="Condition" options={EQUIPMENT_CONDITIONS} value={values.condition} onChange={(condition) => condition && change('condition', condition)} />
      </fieldset>
      <fieldset className="card flex flex-col gap-3">
        <legend className="px-1 text-base font-semibold">Warranty & Maintenance</legend>
        <TextField label="Install Date" type="date" {...input('installDate')} />
        <TextField label="Warranty Expiration" type="date" {...input('warrantyExpiration')} />
        <TextField
          label="Maintenance Interval (days)"
          type="number"
          inputMode="numeric"
          min={EQUIPMENT_LIMITS.maintenanceIntervalDays.min}
          max={EQUIPMENT_LIMITS.maintenanceIntervalDays.max}
          step={1}
          hint="How often it needs service, e.g. 30"
          {...input('maintenanceIntervalDays')}
        />
        <TextField label="Last Maintenance Date" type="date" max={localToday()} {...input('lastMaintenanceDate')} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Notes
          <textarea className={`${controlClass} min-h-20 py-2`} maxLength={EQUIPMENT_LIMITS.notes} value={values.notes} onChange={(event) => change('notes', event.target.value)} />
        </label>
      </fieldset>
      <div className="sticky bottom-0 -mx-4 -mb-4 mt-auto flex gap-3 border-t border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <button type="button" className="btn-secondary shrink-0 px-5" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary flex-1 whitespace-nowrap" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : equipment ? 'Save Changes' : 'Add Equipment'}
        </button>
      </div>
    </form>
  );
}
