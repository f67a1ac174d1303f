// Image work off the event loop. Decoding a photo (HEIC through heic-decode's WebAssembly, which
// runs synchronously) and reading the strip (plain JavaScript over ~1.4 million pixels) would stall
// every other request while they run, so they run in a small pool of worker threads shared by all
// users. Concurrency is bounded (a decoded 40 MP photo is ~160 MB), and so is the queue: when it
// is full the caller gets ImageWorkBusyError, which the API answers with 503 and Retry-After,
// rather than letting memory grow with the number of uploads.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RgbImage } from '../../domain/strip/raster.ts';
import type { Logger } from '../logger.ts';
import type { StripChart } from '../../domain/strip/strip-chart.schema.ts';
import { ImageDecodeError } from './image-decode-error.ts';
import type { ImageTask, ImageTaskResult } from './image-worker.ts';
import type { ReadStripPhotoResult } from './read-strip-photo.ts';

export class ImageWorkBusyError extends Error {
  override name = 'ImageWorkBusyError';
}

export interface ImageWorkersOptions {
  /** Photos decoded at once, across all users (default: 2, or 1 on a single core). */
  readonly threads?: number;
  /** Photos that may wait for a thread; past this, ImageWorkBusyError. */
  readonly maxQueue?: number;
}

export interface ImageWorkers {
  readStripPhoto(bytes: Uint8Array, options?: { chart?: StripChart }): Promise<ReadStripPhotoResult>;
  /** Throws ImageDecodeError for bytes that are not an image it can read. */
  decodeForAnalysis(bytes: Uint8Array, longestSide: number): Promise<RgbImage>;
  /** An SVG (an achievement's share card) as PNG bytes. */
  renderPng(svg: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createImageWorkers(options: ImageWorkersOptions = {}, logger?: Logger): ImageWorkers {
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const pool = new Piscina<ImageTask, ImageTaskResult>({
    filename: new URL('./image-worker-entry.mjs', import.meta.url).href,
    // No thread while nothing is decoded: an idle server holds no decoder (the first photo waits ~0.3 s for one).
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 8,
    // Threads hold the decoder's memory; let an idle one go.
    idleTimeout: 30_000,
  });
  // A thread that dies (out of memory, say) fails its task; unheard, the pool's 'error' would end the process.
  pool.on('error', (error: unknown) => logger?.error({ err: error }, 'image worker thread failed'));

  async function run(task: ImageTask): Promise<ImageTaskResult> {
    try {
      return await pool.run(task);
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') throw new ImageWorkBusyError('image work queue is full');
      throw error;
    }
  }

  return {
    async readStripPhoto(bytes, readOptions = {}) {
      const result = await run({ kind: 'read-strip', bytes, ...(readOptions.chart ? { chart: readOptions.chart } : {}) });
      if (result.kind !== 'read-strip') throw new Error(`unexpected image task result ${result.kind}`);
      return result.result;
    },
    async decodeForAnalysis(bytes, longestSide) {
      const result = await run({ kind: 'decode', bytes, longestSide });
      if (result.kind === 'decode-error') throw new ImageDecodeError(result.message);
      if (result.kind !== 'decode') throw new Error(`unexpected image task result ${result.kind}`);
      return result.image;
    },
    async renderPng(svg) {
      const result = await run({ kind: 'render-png', svg });
      if (result.kind !== 'png') throw new Error(`unexpected image task result ${result.kind}`);
      return result.bytes;
    },
    close: () => pool.close(),
  };
}
