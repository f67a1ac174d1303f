// The body of home section 3 (spec §2), Weather & Forecast for the pool, refetched every 30 min; loaded when
// the section is first opened (HomeSections.tsx). Any failure shows 'Weather Unavailable' (no invented
// weather); the location-setting form for a 'location' error is the weather issue's to build.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchQueryKey } from '../../api/client.ts';
import type { PoolId } from '../../api/pools.api.ts';

const WEATHER_REFETCH_MS = 30 * 60_000;

const weatherSchema = z.looseObject({
  currentConditions: z.looseObject({
    temperature: z.number(),
    humidity: z.number(),
    uvIndex: z.number(),
    windSpeed: z.number(),
  }),
  forecast: z.optional(
    z.array(z.looseObject({ date: z.string(), tempHigh: z.number(), tempLow: z.number(), rainChance: z.number() })),
  ),
});

export function WeatherBody({ poolId }: { poolId: PoolId }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['api', 'pools', String(poolId), 'weather'],
    queryFn: (context) => fetchQueryKey(context, weatherSchema),
    refetchInterval: WEATHER_REFETCH_MS,
  });
  if (isPending) return <p className="text-sm">Loading weather...</p>;
  if (isError) {
    return (
      <div role="status">
        <p className="text-sm font-semibold">Weather Unavailable</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">Unable to fetch weather data. Try again later.</p>
      </div>
    );
  }
  const now = data.currentConditions;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-2xl font-bold">{Math.round(now.temperature)}°F</p>
      <p>
        Humidity {now.humidity}% · UV {now.uvIndex} · Wind {now.windSpeed} mph
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {(data.forecast ?? []).slice(0, 3).map((day) => (
          <li key={day.date} className="rounded-lg bg-slate-100 p-2 text-center dark:bg-slate-800">
            <p className="font-medium">{new Date(day.date).toLocaleDateString('en-US', { weekday: 'short' })}</p>
            <p>
              {Math.round(day.tempHigh)}° / {Math.round(day.tempLow)}°
            </p>
            {day.rainChance > 30 && <p>{day.rainChance}% rain</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
