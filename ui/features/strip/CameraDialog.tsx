// Camera dialog (spec §2): live preview with a guide for the strip and a dip timer, capture as JPEG,
// then Retake or Analyze. Auto-starts on mobile after 1 s; every failure shows 'Camera Error' (or
// 'Video Error' for the preview) with its text and a banner in the dialog.
import { Camera, RotateCcw, Timer } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/toast-state.ts';
import { AnalysisProgress } from './AnalysisProgress.tsx';
import { CAMERA_AUTO_START_MS, CAMERA_MESSAGES, cameraErrorMessage, captureFrame, isMobileDevice, openCamera, stopStream } from './camera.ts';
import { DipTimer } from './DipTimer.tsx';
import { TestDialog } from '../../components/TestDialog.tsx';
import { useStripAnalysis } from './use-strip-analysis.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  poolId: PoolId;
  onCompleted: () => void;
}

export default function CameraDialog({ open, onOpenChange, poolId, onCompleted }: Props) {
  return (
    <TestDialog open={open} onOpenChange={onOpenChange} name="Camera" title="Live Camera Test">
      <CameraBody poolId={poolId} onCompleted={onCompleted} />
    </TestDialog>
  );
}

function fail(title: 'Camera Error' | 'Video Error', description: string, setBanner: (text: string) => void) {
  toast({ title, description, variant: 'destructive' });
  setBanner(description);
}

function CameraBody({ poolId, onCompleted }: { poolId: PoolId; onCompleted: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const [starting, setStarting] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; label: string } | null>(null);
  const analysis = useStripAnalysis(poolId, {
    onAnalyzed: () => setProgress({ percent: 90, label: 'Creating test reading...' }),
    onCompleted: () => {
      setProgress({ percent: 100, label: 'Complete!' });
      onCompleted();
    },
  });

  const start = useCallback(async () => {
    setBanner(null);
    setStarting(true);
    try {
      const stream = await openCamera();
      streamRef.current = stream;
      setLive(true);
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => fail('Video Error', CAMERA_MESSAGES.preview, setBanner));
      }
    } catch (error) {
      fail('Camera Error', cameraErrorMessage(error), setBanner);
    } finally {
      setStarting(false);
    }
  }, []);

  useEffect(() => {
    const timer = isMobileDevice() ? setTimeout(() => void start(), CAMERA_AUTO_START_MS) : undefined;
    return () => {
      clearTimeout(timer);
      stopStream(streamRef.current);
    };
  }, [start]);

  // The video element mounts with `live`; attach the stream once it exists.
  useEffect(() => {
    const video = videoRef.current;
    if (!live || !video || !streamRef.current || video.srcObject) return;
    video.srcObject = streamRef.current;
    video.play().catch(() => fail('Video Error', CAMERA_MESSAGES.preview, setBanner));
  }, [live, photo]);

  const capture = async () => {
    const video = videoRef.current;
    setCapturing(true);
    try {
      if (!video) throw new Error('no video');
      setPhoto(await captureFrame(video));
    } catch (error) {
      fail('Camera Error', cameraErrorMessage(error), setBanner);
    } finally {
      setCapturing(false);
    }
  };

  const analyze = async () => {
    if (!photo) return;
    setProgress({ percent: 10, label: 'Preparing photo...' });
    setProgress({ percent: 25, label: 'Photo captured' });
    setProgress({ percent: 40, label: 'Uploading photo...' });
    const reading = setTimeout(() => setProgress({ percent: 60, label: 'Reading test pad colors...' }), 600);
    try {
      await analysis.mutateAsync({ image: photo, filename: `strip-${Date.now()}.jpg`, mimeType: 'image/jpeg', method: 'camera' });
    } catch {
      setProgress(null);
    } finally {
      clearTimeout(reading);
    }
  };

  if (progress) return <AnalysisProgress progress={progress} />;
  return (
    <>
      {banner && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {banner}
        </p>
      )}
      {photo ? (
        <>
          <img src={photo} alt="Captured test strip" className="mx-auto max-h-[300px] rounded-xl object-contain" />
          <div className="flex gap-3">
            <button type="button" className="btn-secondary flex-1" onClick={() => setPhoto(null)}>
              <RotateCcw aria-hidden="true" className="size-4" /> Retake
            </button>
            <button type="button" className="btn-primary flex-1" onClick={() => void analyze()}>
              Analyze
            </button>
          </div>
        </>
      ) : live ? (
        <>
          <div className="relative overflow-hidden rounded-xl bg-black">
            <video ref={videoRef} playsInline muted autoPlay aria-label="Camera preview" className="aspect-[3/4] w-full object-cover" />
            <div aria-hidden="true" data-testid="strip-guide" className="pointer-events-none absolute inset-x-[42%] inset-y-[8%] rounded-lg border-2 border-dashed border-white/90" />
            {/* On a dark pill: a bright frame (a white wall, a strip on paper) would swallow white text. */}
            <p className="absolute inset-x-0 bottom-3 flex justify-center">
              <span className="rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white">Hold the strip inside the frame, pads up</span>
            </p>
          </div>
          <DipTimer />
          <button type="button" className="btn-primary w-full disabled:opacity-60" disabled={capturing} onClick={() => void capture()}>
            <Camera aria-hidden="true" className="size-5" /> Capture
          </button>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <Timer aria-hidden="true" className="size-10 text-brand-600" />
          <p className="text-sm">Dip the strip, then hold it against a plain background in good light.</p>
          <button type="button" className="btn-primary w-full disabled:opacity-60" disabled={starting} onClick={() => void start()}>
            {starting ? 'Starting Camera...' : 'Start Camera'}
          </button>
        </div>
      )}
    </>
  );
}
