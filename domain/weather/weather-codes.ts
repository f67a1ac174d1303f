// WMO weather interpretation codes (WMO code table 4677, as Open-Meteo reports them in
// `weather_code`; open-meteo.com/en/docs, "WMO Weather interpretation codes") → the icon the UI draws
// and a few words. Zod-free, so the contract and the UI can import the icon list.

export const WEATHER_ICONS = ['sun', 'cloud-sun', 'cloud', 'fog', 'drizzle', 'rain', 'snow', 'storm'] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

export interface WeatherCodeMeaning {
  readonly icon: WeatherIcon;
  readonly description: string;
}

const MEANINGS: Readonly<Record<number, WeatherCodeMeaning>> = {
  0: { icon: 'sun', description: 'Clear sky' },
  1: { icon: 'cloud-sun', description: 'Mainly clear' },
  2: { icon: 'cloud-sun', description: 'Partly cloudy' },
  3: { icon: 'cloud', description: 'Overcast' },
  45: { icon: 'fog', description: 'Fog' },
  48: { icon: 'fog', description: 'Freezing fog' },
  51: { icon: 'drizzle', description: 'Light drizzle' },
  53: { icon: 'drizzle', description: 'Drizzle' },
  55: { icon: 'drizzle', description: 'Dense drizzle' },
  56: { icon: 'drizzle', description: 'Freezing drizzle' },
  57: { icon: 'drizzle', description: 'Dense freezing drizzle' },
  61: { icon: 'rain', description: 'Light rain' },
  63: { icon: 'rain', description: 'Rain' },
  65: { icon: 'rain', description: 'Heavy rain' },
  66: { icon: 'rain', description: 'Freezing rain' },
  67: { icon: 'rain', description: 'Heavy freezing rain' },
  71: { icon: 'snow', description: 'Light snow' },
  73: { icon: 'snow', description: 'Snow' },
  75: { icon: 'snow', description: 'Heavy snow' },
  77: { icon: 'snow', description: 'Snow grains' },
  80: { icon: 'rain', description: 'Rain showers' },
  81: { icon: 'rain', description: 'Heavy showers' },
  82: { icon: 'rain', description: 'Violent showers' },
  85: { icon: 'snow', description: 'Snow showers' },
  86: { icon: 'snow', description: 'Heavy snow showers' },
  95: { icon: 'storm', description: 'Thunderstorm' },
  96: { icon: 'storm', description: 'Thunderstorm with hail' },
  99: { icon: 'storm', description: 'Thunderstorm with heavy hail' },
};

/** An unknown code (a newer table) reads as cloudy rather than failing the whole reply. */
export function weatherCodeMeaning(code: number): WeatherCodeMeaning {
  return MEANINGS[code] ?? { icon: 'cloud', description: 'Cloudy' };
}
