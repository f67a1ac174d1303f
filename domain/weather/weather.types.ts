// The weather at a pool as the domain reads it: what Open-Meteo reports (infra/weather turns its
// reply into this), in one unit system. The rules work in US units (°F, mph, inches) and convert a
// metric snapshot first (units.ts), so every threshold is written once.

export type UnitSystem = 'imperial' | 'metric';

/** Now, at the pool. Imperial: °F and mph; metric: °C and km/h. */
export interface CurrentWeather {
  readonly temperature: number;
  readonly humidityPercent: number;
  readonly uvIndex: number;
  readonly windSpeed: number;
  /** WMO weather interpretation code (weather-codes.ts). */
  readonly weatherCode: number;
}

/** One day of the forecast, in the pool's time zone. Imperial: °F, inches, mph; metric: °C, mm, km/h. */
export interface DailyWeather {
  /** YYYY-MM-DD, the pool's local date. */
  readonly date: string;
  readonly tempHigh: number;
  readonly tempLow: number;
  /** Highest chance of precipitation that day, percent; null when the model gives none. */
  readonly rainChancePercent: number | null;
  /** Total precipitation that day (rain, showers and snow as water). */
  readonly precipitation: number;
  readonly uvIndexMax: number | null;
  readonly windGustsMax: number | null;
  /** The day's most significant WMO weather code; null when not given. */
  readonly weatherCode: number | null;
}

export interface WeatherSnapshot {
  readonly units: UnitSystem;
  /** IANA time zone of the pool, as the forecast service resolved it. */
  readonly timezone: string;
  readonly current: CurrentWeather;
  /** Today first; three days. */
  readonly daily: readonly DailyWeather[];
}

export type AlertSeverity = 'low' | 'medium' | 'high';
export type AlertKind = 'chlorine' | 'frost' | 'rain' | 'heat' | 'wind';

export interface WeatherAlert {
  readonly kind: AlertKind;
  readonly title: string;
  readonly recommendation: string;
  readonly severity: AlertSeverity;
}

/** What the rules know of the pool (its profile). */
export interface WeatherPool {
  readonly volumeGallons: number;
  readonly type: 'inground' | 'above_ground';
  readonly sanitationType: string;
  readonly hasSaltChlorinator: boolean;
  readonly preferredChlorineTypes: readonly ('liquid' | 'granular' | 'tablets' | 'cal_hypo')[];
  readonly sunExposure: 'full' | 'partial' | 'shaded' | null;
  readonly nearbyTrees: boolean;
}

/**
 * The pool's water as the rules read it. Levels from a test older than the caller's freshness limit
 * are left out (null), since a week-old chlorine level says nothing about tonight; CYA changes
 * slowly, so it is the latest measured CYA whatever its age.
 */
export interface WeatherWater {
  readonly freeChlorinePpm: number | null;
  readonly totalAlkalinityPpm: number | null;
  readonly temperatureF: number | null;
  readonly cyaPpm: number | null;
}
