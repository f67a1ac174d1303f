// The icon of a weather code (domain/weather/weather-codes.ts): lucide's Sun and CloudSun (already in
// the app's chunk), the rest drawn by weather-glyphs.tsx.
import { CloudSun, Sun } from 'lucide-react';
import type { WeatherIcon as WeatherIconName } from '../../../contracts/weather.contract.ts';
import { Glyph, type GlyphName } from './weather-glyphs.tsx';

const GLYPH_OF: Record<Exclude<WeatherIconName, 'sun' | 'cloud-sun'>, GlyphName> = {
  cloud: 'cloud', fog: 'cloud-fog', drizzle: 'cloud-drizzle', rain: 'cloud-rain', snow: 'cloud-snow', storm: 'cloud-lightning',
};

const COLOURS: Record<WeatherIconName, string> = {
  sun: 'text-amber-500', 'cloud-sun': 'text-amber-500', cloud: 'text-slate-500 dark:text-slate-400', fog: 'text-slate-500 dark:text-slate-400',
  drizzle: 'text-sky-600 dark:text-sky-400', rain: 'text-sky-600 dark:text-sky-400', snow: 'text-sky-400', storm: 'text-violet-600 dark:text-violet-400',
};

export function WeatherIcon({ icon, className = '', strokeWidth }: { icon: WeatherIconName; className?: string; strokeWidth?: number }) {
  const classes = `${COLOURS[icon]} ${className}`;
  if (icon === 'sun') return <Sun aria-hidden="true" className={classes} strokeWidth={strokeWidth} />;
  if (icon === 'cloud-sun') return <CloudSun aria-hidden="true" className={classes} strokeWidth={strokeWidth} />;
  return <Glyph name={GLYPH_OF[icon]} aria-hidden="true" className={classes} strokeWidth={strokeWidth} />;
}
