// The catalogue's own icons (lucide's drawings, ISC): the build puts every lucide-react icon module in
// the app's first-screen chunk, so icons only the catalogue uses are drawn from this module, which
// loads with the catalogue. Icons the first screens already use come from lucide-react as usual.
import { createLucideIcon, type LucideIconNode } from 'lucide-react';

const path = (d: string, index: number): LucideIconNode => ['path', { d, key: `p${index}` }];
const circle = (cx: number, cy: number, r: number, index: number): LucideIconNode => ['circle', { cx, cy, r, key: `c${index}` }];
const icon = (name: string, paths: readonly string[], circles: readonly [number, number, number][] = []) =>
  createLucideIcon({ name, size: 24, node: [...paths.map(path), ...circles.map(([cx, cy, r], index) => circle(cx, cy, r, index))] });

export const Search = icon('search', ['m21 21-4.34-4.34'], [[11, 11, 8]]);
export const SlidersHorizontal = icon('sliders-horizontal', ['M10 5H3', 'M12 19H3', 'M14 3v4', 'M16 17v4', 'M21 12h-9', 'M21 19h-5', 'M21 5h-7', 'M8 10v4', 'M8 12H3']);
export const BadgePercent = icon('badge-percent', [
  'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
  'm15 9-6 6', 'M9 9h.01', 'M15 15h.01',
]);
export const ExternalLink = icon('external-link', ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6']);
export const Cog = icon('cog', [
  'M11 10.27 7 3.34', 'm11 13.73-4 6.93', 'M12 22v-2', 'M12 2v2', 'M14 12h8', 'm17 20.66-1-1.73', 'm17 3.34-1 1.73', 'M2 12h2',
  'm20.66 17-1.73-1', 'm20.66 7-1.73 1', 'm3.34 17 1.73-1', 'm3.34 7 1.73 1',
], [[12, 12, 2], [12, 12, 8]]);
export const Puzzle = icon('puzzle', [
  'M15.39 4.39a1 1 0 0 0 1.68-.474 2.5 2.5 0 1 1 3.014 3.015 1 1 0 0 0-.474 1.68l1.683 1.682a2.414 2.414 0 0 1 0 3.414L19.61 15.39a1 1 0 0 1-1.68-.474 2.5 2.5 0 1 0-3.014 3.015 1 1 0 0 1 .474 1.68l-1.683 1.682a2.414 2.414 0 0 1-3.414 0L8.61 19.61a1 1 0 0 0-1.68.474 2.5 2.5 0 1 1-3.014-3.015 1 1 0 0 0 .474-1.68l-1.683-1.682a2.414 2.414 0 0 1 0-3.414L4.39 8.61a1 1 0 0 1 1.68.474 2.5 2.5 0 1 0 3.014-3.015 1 1 0 0 1-.474-1.68l1.683-1.682a2.414 2.414 0 0 1 3.414 0z',
]);
export const TestTube = icon('test-tube', ['M14.5 2v17.5c0 1.4-1.1 2.5-2.5 2.5c-1.4 0-2.5-1.1-2.5-2.5V2', 'M8.5 2h7', 'M14.5 16h-5']);
export const Brush = icon('brush', [
  'm11 10 3 3', 'M6.5 21A3.5 3.5 0 1 0 3 17.5a2.62 2.62 0 0 1-.708 1.792A1 1 0 0 0 3 21z', 'M9.969 17.031 21.378 5.624a1 1 0 0 0-3.002-3.002L6.967 14.031',
]);
export const Star = icon('star', [
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
]);
