// Upload Test Strip Photo (spec §2, §5): Select → Selected (preview ≤ 300 px, none for HEIC/HEIF with
// a conversion note) → Analyzing (progress 10, 25, 40, 60, 90, 100 with status labels). Closing the
// dialog unmounts the body, which resets file, preview, progress and status.
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/toast-state.ts';
import { AnalysisProgress } from './AnalysisProgress.tsx';
import { FILE_INPUT_ACCEPT, isAcceptedImage, isHeic, prepareImage } from './image-upload.ts';
import { TestDialog } from '../../components/TestDialog.tsx';
import { useStripAnalysis } from './use-strip-analysis.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  poolId: PoolId;
  onCompleted: () => void;
}

export function UploadDialog({ open, onOpenChange, poolId, onCompleted }: Props) {
  return (
    <TestDialog open={open} onOpenChange={onOpenChange} name="Upload" title="Upload Test Strip Photo">
      <UploadBody poolId={poolId} onCompleted={onCompleted} />
    </TestDialog>
  );
}

const STAGE_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Progress {
  percent: number;
  label: string;
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || isHeic(file)) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function UploadBody({ poolId, onCompleted }: { poolId: PoolId; onCompleted: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const preview = usePreviewUrl(file);
  const analysis = useStripAnalysis(poolId, {
    onAnalyzed: () => setProgress({ percent: 90, label: 'Creating test reading...' }),
    onCompleted: () => {
      setProgress({ percent: 100, label: 'Complete!' });
      onCompleted();
    },
  });

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!isAcceptedImage(picked)) {
      toast({ title: 'Invalid File', description: 'Please select an image file (JPG, PNG, HEIC, etc.)', variant: 'destructive' });
      return;
    }
    setFile(picked);
  };

  const analyze = async () => {
    if (!file) return;
    setProgress({ percent: 10, label: 'Preparing image...' });
    await pause(STAGE_MS);
    setProgress({ percent: 25, label: isHeic(file) ? 'Reading HEIC photo...' : 'Optimizing image...' });
    const image = await prepareImage(file);
    setProgress({ percent: 40, label: 'Uploading photo...' });
    const analyzing = setTimeout(() => setProgress({ percent: 60, label: 'Reading test pad colors...' }), STAGE_MS * 4);
    try {
      await analysis.mutateAsync(
        { image: image.dataUrl, filename: file.name, mimeType: image.mimeType, method: 'upload' },
        { onSettled: () => clearTimeout(analyzing) },
      );
    } catch {
      clearTimeout(analyzing);
      setProgress(null);
    }
  };

  if (progress) return <AnalysisProgress progress={progress} />;
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        className="sr-only"
        aria-label="Test strip photo"
        tabIndex={-1}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="flex flex-col gap-3">
          {preview ? (
            <img src={preview} alt="Selected test strip" className="mx-auto max-h-[300px] rounded-xl object-contain" />
          ) : (
            <p className="rounded-xl bg-slate-100 p-3 text-sm dark:bg-slate-800">
              HEIC/HEIF photos have no preview here; the file will be converted during analysis.
            </p>
          )}
          <p className="truncate text-sm font-medium" data-testid="upload-file-name">
            {file.name}
          </p>
          <div className="flex gap-3">
            <button type="button" className="btn-secondary flex-1" onClick={() => inputRef.current?.click()}>
              Choose Different
            </button>
            <button type="button" className="btn-primary flex-1" onClick={() => void analyze()}>
              Analyze
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <ImageUp aria-hidden="true" className="size-12 text-brand-600" />
          <p className="text-sm">Use a well-lit photo where the test pad colours are clear and in focus.</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">iPhone HEIC photos are supported.</p>
          <button type="button" className="btn-primary w-full" onClick={() => inputRef.current?.click()}>
            Choose Photo
          </button>
        </div>
      )}
    </>
  );
}
