// Main header (spec §2): product title, active pool name (else 'Main Pool'), pool settings (only when a
// pool exists), theme toggle, notifications bell and profile button. With two or more pools the name
// is a select that switches the active pool.
import { Link } from '@tanstack/react-router';
import { ChevronDown, Droplets, Settings, User } from 'lucide-react';
import { FALLBACK_POOL_NAME } from '../../api/pools.api.ts';
import { PoolPicker } from '../../features/pools/PoolPicker.tsx';
import { useActivePool } from '../../features/pools/use-active-pool.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const nameText = 'text-sm text-slate-600 dark:text-slate-300';

export function MainHeader() {
  const { pool, pools } = useActivePool();
  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/90 px-3 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
        <Droplets aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-lg leading-tight font-bold">Clearwater</h1>
        {pools.length > 1 ? (
          <span className="relative inline-flex max-w-full">
            <PoolPicker aria-label="Active pool" className={`h-6 max-w-full min-w-0 cursor-pointer appearance-none truncate bg-transparent pr-5 ${nameText}`} />
            <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1 right-0 size-4 text-slate-500" />
          </span>
        ) : (
          <p className={`truncate ${nameText}`} data-testid="pool-name">
            {pool?.name ?? FALLBACK_POOL_NAME}
          </p>
        )}
      </div>
      <nav aria-label="Header" className="flex items-center">
        {pool && (
          <Link to="/pool-settings" aria-label="Pool settings" className="btn-icon">
            <Settings aria-hidden="true" className="size-5" />
          </Link>
        )}
        <ThemeToggle />
        <NotificationBell />
        <Link to="/profile" aria-label="Profile" className="btn-icon">
          <User aria-hidden="true" className="size-5" />
        </Link>
      </nav>
    </header>
  );
}
