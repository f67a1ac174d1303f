// The app's icons (spec §2 /icons, §7 /static; issue 19): one list, read both by the build, which
// renders each PNG from its SVG drawing in ui/public with sharp (vite.config.ts, appIcons), and by the
// /icons gallery, which shows them with downloads. Plain data, no imports: the build loads it too.

export interface AppIconFile {
  /** Where the build writes it, under the site root (served as /{file}). */
  file: string;
  /** Width and height in pixels. */
  sizePx: number;
  /** What the file is used for, as the gallery says it. */
  use: string;
}

export interface AppIconSet {
  name: string;
  about: string;
  /** The drawing in ui/public the PNGs are rendered from (served as /{source}). */
  source: string;
  /** Drawn white on transparent: the gallery shows it on a dark tile. */
  monochrome?: boolean;
  files: readonly AppIconFile[];
}

export const APP_ICON_SETS: readonly AppIconSet[] = [
  {
    name: 'App Icon',
    about: 'The water drop on rounded blue, as on your home screen and in the browser tab.',
    source: 'favicon.svg',
    files: [
      { file: 'static/icon-192.png', sizePx: 192, use: 'Home screen' },
      { file: 'static/icon-512.png', sizePx: 512, use: 'Splash screen and app stores' },
    ],
  },
  {
    name: 'Maskable Icon',
    about: 'Full-bleed blue with the drop inside the safe zone, for icons the phone crops to its own shape.',
    source: 'icon-maskable.svg',
    files: [
      { file: 'static/icon-maskable-192.png', sizePx: 192, use: 'Android home screen' },
      { file: 'static/icon-maskable-512.png', sizePx: 512, use: 'Android splash screen' },
      { file: 'static/apple-touch-icon.png', sizePx: 180, use: 'iPhone and iPad home screen' },
    ],
  },
  {
    name: 'Notification Badge',
    about: 'The drop alone, in white, for the status bar when a reminder arrives.',
    source: 'badge.svg',
    monochrome: true,
    files: [{ file: 'static/badge-72.png', sizePx: 72, use: 'Notification badge' }],
  },
];
