// Spec §2: the alerts — what the forecast means for this pool tonight — each with its title,
// recommendation and severity (high red, medium amber, low blue).
import { AlertTriangle, Info } from 'lucide-react';
import type { Weather } from '../../api/weather.api.ts';
import type { AlertSeverity } from '../../../contracts/weather.contract.ts';
import { SEVERITY_LABEL } from './weather-format.ts';

const TONE: Record<AlertSeverity, { box: string; badge: string; icon: string }> = {
  high: {
    box: 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40',
    badge: 'bg-red-600 text-white',
    icon: 'text-red-600 dark:text-red-400',
  },
  medium: {
    box: 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40',
    badge: 'bg-amber-400 text-amber-950',
    icon: 'text-amber-600 dark:text-amber-400',
  },
  low: {
    box: 'border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40',
    badge: 'bg-sky-600 text-white',
    icon: 'text-sky-600 dark:text-sky-400',
  },
};

export function WeatherAlerts({ alerts }: { alerts: Weather['alerts'] }) {
  if (alerts.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">No weather alerts for your pool.</p>;
  }
  return (
    <section aria-labelledby="weather-alerts-title" className="flex flex-col gap-2">
      <h3 id="weather-alerts-title" className="text-sm font-bold">
        Pool alerts
      </h3>
      <ul className="flex flex-col gap-2">
        {alerts.map((alert) => {
          const tone = TONE[alert.severity];
          const Icon = alert.severity === 'low' ? Info : AlertTriangle;
          return (
            <li key={alert.title} className={`flex gap-2 rounded-xl border p-3 ${tone.box}`}>
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${tone.icon}`} />
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm leading-snug font-semibold">{alert.title}</p>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${tone.badge}`}>
                    <span className="sr-only">Severity: </span>
                    {SEVERITY_LABEL[alert.severity]}
                  </span>
                </div>
                <p className="text-sm leading-snug text-slate-700 dark:text-slate-200">{alert.recommendation}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
