// The Weather & Forecast section's content (spec §2, §4 Weather states): loading; the location form
// when the error names the location; 'Weather Unavailable' for any other error (also toasted, spec
// §8, once per failure); otherwise current conditions, the pool's alerts and the 3-day forecast.
// Refetched every 30 minutes (weatherQueryOptions). Loaded only when the section is opened.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLocationError, weatherQueryOptions, type Weather } from '../../api/weather.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { useActivePool } from '../pools/use-active-pool.ts';
import { toast } from '../../shell/toast/toast-state.ts';
import { CurrentConditions } from './CurrentConditions.tsx';
import { ForecastDays } from './ForecastDays.tsx';
import { LocationForm } from './LocationForm.tsx';
import { WeatherAlerts } from './WeatherAlerts.tsx';
import { ageText, OUTLINE_BUTTON } from './weather-format.ts';
import { Glyph } from './weather-glyphs.tsx';

const UNAVAILABLE = { title: 'Weather Unavailable', description: 'Unable to fetch weather data. Try again later.' } as const;

/** The section shows only with a pool (spec §2): the active one. */
export function ActivePoolWeather() {
  const { pool } = useActivePool();
  return pool ? <WeatherPanel poolId={pool.id} /> : null;
}

export function WeatherPanel({ poolId }: { poolId: PoolId }) {
  const { data, error, isPending, isError, errorUpdatedAt, refetch, isFetching } = useQuery(weatherQueryOptions(poolId));
  const needsLocation = isError && isLocationError(error);
  // A failed 30-minute refetch keeps showing the weather it has.
  const unavailable = isError && !needsLocation && data === undefined;

  useEffect(() => {
    if (unavailable) toast({ ...UNAVAILABLE, variant: 'destructive' });
  }, [unavailable, errorUpdatedAt]);

  if (data) return <WeatherDetails weather={data} />;
  if (isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Loading weather...
      </p>
    );
  }
  if (needsLocation) return <LocationForm poolId={poolId} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Glyph name="cloud-off" aria-hidden="true" className="size-4" />
        {UNAVAILABLE.title}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{UNAVAILABLE.description}</p>
      <button type="button" className={OUTLINE_BUTTON} onClick={() => void refetch()} disabled={isFetching}>
        Try Again
      </button>
    </div>
  );
}

function WeatherDetails({ weather }: { weather: Weather }) {
  return (
    <div className="flex flex-col gap-4">
      <CurrentConditions weather={weather} />
      <WeatherAlerts alerts={weather.alerts} />
      <ForecastDays weather={weather} />
      {weather.stale && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          The weather service is not answering: this forecast is from {ageText(weather.updatedAt, Date.now())}.
        </p>
      )}
    </div>
  );
}
