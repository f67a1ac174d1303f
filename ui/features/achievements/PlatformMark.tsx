// A platform's mark in the share menu: its initial on its brand colour (the app carries no logos).
import { Camera } from 'lucide-react';
import type { SharePlatform } from '../../api/achievements.api.ts';

const MARKS: Record<SharePlatform, { text: string | null; className: string }> = {
  twitter: { text: 'X', className: 'bg-black text-white dark:bg-white dark:text-black' },
  facebook: { text: 'f', className: 'bg-[#1877f2] text-white' },
  linkedin: { text: 'in', className: 'bg-[#0a66c2] text-white' },
  instagram: { text: null, className: 'bg-gradient-to-tr from-[#f9a825] via-[#e1306c] to-[#833ab4] text-white' },
};

export function PlatformMark({ platform }: { platform: SharePlatform }) {
  const { text, className } = MARKS[platform];
  return (
    <span aria-hidden="true" className={`flex size-9 shrink-0 items-center justify-center rounded-lg text-base font-bold ${className}`}>
      {text ?? <Camera className="size-5" />}
    </span>
  );
}
