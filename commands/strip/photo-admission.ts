// Admission checks for an uploaded strip photo, before any pixel is decoded: the data URL's size
// (15 MB decoded), the real format read from the bytes (JPEG, PNG, WebP, GIF, HEIC/HEIF; never SVG
// or anything else libvips could open) and the declared pixel count (40 MP) from the header. A
// decompression bomb declares its size in the header, so it is refused in milliseconds.
import sharp from 'sharp';
import { ANALYZE_MAX_IMAGE_BYTES, ANALYZE_MAX_IMAGE_PIXELS } from '../../contracts/strip.contract.ts';
import { UNREADABLE_IMAGE_MESSAGE } from '../../infra/images/read-strip-photo.ts';
import { StripPhotoRejectedError } from './strip-photo-rejected.ts';

export interface AdmittedPhoto {
  readonly bytes: Uint8Array;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
}

const tooLarge = (message: string) => new StripPhotoRejectedError('payload_too_large', message);
const unreadable = () => new StripPhotoRejectedError('unreadable_image', UNREADABLE_IMAGE_MESSAGE);

/** The bytes of a base64 data URL; too large past the byte limit (computed before decoding). */
export function bytesOfDataUrl(dataUrl: string, maxBytes = ANALYZE_MAX_IMAGE_BYTES): Uint8Array {
  const comma = dataUrl.indexOf(',');
  const payload = dataUrl.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > maxBytes) throw tooLarge('The photo is larger than 15 MB. Take it at a lower resolution and try again.');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw unreadable();
  return bytes;
}

/** Checks what the bytes really are and how many pixels they declare; decodes nothing. */
export async function admitPhoto(bytes: Uint8Array, maxPixels = ANALYZE_MAX_IMAGE_PIXELS): Promise<AdmittedPhoto> {
  let metadata;
  try {
    // Header only: with a pixel limit here sharp would refuse a bomb as "unreadable" instead of too large.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const mime = mimeOf(metadata.format, metadata.compression);
  if (!mime || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > maxPixels) {
    throw tooLarge('The photo has more than 40 megapixels. Take it at a lower resolution and try again.');
  }
  return { bytes, mime, width: metadata.width, height: metadata.height };
}

function mimeOf(format: string | undefined, compression: string | undefined): string | undefined {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return `image/${format}`;
    case 'heif':
      return compression === 'av1' ? 'image/avif' : 'image/heic';
    default:
      return undefined;
  }
}
