// The work one image-worker thread does (see image-workers.ts): decode a photo, read a strip from
// it, and render an SVG (an achievement's share card) to PNG. Errors a caller acts on come back as values, because an Error's class does not survive
// the trip between threads.
import sharp from 'sharp';
import type { RgbImage } from '../../domain/strip/raster.ts';
import type { StripChart } from '../../domain/strip/strip-chart.schema.ts';
import { decodeForAnalysis, ImageDecodeError } from './decode-image.ts';
import { readStripPhoto, type ReadStripPhotoResult } from './read-strip-photo.ts';

export type ImageTask =
  | { readonly kind: 'read-strip'; readonly bytes: Uint8Array; readonly chart?: StripChart }
  | { readonly kind: 'decode'; readonly bytes: Uint8Array; readonly longestSide: number }
  | { readonly kind: 'render-png'; readonly svg: string };

export type ImageTaskResult =
  | { readonly kind: 'read-strip'; readonly result: ReadStripPhotoResult }
  | { readonly kind: 'decode'; readonly image: RgbImage }
  | { readonly kind: 'decode-error'; readonly message: string }
  | { readonly kind: 'png'; readonly bytes: Uint8Array };

export default async function runImageTask(task: ImageTask): Promise<ImageTaskResult> {
  switch (task.kind) {
    case 'read-strip':
      return { kind: 'read-strip', result: await readStripPhoto(task.bytes, task.chart ? { chart: task.chart } : {}) };
    case 'decode':
      try {
        return { kind: 'decode', image: await decodeForAnalysis(task.bytes, task.longestSide) };
      } catch (error) {
        if (error instanceof ImageDecodeError) return { kind: 'decode-error', message: error.message };
        throw error;
      }
    case 'render-png':
      return { kind: 'png', bytes: new Uint8Array(await sharp(Buffer.from(task.svg)).png().toBuffer()) };
  }
}
