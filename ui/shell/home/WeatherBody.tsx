// The body of home section 3 (spec §2), Weather & Forecast for the active pool. Its code (the weather
// API, the location form, the icons) loads only when the section is opened, so home's first screen
// does not carry it.
import { lazy, Suspense } from 'react';

const ActivePoolWeather = lazy(() => import('../../features/weather/WeatherPanel.tsx').then((m) => ({ default: m.ActivePoolWeather })));

export function WeatherBody() {
  return (
    <Suspense fallback={<p className="text-sm">Loading weather...</p>}>
      <ActivePoolWeather />
    </Suspense>
  );
}
