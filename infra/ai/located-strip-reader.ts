// Reads a strip photo locally first; only when the local reader cannot find (or cannot fit) the strip,
// and a locator is configured, asks the vision model where the strip is, crops the photo around it
// (horizontal, filling the frame) and reads the crop locally. The model never measures colour: every
// number still comes from the deterministic reader. A locator failure keeps the local answer.
import { padsFromHandle, type StripChart } from '../../domain/strip/strip-chart.schema.ts';
import type { StripErrorCode } from '../../domain/strip/strip-errors.ts';
import type { RgbImage } from '../../domain/strip/raster.ts';
import { decodeForAnalysis, ImageDecodeError } from '../images/decode-image.ts';
import { DEFAULT_STRIP_CHART } from '../images/default-strip-chart.ts';
import { readStripPhoto, type ReadStripPhotoResult } from '../images/read-strip-photo.ts';
import { cropAlongStrip, previewJpeg } from './strip-crop.ts';
import type { LocateFailure, PhotoProblem, StripLocator } from './strip-locator.ts';

/** Recorded with each reading, so history says which reader produced it. */
export const STRIP_READER_VERSION = 'clearwater-strip-reader/1';

/** Local verdicts a better-framed photo can change; light, glare and blur verdicts it cannot. */
const LOCATABLE: ReadonlySet<StripErrorCode | 'unreadable_image'> = new Set(['no_strip_found', 'colours_unreadable']);
/** Resolution the crop is cut from: a small strip in a 12 MP photo needs more than the reader's 1200 px. */
const CROP_SOURCE_LONGEST_SIDE = 4096;

export interface AiAssist {
  /** The model was asked (the local reader failed and a locator is configured). */
  readonly attempted: boolean;
  /** The model located the strip and the reading comes from the crop around it. */
  readonly located: boolean;
  readonly model?: string;
  /** Why the model's answer was not used. */
  readonly failure?: LocateFailure | 'crop_unreadable';
  readonly problems?: readonly PhotoProblem[];
}

export interface LocatedStripReading {
  readonly result: ReadStripPhotoResult;
  readonly ai: AiAssist;
}

/** Where decoding and reading run: on this thread by default, or in the image worker pool (image-workers.ts). */
export interface ImageReader {
  readStripPhoto(bytes: Uint8Array, options: { chart: StripChart }): Promise<ReadStripPhotoResult>;
  decodeForAnalysis(bytes: Uint8Array, longestSide: number): Promise<RgbImage>;
}

const onThisThread: ImageReader = { readStripPhoto, decodeForAnalysis };

export interface LocatedReadOptions {
  readonly locator?: StripLocator | undefined;
  readonly images?: ImageReader;
  readonly chart?: StripChart;
  /** For logging why the model's answer was not used. */
  readonly onLocatorFailure?: (detail: string) => void;
}

export async function readStripPhotoLocated(bytes: Uint8Array, options: LocatedReadOptions = {}): Promise<LocatedStripReading> {
  const chart = options.chart ?? DEFAULT_STRIP_CHART;
  const images = options.images ?? onThisThread;
  const local = await images.readStripPhoto(bytes, { chart });
  if (local.ok || !options.locator || !LOCATABLE.has(local.error.code)) return { result: local, ai: { attempted: false, located: false } };
  const located = await locateAndRead(bytes, chart, images, options.locator, options.onLocatorFailure);
  // A located crop that fails a gate (glare, blur…) says more than "no strip found"; a failed locate says nothing new.
  if (!located.result) return { result: local, ai: located.ai };
  return { result: located.result, ai: located.ai };
}

async function locateAndRead(
  bytes: Uint8Array,
  chart: StripChart,
  images: ImageReader,
  locator: StripLocator,
  onFailure: ((detail: string) => void) | undefined,
): Promise<{ result?: ReadStripPhotoResult; ai: AiAssist }> {
  let image;
  try {
    image = await images.decodeForAnalysis(bytes, CROP_SOURCE_LONGEST_SIDE);
  } catch (error) {
    if (error instanceof ImageDecodeError) return { ai: { attempted: false, located: false } };
    throw error;
  }
  const preview = await previewJpeg(image);
  const padCount = padsFromHandle(chart).length;
  const outcome = await locator.locate({ jpeg: preview.jpeg, width: preview.width, height: preview.height, padCount });
  if (!outcome.ok) {
    onFailure?.(`${outcome.reason}: ${outcome.detail}`);
    return { ai: { attempted: true, located: false, model: outcome.model, failure: outcome.reason, ...(outcome.problems ? { problems: outcome.problems } : {}) } };
  }
  const { padCentres, problems } = outcome.location;
  const inImage = padCentres.map((p) => ({ x: p.x * preview.scale, y: p.y * preview.scale }));
  const result = await images.readStripPhoto(await cropAlongStrip(image, inImage, chart.geometryMm), { chart });
  const ai = { attempted: true, model: outcome.model, problems };
  if (!result.ok && result.error.code === 'no_strip_found') {
    onFailure?.('the crop around the located strip is unreadable too');
    return { ai: { ...ai, located: false, failure: 'crop_unreadable' } };
  }
  return { result, ai: { ...ai, located: true } };
}
