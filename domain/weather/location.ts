// Where the weather is looked up: the pool's coordinates rounded to 0.01° (1.1 km of latitude, and
// 1.1 km × cos(latitude) of longitude), so pools within about a kilometre share one cached forecast
// and the forecast service never learns an exact address. Spec §5 bounds: latitude −90…90,
// longitude −180…180.

export interface WeatherPlace {
  readonly latitude: number;
  readonly longitude: number;
  /** 'lat,lon' with two decimals: the cache key. */
  readonly key: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** -0 prints as '0', so a rounded -0.001 and 0.001 share a key. */
const text = (value: number) => (Object.is(value, -0) ? 0 : value).toFixed(2);

export function weatherPlace(latitude: number, longitude: number): WeatherPlace | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const lat = round2(latitude) + 0;
  const lon = round2(longitude) + 0;
  return { latitude: lat, longitude: lon, key: `${text(lat)},${text(lon)}` };
}
