// /pool-settings (spec §2, §5): the edit form of the active pool, under a 'Pool' switcher when the owner
// has two or more. A name and a volume above zero are required ('Invalid Input'); volume falls back to
// 20000, skimmers 1-6, returns 1-12. Saving PATCHes the full settings object, toasts 'Pool Updated!' and
// returns home; Cancel returns home. The volume is shown and typed in the owner's units (litres with
// metric) and saved in gallons, so the form waits for their preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { refreshPool, updatePool, type PoolSummary } from '../../../api/pools.api.ts';
import { controlClass } from '../../../components/FormFields.tsx';
import { SubScreenHeader } from '../../../shell/chrome/SubScreenHeader.tsx';
import { canSaveSettings, NAME_AND_VOLUME_MESSAGE, poolFormFrom, poolPayload, type PoolForm, type SetPoolField } from '../pool-form/pool-form.ts';
import { POOL_FORM_SECTIONS } from '../pool-form/PoolFormSections.tsx';
import { endsSession } from '../../users/unauthorized.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { PoolPicker } from '../PoolPicker.tsx';
import { useActivePool } from '../use-active-pool.ts';
import type { UnitSystem } from '../../../../domain/chemistry/display-units.ts';
import { useLoadedUnits } from '../../settings/use-preferences.ts';

function PoolSettingsForm({ pool, units }: { pool: PoolSummary; units: UnitSystem }) {
  const [form, setForm] = useState<PoolForm>(() => poolFormFrom(pool, units));
  const set: SetPoolField = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goHome = () => void navigate({ to: '/' });
  const save = useMutation({
    mutationFn: () => updatePool(pool.id, poolPayload(form, units)),
    onSuccess: async () => {
      toast({ title: 'Pool Updated!', description: 'Your pool settings have been saved.' });
      // A new volume, sanitation or chlorine re-issues the plan: the pool's own data is stale too.
      await refreshPool(queryClient, pool.id);
      goHome();
    },
    onError: (error) =>
      !endsSession(error) &&
      toast({ title: 'Update Failed', description: 'There was an error updating your pool settings. Please try again.', variant: 'destructive' }),
  });
  return (
    <form
      noValidate
      aria-label="Edit pool"
      className="flex flex-col gap-4 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSaveSettings(form, units)) {
          toast({ title: 'Invalid Input', description: NAME_AND_VOLUME_MESSAGE, variant: 'destructive' });
          return;
        }
        save.mutate();
      }}
    >
      {POOL_FORM_SECTIONS.map(({ title, Component }) => (
        <fieldset key={title} className="card flex flex-col gap-3">
          <legend className="sr-only">{title}</legend>
          <h2 aria-hidden="true" className="text-base font-bold">
            {title}
          </h2>
          <Component form={form} set={set} units={units} />
        </fieldset>
      ))}
      <div className="flex gap-3">
        <button type="button" className="btn-secondary flex-1" onClick={goHome}>
          Cancel
        </button>
        <button type="submit" className="btn-primary flex-1" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

function PoolSwitcher() {
  const id = useId();
  return (
    <div className="card mx-4 mt-4 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Pool
      </label>
      <PoolPicker id={id} className={controlClass} />
    </div>
  );
}

export function PoolSettingsScreen() {
  const { pool, pools, isLoading, isError } = useActivePool();
  const units = useLoadedUnits();
  return (
    <>
      <SubScreenHeader title="Pool Settings" />
      {pools.length > 1 && <PoolSwitcher />}
      {isLoading || !units ? (
        <p className="card m-4 text-sm">Loading...</p>
      ) : isError ? (
        <p className="card m-4 text-sm" role="alert">We couldn't load your pool. Please try again.</p>
      ) : pool ? (
        <PoolSettingsForm key={String(pool.id)} pool={pool} units={units} />
      ) : (
        <p className="card m-4 text-sm">No pool found to edit.</p>
      )}
    </>
  );
}
