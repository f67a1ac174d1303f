// Bottom navigation (spec §2): Home, Products, Test, Schedule, Achievements; the current tab is highlighted
// (and marked aria-current="page" by the router's Link).
import { Link } from '@tanstack/react-router';
import { Calendar, FlaskConical, House, ShoppingBag, Trophy } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

interface Tab {
  to: '/' | '/products' | '/test' | '/schedule' | '/achievements';
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const TABS: readonly Tab[] = [
  { to: '/', label: 'Home', Icon: House },
  { to: '/products', label: 'Products', Icon: ShoppingBag },
  { to: '/test', label: 'Test', Icon: FlaskConical },
  { to: '/schedule', label: 'Schedule', Icon: Calendar },
  { to: '/achievements', label: 'Achievements', Icon: Trophy },
];

export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: to === '/' }}
              className="flex min-h-14 flex-col items-center justify-center gap-0.5 text-[10.5px] font-medium text-slate-500 dark:text-slate-400"
              // The active tab: the brand colour and a bar above its icon (its label keeps its weight, so
              // 'Achievements' still fits a fifth of a 390 px screen).
              activeProps={{ className: 'relative text-brand-600! dark:text-brand-500! before:absolute before:top-0 before:h-0.5 before:w-8 before:rounded-full before:bg-current' }}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="max-w-full truncate tracking-tight">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
