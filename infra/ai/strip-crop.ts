// Image work for the AI path: a small JPEG preview to send to the model, and a crop along the strip
// the model located, rotated so the strip lies horizontally and fills the frame, for the local reader
// to read again. Pad spacing from the chart's geometry turns pixels into millimetres.
import sharp from 'sharp';
import type { RgbImage } from '../../domain/strip/raster.ts';
import type { StripChart } from '../../domain/strip/strip-chart.schema.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

const GREY = { r: 128, g: 128, b: 128 };
/** Background kept around the strip, in mm: the reader finds the strip by its edges against it. */
const MARGIN_ALONG_MM = 12;
const MARGIN_ACROSS_MM = 14;
/** The reader works at ~1200 px; more only costs time. */
const CROP_LONGEST_SIDE = 1600;

const rawOf = (image: RgbImage) => sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
  raw: { width: image.width, height: image.height, channels: 3 },
});

/** A JPEG of the image at most longestSide px, and the factor from its pixels back to the image's. */
export async function previewJpeg(image: RgbImage, longestSide = 1024): Promise<{ jpeg: Uint8Array; width: number; height: number; scale: number }> {
  const { data, info } = await rawOf(image)
    .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: new Uint8Array(data), width: info.width, height: info.height, scale: image.width / info.width };
}

/**
 * A PNG of the strip, horizontal and centred, with margins for its handle on either side (the model
 * may list the pads from the wrong end, so both ends get the handle's length).
 */
export async function cropAlongStrip(image: RgbImage, padCentres: readonly Point[], geometry: StripChart['geometryMm']): Promise<Uint8Array> {
  const first = padCentres[0];
  const last = padCentres.at(-1);
  if (!first || !last || padCentres.length < 2) throw new Error('need at least two pad centres');
  const spanPx = Math.hypot(last.x - first.x, last.y - first.y);
  const pxPerMm = spanPx / ((padCentres.length - 1) * (geometry.padSize + geometry.padGap));
  const halfLength = spanPx / 2 + (geometry.handleLength + geometry.padSize / 2 + MARGIN_ALONG_MM) * pxPerMm;
  const halfWidth = (geometry.stripWidth / 2 + MARGIN_ACROSS_MM) * pxPerMm;
  const centre = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  const angleDeg = (Math.atan2(last.y - first.y, last.x - first.x) * 180) / Math.PI;

  const square = squareAround(image, centre, Math.ceil(Math.hypot(halfLength, halfWidth)) + 2);
  const rotated = await rawOf(square).rotate(-angleDeg, { background: GREY }).raw().toBuffer({ resolveWithObject: true });
  const width = Math.min(rotated.info.width, Math.round(2 * halfLength));
  const height = Math.min(rotated.info.height, Math.max(8, Math.round(2 * halfWidth)));
  const fit = Math.min(1, CROP_LONGEST_SIDE / Math.max(width, height));
  const png = await sharp(rotated.data, { raw: { width: rotated.info.width, height: rotated.info.height, channels: 3 } })
    .extract({ left: Math.floor((rotated.info.width - width) / 2), top: Math.floor((rotated.info.height - height) / 2), width, height })
    .resize(Math.max(1, Math.round(width * fit)), Math.max(1, Math.round(height * fit)), { kernel: 'linear' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(png);
}

/** The square of side 2·radius centred on centre; grey where it runs off the image. */
function squareAround(image: RgbImage, centre: Point, radius: number): RgbImage {
  const side = 2 * radius;
  const left = Math.round(centre.x) - radius;
  const top = Math.round(centre.y) - radius;
  const out = new Uint8Array(side * side * 3).fill(GREY.r);
  const x0 = Math.max(0, left);
  const x1 = Math.min(image.width, left + side);
  if (x1 <= x0) return { width: side, height: side, data: out };
  for (let y = Math.max(0, top); y < Math.min(image.height, top + side); y++) {
    const from = (y * image.width + x0) * 3;
    out.set(image.data.subarray(from, from + (x1 - x0) * 3), ((y - top) * side + (x0 - left)) * 3);
  }
  return { width: side, height: side, data: out };
}
