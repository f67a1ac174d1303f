// One piece of equipment on /equipment (spec §2, §3, §4): name, category, brand and model, status and
// condition, its warranty and maintenance lines, notes; Edit and Delete, Mark Issue / Mark Fixed and
// 'Serviced today' (done once a day: it reads as done when today is the last service).
import { CalendarClock, Check, CircleAlert, CircleCheck, Pencil, ShieldCheck, Trash2, Wrench, type LucideIcon } from 'lucide-react';
import type { Equipment } from '../../api/equipment.api.ts';
import { ConditionTag, StatusBadge } from './EquipmentBadges.tsx';
import { equipmentSubtitle, formatDay, maintenanceLine, warrantyLine, type StateLine, type Tone } from './equipment-format.ts';

const LINE_CLASS: Record<Tone, string> = {
  good: 'text-green-800 dark:text-green-300',
  warning: 'text-amber-800 dark:text-amber-300',
  critical: 'text-red-700 dark:text-red-300',
  neutral: 'text-slate-600 dark:text-slate-300',
};

export function StateLineText({ line, kind }: { line: StateLine; kind: 'warranty' | 'maintenance' }) {
  const Icon: LucideIcon = kind === 'warranty' ? ShieldCheck : CalendarClock;
  return (
    <p className={`flex items-center gap-1.5 text-sm ${LINE_CLASS[line.tone]}`}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {line.text}
    </p>
  );
}

interface Props {
  item: Equipment;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggleStatus: () => void;
  onServiced: () => void;
}

export function EquipmentCard({ item, busy, onEdit, onDelete, onToggleStatus, onServiced }: Props) {
  const warranty = warrantyLine(item);
  const maintenance = maintenanceLine(item);
  const servicedToday = item.lastMaintenanceDate === item.asOf;
  const showLastService = item.lastMaintenanceDate !== null && item.maintenanceIntervalDays !== null && !servicedToday;
  return (
    <li className="card flex flex-col gap-3" data-testid="equipment-item" aria-labelledby={`equipment-${item.id}`}>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1 pt-1">
          <h3 id={`equipment-${item.id}`} className="font-semibold break-words">
            {item.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{equipmentSubtitle(item)}</p>
        </div>
        <button type="button" className="btn-icon shrink-0" aria-label={`Edit ${item.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className="btn-icon shrink-0" aria-label={`Delete ${item.name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex flex-wrap gap-2">
        <StatusBadge status={item.status} />
        <ConditionTag condition={item.condition} />
      </div>
      {(warranty || maintenance || item.serialNumber) && (
        <div className="flex flex-col gap-1">
          {warranty && <StateLineText line={warranty} kind="warranty" />}
          {maintenance && <StateLineText line={maintenance} kind="maintenance" />}
          {showLastService && <p className="pl-5.5 text-xs text-slate-600 dark:text-slate-300">Last serviced {formatDay(item.lastMaintenanceDate ?? '')}</p>}
          {item.serialNumber && <p className="text-xs text-slate-600 dark:text-slate-300">Serial {item.serialNumber}</p>}
        </div>
      )}
      {item.notes && <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{item.notes}</p>}
      {/* Each button as wide as its label needs: 'Serviced today' stays on one line at 390 px. */}
      <div className="flex gap-2">
        <button type="button" className="btn-secondary flex-auto gap-1.5 px-2 text-sm whitespace-nowrap" disabled={busy} onClick={onToggleStatus}>
          {item.status === 'good' ? <CircleAlert aria-hidden="true" className="size-4" /> : <CircleCheck aria-hidden="true" className="size-4" />}
          {item.status === 'good' ? 'Mark Issue' : 'Mark Fixed'}
        </button>
        <button type="button" className="btn-secondary flex-auto gap-1.5 px-2 text-sm whitespace-nowrap" disabled={busy || servicedToday} onClick={onServiced}>
          {servicedToday ? <Check aria-hidden="true" className="size-4" /> : <Wrench aria-hidden="true" className="size-4" />}
          Serviced today
        </button>
      </div>
    </li>
  );
}
