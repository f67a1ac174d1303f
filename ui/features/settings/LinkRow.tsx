// A settings row that goes to another screen: icon, label, chevron; the whole row is the tap target.
import { Link } from '@tanstack/react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';

type Destination = '/pool-settings' | '/equipment' | '/schedule' | '/test' | '/notifications';

export function LinkRow({ to, label, Icon }: { to: Destination; label: string; Icon: LucideIcon }) {
  return (
    <Link to={to} className="flex min-h-12 items-center gap-3 px-4 hover:bg-slate-50 dark:hover:bg-slate-800">
      <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
      <span className="flex-1 font-medium">{label}</span>
      <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
    </Link>
  );
}
