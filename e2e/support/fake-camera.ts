// The fake camera for browser tests: a still photo written as a short Y4M (YUV 4:2:0) clip for
// Chromium's --use-file-for-fake-video-capture (looped; made with sharp, no ffmpeg), and opening the
// Live Camera dialog on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { REPO_ROOT } from './ui-build.ts';

const WIDTH = 1280;
const HEIGHT = 960;
const FRAMES = 5;

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** Writes the clip to test-results/{fileName} (one name per spec file, as spec files run in parallel). */
export async function writeFakeCameraVideo(photoPath: string, fileName = 'fake-camera.y4m'): Promise<string> {
  const { data } = await sharp(photoPath).rotate().resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' }).removeAlpha().raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc(u.length);
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const i = (row * WIDTH + col) * 3;
      y[row * WIDTH + col] = Math.round(luma(data[i]!, data[i + 1]!, data[i + 2]!));
    }
  }
  for (let row = 0; row < HEIGHT / 2; row += 1) {
    for (let col = 0; col < WIDTH / 2; col += 1) {
      const i = (row * 2 * WIDTH + col * 2) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      const lum = luma(r, g, b);
      u[row * (WIDTH / 2) + col] = Math.max(0, Math.min(255, Math.round(128 + 0.564 * (b - lum))));
      v[row * (WIDTH / 2) + col] = Math.max(0, Math.min(255, Math.round(128 + 0.713 * (r - lum))));
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const dir = join(REPO_ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, fileName);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return path;
}

/** Opens the Live Camera dialog and waits for a live frame (it auto-starts on mobile after 1 s; otherwise press Start Camera). */
export async function openLiveCamera(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Live Camera/ }).click();
  const dialog = page.getByRole('dialog');
  const video = dialog.getByLabel('Camera preview');
  await Promise.race([video.waitFor({ timeout: 4_000 }), dialog.getByRole('button', { name: 'Start Camera' }).click({ timeout: 4_000 }).catch(() => {})]);
  await video.waitFor();
  await waitForLiveFrame(page);
  return dialog;
}

/**
 * Waits until the preview has a frame to capture: Capture refuses a video whose size is known but
 * whose first frame has not arrived (readyState below HAVE_CURRENT_DATA), which a loaded machine
 * shows for a while after Retake.
 */
export async function waitForLiveFrame(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
  });
}
