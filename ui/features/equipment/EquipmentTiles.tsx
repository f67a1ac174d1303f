// The /equipment status summary (spec §2): four tiles, Good, Issues, Warranty Alerts and Maintenance
// Due, each a count over the pool's equipment; a count above zero takes its tone.
import { CalendarClock, CircleAlert, CircleCheck, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { Equipment } from '../../api/equipment.api.ts';
import { equipmentCounts, type EquipmentCounts } from './equipment-format.ts';

const TILES: readonly { key: keyof EquipmentCounts; label: string; Icon: LucideIcon; active: string }[] = [
  { key: 'good', label: 'Good', Icon: CircleCheck, active: 'text-green-700 dark:text-green-300' },
  { key: 'issues', label: 'Issues', Icon: CircleAlert, active: 'text-red-700 dark:text-red-300' },
  { key: 'warrantyAlerts', label: 'Warranty Alerts', Icon: ShieldAlert, active: 'text-amber-700 dark:text-amber-300' },
  { key: 'maintenanceDue', label: 'Maintenance Due', Icon: CalendarClock, active: 'text-amber-700 dark:text-amber-300' },
];

export function EquipmentTiles({ items }: { items: readonly Equipment[] }) {
  const counts = equipmentCounts(items);
  return (
    <section aria-label="Equipment status summary">
      <ul className="grid grid-cols-2 gap-3">
        {TILES.map(({ key, label, Icon, active }) => {
          const count = counts[key];
          const tone = count > 0 ? active : 'text-slate-500 dark:text-slate-400';
          return (
            <li key={key} className="card flex items-center gap-3 p-3" data-testid={`tile-${key}`}>
              <Icon aria-hidden="true" className={`size-6 shrink-0 ${tone}`} />
              <p className="flex min-w-0 flex-col">
                <span className={`text-2xl leading-tight font-bold ${count > 0 ? tone : ''}`}>{count}</span>
                <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
