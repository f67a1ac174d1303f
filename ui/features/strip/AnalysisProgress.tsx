// The Analyzing stage shared by upload and camera: 'Analyzing Test Strip', a percentage with its status
// label, and the 10-15 s note (spec §2, §9).
import * as ProgressBar from '@radix-ui/react-progress';

export function AnalysisProgress({ progress }: { progress: { percent: number; label: string } }) {
  return (
    <div className="flex flex-col gap-3 py-4 text-center" role="status" aria-live="polite">
      <p className="text-lg font-semibold">Analyzing Test Strip</p>
      <ProgressBar.Root value={progress.percent} aria-label="Analysis progress" className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <ProgressBar.Indicator className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
      </ProgressBar.Root>
      <p className="text-sm font-medium" data-testid="analysis-progress">
        {progress.percent}% · {progress.label}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-300">This usually takes 10-15 seconds.</p>
    </div>
  );
}
