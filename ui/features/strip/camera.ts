// Camera access for the strip photo (spec §2, §5, §8): the rear camera preferred, an overconstrained
// request retried with plain video, each failure mapped to its 'Camera Error' text, and capture as
// JPEG at 0.8.
import { CAMERA_JPEG_QUALITY } from './image-upload.ts';

export const CAMERA_AUTO_START_MS = 1_000;
export const DIP_WAIT_SECONDS = 15;
/** How long Capture waits for a preview that has no frame yet. */
export const CAMERA_FRAME_WAIT_MS = 2_000;

export const CAMERA_MESSAGES = {
  notReady: 'The camera is not ready yet. Please wait a moment and try again.',
  notAllowed: 'Camera access was denied. Please allow camera permissions in your browser settings and try again.',
  notFound: 'No camera was found on this device.',
  notSupported: 'Camera access is not supported in this browser.',
  other: 'Unable to open camera. Please try a mobile device or a modern browser.',
  preview: 'Unable to show the camera preview. Please try again.',
} as const;

const PREFERRED: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

export class CameraError extends Error {
  override readonly name = 'CameraError';
}

/** The 'Camera Error' text for a getUserMedia failure. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (error instanceof CameraError) return error.message;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.notAllowed;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return CAMERA_MESSAGES.notFound;
    case 'NotSupportedError':
    case 'TypeError':
      return CAMERA_MESSAGES.notSupported;
    default:
      return CAMERA_MESSAGES.other;
  }
}

/** Opens the rear camera; an overconstrained request falls back to any video (spec §8). */
export async function openCamera(media: Pick<MediaDevices, 'getUserMedia'> | undefined = navigator.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) throw new CameraError(CAMERA_MESSAGES.notSupported);
  try {
    return await media.getUserMedia(PREFERRED);
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name !== 'OverconstrainedError' && name !== 'ConstraintNotSatisfiedError') throw error;
    return media.getUserMedia({ video: true, audio: false });
  }
}

/**
 * The preview's current frame as a JPEG data URL at 0.8. A preview that has no frame yet (just
 * started, or restarted after Retake on a slow phone) is given CAMERA_FRAME_WAIT_MS to show one
 * before Capture reports 'not ready'.
 */
export async function captureFrame(video: HTMLVideoElement): Promise<string> {
  if (!(await hasFrame(video, CAMERA_FRAME_WAIT_MS))) throw new CameraError(CAMERA_MESSAGES.notReady);
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new CameraError(CAMERA_MESSAGES.notSupported);
  context.drawImage(video, 0, 0);
  return canvas.toDataURL('image/jpeg', CAMERA_JPEG_QUALITY);
}

/** Whether the video has a frame (readyState HAVE_CURRENT_DATA or more, and a size), looking every 50 ms for up to waitMs. */
function hasFrame(video: HTMLVideoElement, waitMs: number): Promise<boolean> {
  const ready = () => video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
  if (ready()) return Promise.resolve(true);
  const deadline = Date.now() + waitMs;
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      if (!ready() && Date.now() < deadline) return;
      clearInterval(poll);
      resolve(ready());
    }, 50);
  });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export function isMobileDevice(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
