// /test and /pools/{id}/test (spec §2): tips, the three entry options each opening its dialog (in the
// owner's Test Method Preference order), the test guidance, and Recent Tests with edit and delete. A
// completed test toasts 'Test Analysis Complete!' and goes home; a manual save goes home too (where the
// new gauges and plan show). Going home replaces the closed dialog's Back entry, so Back from home
// returns to this screen once.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { dialogEntryOnTop } from '../../../components/use-back-closes-dialog.ts';
import { useAtom } from '../../../state/jotai.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { AnalysisDialogs } from '../../strip/AnalysisDialogs.tsx';
import { QueuedReadingsNotice } from '../offline/QueuedReadingsNotice.tsx';
import { ManualEntryDialog } from './ManualEntryDialog.tsx';
import { RecentTests } from './RecentTests.tsx';
import { TestGuidance, TestTips } from './TestTips.tsx';
import { chlorineTargetText } from '../../../../domain/chemistry/index.ts';
import { useWaterTargets } from '../chemistry/use-water-targets.ts';
import { editingReadingAtom, openTestDialogAtom, type TestDialogKind } from './testing-state.ts';
import { useTestPool } from './use-test-pool.ts';
import { testMethodOptions } from './test-method-options.ts';
import { usePreferences } from '../../settings/use-preferences.ts';

export function TestScreen({ routePoolId }: { routePoolId?: string }) {
  const navigate = useNavigate();
  const { poolId, ensurePoolId } = useTestPool(routePoolId);
  const targets = useWaterTargets(poolId);
  const [dialog, setDialog] = useAtom(openTestDialogAtom);
  const [editing, setEditing] = useAtom(editingReadingAtom);
  const [preparing, setPreparing] = useState<TestDialogKind | null>(null);
  const preferences = usePreferences();
  const options = testMethodOptions(preferences.testMethodOrder);

  const open = async (kind: TestDialogKind) => {
    setPreparing(kind);
    try {
      await ensurePoolId();
      setEditing(null);
      setDialog(kind);
    } catch {
      toast({ title: 'Error', description: 'Unable to create your pool. Please try again.', variant: 'destructive' });
    } finally {
      setPreparing(null);
    }
  };
  const close = () => {
    setDialog(null);
    setEditing(null);
  };
  const goHome = () => void navigate({ to: '/', replace: dialogEntryOnTop() });
  const completed = () => {
    toast({ title: 'Test Analysis Complete!', description: 'Your treatment plan is ready on the home screen.' });
    goHome();
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      {poolId !== undefined && <QueuedReadingsNotice poolId={poolId} />}
      <TestTips />
      <section aria-labelledby="test-options-title" className="flex flex-col gap-3">
        <h2 id="test-options-title" className="text-lg font-bold">
          Choose a Test Method
        </h2>
        {options.map(({ kind, label, detail, Icon }) => (
          <button key={kind} type="button" className="card flex items-center gap-3 text-left disabled:opacity-60" disabled={preparing !== null} onClick={() => void open(kind)}>
            <Icon aria-hidden="true" className="size-6 text-brand-600" />
            <span className="flex flex-col">
              <span className="font-semibold">{label}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{preparing === kind ? 'Preparing...' : detail}</span>
            </span>
          </button>
        ))}
      </section>
      <TestGuidance targets={targets} />
      {poolId !== undefined && (
        <RecentTests
          poolId={poolId}
          onEdit={(reading) => {
            setEditing(reading);
            setDialog('manual');
          }}
        />
      )}
      {poolId !== undefined && (
        <>
          <ManualEntryDialog
            open={dialog === 'manual'}
            onOpenChange={(isOpen) => !isOpen && close()}
            poolId={poolId}
            reading={editing}
            // Spec §2's 'Target: 1.0-3.0 ppm' stands until a measured CYA gives the pool its own band.
            chlorineHint={targets?.chlorine.basis === 'cya' ? `Target: ${chlorineTargetText(targets)}` : undefined}
            updatedTitle="Test Updated!"
            units={preferences.units}
            onSaved={(mode) => mode === 'created' && goHome()}
          />
          <AnalysisDialogs open={dialog} onClose={close} poolId={poolId} onCompleted={completed} />
        </>
      )}
    </div>
  );
}
