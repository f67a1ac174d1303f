// Spec §2 Weather & Forecast: the current conditions — temperature, humidity, UV index, wind speed and
// the icon of the weather code.
import { Droplets, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Weather } from '../../api/weather.api.ts';
import { WeatherIcon } from './WeatherIcon.tsx';
import { Glyph } from './weather-glyphs.tsx';

export function CurrentConditions({ weather }: { weather: Weather }) {
  const { currentConditions: now, units } = weather;
  return (
    <section aria-label="Current conditions" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <WeatherIcon icon={now.icon} className="size-12 shrink-0" strokeWidth={1.6} />
        <div>
          <p className="text-3xl font-bold leading-none">
            {now.temperature}
            <span className="text-xl font-semibold">{units.temperature}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{now.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Measure icon={<Droplets aria-hidden="true" className={ICON} />} label="Humidity" value={`${now.humidity}%`} />
        <Measure icon={<Sun aria-hidden="true" className={ICON} />} label="UV index" value={String(now.uvIndex)} />
        <Measure icon={<Glyph name="wind" aria-hidden="true" className={ICON} />} label="Wind" value={`${now.windSpeed} ${units.windSpeed}`} />
      </dl>
    </section>
  );
}

const ICON = 'size-4 text-brand-600 dark:text-brand-500';

function Measure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5 rounded-xl bg-slate-50 px-2 py-2 dark:bg-slate-800">
      {icon}
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-sm font-semibold">{value}</dd>
    </div>
  );
}
