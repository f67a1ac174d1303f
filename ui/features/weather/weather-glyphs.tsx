// Weather and location icons drawn here rather than imported from lucide-react: the build puts every
// lucide icon into the first screen's 'app' chunk (vite.config.ts groups everything lucide's index
// reaches), and these are needed only once the weather section opens. Path data from Lucide
// (lucide.dev), ISC License, Copyright (c) Lucide Icons and Contributors.
import type { SVGProps } from 'react';

type Node = readonly ['path', { d: string }] | readonly ['circle', { cx: string; cy: string; r: string }] | readonly ['line', { x1: string; x2: string; y1: string; y2: string }];

const CLOUD_TOP = 'M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242';
const path = (d: string): Node => ['path', { d }];

export const GLYPHS = {
  cloud: [path('M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z')],
  'cloud-drizzle': [path(CLOUD_TOP), path('M8 19v1'), path('M8 14v1'), path('M16 19v1'), path('M16 14v1'), path('M12 21v1'), path('M12 16v1')],
  'cloud-fog': [path(CLOUD_TOP), path('M16 17H7'), path('M17 21H9')],
  'cloud-lightning': [path('M6 16.326A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 .5 8.973'), path('m13 12-3 5h4l-3 5')],
  'cloud-rain': [path(CLOUD_TOP), path('M16 14v6'), path('M8 14v6'), path('M12 16v6')],
  'cloud-snow': [path(CLOUD_TOP), path('M8 15h.01'), path('M8 19h.01'), path('M12 17h.01'), path('M12 21h.01'), path('M16 15h.01'), path('M16 19h.01')],
  'cloud-off': [path('M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057'), path('M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78'), path('m2 2 20 20')],
  wind: [path('M12.8 19.6A2 2 0 1 0 14 16H2'), path('M17.5 8a2.5 2.5 0 1 1 2 4H2'), path('M9.8 4.4A2 2 0 1 1 11 8H2')],
  'map-pin': [path('M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0'), ['circle', { cx: '12', cy: '10', r: '3' }]],
  'locate-fixed': [
    ['line', { x1: '2', x2: '5', y1: '12', y2: '12' }], ['line', { x1: '19', x2: '22', y1: '12', y2: '12' }],
    ['line', { x1: '12', x2: '12', y1: '2', y2: '5' }], ['line', { x1: '12', x2: '12', y1: '19', y2: '22' }],
    ['circle', { cx: '12', cy: '12', r: '7' }], ['circle', { cx: '12', cy: '12', r: '3' }],
  ],
} satisfies Record<string, readonly Node[]>;

export type GlyphName = keyof typeof GLYPHS;

/** A 24 × 24 stroked icon, drawn like lucide's (currentColor, width 2, round joins). */
export function Glyph({ name, strokeWidth = 2, ...props }: { name: GlyphName; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {GLYPHS[name].map(([tag, attributes], i) => {
        if (tag === 'path') return <path key={i} {...attributes} />;
        if (tag === 'circle') return <circle key={i} {...attributes} />;
        return <line key={i} {...attributes} />;
      })}
    </svg>
  );
}
