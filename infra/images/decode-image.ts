// Decodes an uploaded photo to raw 8-bit RGB with its longest side at most ~1200 px, upright (EXIF orientation).
// JPEGs shrink on load inside libvips; the final resize uses a linear kernel: the reader takes medians over
// patches, so lanczos sharpness buys nothing and costs time.
// sharp reads JPEG, PNG, WebP, GIF and AVIF; its prebuilt libheif has no HEVC decoder, so HEIC/HEIF photos
// (iPhones) are decoded by heic-decode first and then go through the same sharp pipeline.
import sharp, { type Sharp } from 'sharp';
import decodeHeic from 'heic-decode';
import type { RgbImage } from '../../domain/strip/raster.ts';

export const ANALYSIS_LONGEST_SIDE = 1200;
export const MAX_INPUT_PIXELS = 40_000_000;

import { ImageDecodeError } from './image-decode-error.ts';

export { ImageDecodeError };

/** ISO-BMFF brands of HEIC/HEIF stills (HEVC-coded); AVIF is left to sharp. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

export function isHeif(buffer: Uint8Array): boolean {
  if (buffer.length < 12) return false;
  const box = String.fromCharCode(...buffer.subarray(4, 8));
  if (box !== 'ftyp') return false;
  const brand = String.fromCharCode(...buffer.subarray(8, 12));
  if (brand === 'avif' || brand === 'avis') return false;
  return HEIF_BRANDS.has(brand);
}

export async function decodeForAnalysis(buffer: Uint8Array, longestSide = ANALYSIS_LONGEST_SIDE): Promise<RgbImage> {
  try {
    const input = isHeif(buffer) ? await heifToSharp(buffer) : sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS });
    const { data, info } = await input
      .rotate()
      .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    throw new ImageDecodeError(`cannot decode image: ${(err as Error).message}`);
  }
}

async function heifToSharp(buffer: Uint8Array): Promise<Sharp> {
  const image = await decodeHeic({ buffer });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw new ImageDecodeError('image has too many pixels');
  // heic-decode applies no EXIF orientation and exposes none; HEIF stores rotation as 'irot' which libheif applies.
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}
