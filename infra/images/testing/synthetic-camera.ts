// Light and camera for synthetic strip photos: colour temperature, exposure, a light gradient, a soft shadow
// and a glare spot (the light field), then a camera's tone curve, saturation and sensor noise (to 8-bit sRGB).
import { linearChannelToSrgb } from '../../../domain/strip/colour-space.ts';
import type { Random } from './synthetic-random.ts';
import type { SceneSpec } from './synthetic-scene.ts';

export interface StripGeometry {
  readonly pxPerMm: number;
  readonly along: [number, number];
  readonly handleEnd: [number, number];
  readonly lengthMm: number;
  readonly padCentres: [number, number][];
  /** Scene (flat) coordinates to photo pixels, and back: the keystone homography. */
  readonly project: (x: number, y: number) => [number, number];
  readonly unproject: (x: number, y: number) => [number, number];
}

/** Share of the light that reaches the sensor at 0 EV: the backing lands near 225 of 255, as in the samples. */
const BASE_EXPOSURE = 0.82;
/** Above this linear level the tone curve rolls off towards 1 instead of clipping, as phone cameras do. */
const SHOULDER = 0.75;

function toneShoulder(x: number): number {
  if (x <= SHOULDER) return x;
  const room = 0.995 - SHOULDER;
  return SHOULDER + room * (1 - Math.exp(-(x - SHOULDER) / room));
}

/** Blackbody colour (Tanner Helland's fit), linear sRGB, relative to 6500 K, strongest channel = 1 (auto exposure). */
export function illuminantGains(cctK: number): [number, number, number] {
  const rgb = (k: number) => {
    const t = k / 100;
    const r = t <= 66 ? 255 : 329.698727446 * (t - 60) ** -0.1332047592;
    const g = t <= 66 ? 99.4708025861 * Math.log(t) - 161.1195681661 : 288.1221695283 * (t - 60) ** -0.0755148492;
    const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
    return [r, g, b].map((v) => (Math.min(255, Math.max(1, v)) / 255) ** 2.2);
  };
  const c = rgb(cctK);
  const d = rgb(6500);
  const gains = c.map((v, i) => v / d[i]!);
  const max = Math.max(...gains);
  return [gains[0]! / max, gains[1]! / max, gains[2]! / max];
}

export function lightField(random: Random, scene: SceneSpec, geo: StripGeometry): (x: number, y: number) => [number, number, number] {
  const gains = illuminantGains(scene.cctK);
  const exposure = BASE_EXPOSURE * 2 ** scene.ev;
  const gAngle = random.range(0, 2 * Math.PI);
  const gc = Math.cos(gAngle);
  const gs = Math.sin(gAngle);
  const diag = Math.hypot(scene.width, scene.height);
  const shadowAngle = random.range(0, 2 * Math.PI);
  const shadowOffset = random.range(-0.15, 0.15) * diag;
  const softness = random.range(10, 60);
  const glare = glareSpot(random, scene, geo);
  const out: [number, number, number] = [0, 0, 0];
  const mx = scene.width / 2;
  const my = scene.height / 2;
  return (x, y) => {
    const ramp = ((x - mx) * gc + (y - my) * gs) / diag;
    let level = exposure * (1 + scene.gradient * 2 * ramp);
    if (scene.shadow !== null) {
      const d = (x - mx) * Math.cos(shadowAngle) + (y - my) * Math.sin(shadowAngle) - shadowOffset;
      const inShadow = 1 / (1 + Math.exp(-d / softness));
      level *= 1 - scene.shadow * 0.6 * inShadow;
    }
    const flare = glare ? glare(x, y) : 0;
    out[0] = level * gains[0] + flare;
    out[1] = level * gains[1] + flare;
    out[2] = level * gains[2] + flare;
    return out;
  };
}

/** A specular highlight on one pad: additive white light that clips part of the pad's centre. */
function glareSpot(random: Random, scene: SceneSpec, geo: StripGeometry): ((x: number, y: number) => number) | null {
  if (scene.glarePad === null) return null;
  const centre = geo.padCentres[scene.glarePad];
  if (!centre) return null;
  const radius = (scene.glareRadiusMm ?? random.range(0.5, 1.0)) * geo.pxPerMm;
  const cx = centre[0] + random.range(-1, 1) * geo.pxPerMm;
  const cy = centre[1] + random.range(-1, 1) * geo.pxPerMm;
  const drawn = random.range(1, 2.5);
  const peak = scene.glarePeak ?? drawn;
  return (x, y) => peak * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * radius * radius));
}

export function cameraToBytes(random: Random, scene: SceneSpec, linear: Float32Array, _geo: StripGeometry): Uint8Array {
  const out = new Uint8Array(linear.length);
  const table = new Uint8Array(4097);
  for (let i = 0; i <= 4096; i++) table[i] = Math.round(linearChannelToSrgb(toneShoulder((i / 1024) ** scene.toneGamma)));
  const sat = scene.saturation;
  const gauss = Float32Array.from({ length: 4096 }, () => random.gauss() * scene.noise);
  let k = random.int(0, 4095);
  const encode = (v: number): number => {
    k = (k * 1103515245 + 12345) & 0x7fffffff;
    const clamped = v < 0 ? 0 : v > 4 ? 4 : v;
    const noisy = table[Math.round(clamped * 1024)]! + gauss[k & 4095]!;
    return noisy < 0 ? 0 : noisy > 255 ? 255 : Math.round(noisy);
  };
  for (let i = 0; i < linear.length; i += 3) {
    const r = linear[i]!;
    const g = linear[i + 1]!;
    const b = linear[i + 2]!;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    out[i] = encode(y + (r - y) * sat);
    out[i + 1] = encode(y + (g - y) * sat);
    out[i + 2] = encode(y + (b - y) * sat);
  }
  return out;
}
