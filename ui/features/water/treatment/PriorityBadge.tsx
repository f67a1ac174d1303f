// Priority to badge (spec §4): critical and high are destructive, medium default, low secondary.
import type { Priority } from '../../../../domain/chemistry/index.ts';

const STYLE: Record<Priority, string> = {
  critical: 'bg-red-600 text-white',
  high: 'bg-red-600 text-white',
  medium: 'bg-brand-700 text-white',
  low: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

export function priorityBadgeVariant(priority: Priority): 'destructive' | 'default' | 'secondary' {
  switch (priority) {
    case 'critical':
    case 'high':
      return 'destructive';
    case 'medium':
      return 'default';
    case 'low':
      return 'secondary';
    default: {
      const unknown: never = priority;
      throw new Error(`unknown priority ${String(unknown)}`);
    }
  }
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span data-variant={priorityBadgeVariant(priority)} className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STYLE[priority]}`}>
      {priority}
    </span>
  );
}
