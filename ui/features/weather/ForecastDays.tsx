// Spec §2 and §9: the 3-day forecast — high and low, the icon, and the rain chance only when over 30 %.
import { Droplet } from 'lucide-react';
import type { Weather } from '../../api/weather.api.ts';
import { dayLabel, shownRainChance } from './weather-format.ts';
import { WeatherIcon } from './WeatherIcon.tsx';

export function ForecastDays({ weather }: { weather: Weather }) {
  const unit = weather.units.temperature;
  return (
    <section aria-labelledby="forecast-title" className="flex flex-col gap-2">
      <h3 id="forecast-title" className="text-sm font-bold">
        3-day forecast
      </h3>
      <ul className="grid grid-cols-3 gap-2">
        {weather.forecast.map((day, index) => {
          const rain = shownRainChance(day.rainChance);
          return (
            <li key={day.date} className="flex flex-col items-center gap-1 rounded-xl border border-slate-200 px-1 py-2 text-center dark:border-slate-700">
              <p className="text-xs font-semibold">{dayLabel(day.date, index)}</p>
              <WeatherIcon icon={day.icon} className="size-7" />
              <p className="text-sm">
                <span className="font-semibold">{day.tempHigh}°</span>
                <span className="text-slate-500 dark:text-slate-400"> / {day.tempLow}°</span>
                <span className="sr-only">{unit}</span>
              </p>
              {rain !== undefined && (
                <p className="flex items-center gap-0.5 text-xs font-semibold text-sky-700 dark:text-sky-300">
                  <Droplet aria-hidden="true" className="size-3" />
                  <span className="sr-only">Rain chance </span>
                  {rain}%
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
