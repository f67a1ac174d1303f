// The image-reading service: photo bytes in, a strip reading or a user-facing error out.
// Decoding lives here; all colour and geometry work is the pure reader in domain/strip. A photo with one or two
// pads hidden (glare) is not ok, but carries the other pads' reading as `partial`.
import { readStrip, type PartialStripRead, type StripReadSuccess } from '../../domain/strip/strip-reader.ts';
import type { StripChart } from '../../domain/strip/strip-chart.schema.ts';
import type { StripReadError } from '../../domain/strip/strip-errors.ts';
import { decodeForAnalysis, ImageDecodeError } from './decode-image.ts';
import { DEFAULT_STRIP_CHART } from './default-strip-chart.ts';

export type ReadStripPhotoError = StripReadError | { readonly code: 'unreadable_image'; readonly message: string };

export type ReadStripPhotoResult =
  | (StripReadSuccess & { readonly image: { readonly width: number; readonly height: number } })
  | { readonly ok: false; readonly error: ReadStripPhotoError; readonly partial?: PartialStripRead };

export const UNREADABLE_IMAGE_MESSAGE = 'This file is not a photo we can read. Upload a JPEG, PNG, WebP, GIF or HEIC photo of the strip.';

export async function readStripPhoto(buffer: Uint8Array, options: { chart?: StripChart } = {}): Promise<ReadStripPhotoResult> {
  let image;
  try {
    image = await decodeForAnalysis(buffer);
  } catch (err) {
    if (err instanceof ImageDecodeError) return { ok: false, error: { code: 'unreadable_image', message: UNREADABLE_IMAGE_MESSAGE } };
    throw err;
  }
  const outcome = readStrip(image, options.chart ?? DEFAULT_STRIP_CHART);
  if (!outcome.ok) return outcome;
  return { ...outcome, image: { width: image.width, height: image.height } };
}
