// Test-strip photo rules (spec §5 "Image upload"): which files are accepted, which are sent as is (a
// JPEG under 1 MB, and HEIC/HEIF, which browsers cannot decode and the server converts), and the
// compression of the rest (longest side ≤ 1200 px, JPEG at 0.85, given up after 10 s — the original
// is then sent, and the server's own size limit answers if it is too big).

export const FILE_INPUT_ACCEPT = 'image/jpeg,image/jpg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif';
export const SEND_AS_IS_MAX_BYTES = 1024 * 1024;
export const MAX_SIDE_PX = 1200;
export const COMPRESS_QUALITY = 0.85;
export const COMPRESS_TIMEOUT_MS = 10_000;
export const CAMERA_JPEG_QUALITY = 0.8;

const HEIC_NAME = /\.(heic|heif)$/i;

export function isAcceptedImage(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type.startsWith('image/') || HEIC_NAME.test(file.name);
}

export function isHeic(file: Pick<File, 'type' | 'name'>): boolean {
  return /^image\/hei[cf]$/i.test(file.type) || HEIC_NAME.test(file.name);
}

export function sendsAsIs(file: Pick<File, 'type' | 'name' | 'size'>): boolean {
  if (isHeic(file)) return true;
  return /^image\/jpe?g$/i.test(file.type) && file.size < SEND_AS_IS_MAX_BYTES;
}

/** Size that keeps the aspect ratio with the longest side at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max = MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes, scales to fit 1200 px and re-encodes as JPEG 0.85 (browser canvas). */
export async function compressToJpeg(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', COMPRESS_QUALITY);
}

export interface PreparedImage {
  dataUrl: string;
  mimeType: string;
  compressed: boolean;
}

interface PrepareDeps {
  compress?: (file: File) => Promise<string>;
  read?: (file: Blob) => Promise<string>;
  timeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Image compression timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The photo as the data URL sent for analysis, following the rules above. */
export async function prepareImage(file: File, deps: PrepareDeps = {}): Promise<PreparedImage> {
  const read = deps.read ?? readAsDataUrl;
  const original = (): Promise<PreparedImage> =>
    read(file).then((dataUrl) => ({ dataUrl, mimeType: file.type || 'image/heic', compressed: false }));
  if (sendsAsIs(file)) return original();
  try {
    const dataUrl = await withTimeout((deps.compress ?? compressToJpeg)(file), deps.timeoutMs ?? COMPRESS_TIMEOUT_MS);
    return { dataUrl, mimeType: 'image/jpeg', compressed: true };
  } catch {
    return original();
  }
}
