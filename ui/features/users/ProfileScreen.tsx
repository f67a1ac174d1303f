// /profile (spec §2): name, e-mail, links to settings and notifications, Help & Support (no action yet)
// and Sign Out (a form post to the logout endpoint, which signs out and redirects home).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, ChevronRight, CircleHelp, LogOut, Settings, User } from 'lucide-react';
import { authUserQueryOptions, LOGOUT_PATH } from '../../api/users.api.ts';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';

const rowClass = 'flex min-h-12 w-full items-center gap-3 px-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800';

export function ProfileScreen() {
  const { data: user } = useQuery(authUserQueryOptions());
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Pool Owner';
  return (
    <>
      <SubScreenHeader title="Profile" />
      <main className="flex flex-col gap-4 p-4">
        <section className="card flex items-center gap-4" aria-label="Account">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
            <User aria-hidden="true" className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{name}</p>
            {user?.email && <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>}
          </div>
        </section>
        <nav aria-label="Profile" className="card overflow-hidden p-0!">
          <Link to="/settings" className={rowClass}>
            <Settings aria-hidden="true" className="size-5" /> <span className="flex-1">Settings</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/notifications" className={rowClass}>
            <Bell aria-hidden="true" className="size-5" /> <span className="flex-1">Notifications</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <button type="button" className={rowClass}>
            <CircleHelp aria-hidden="true" className="size-5" /> <span className="flex-1">Help & Support</span>
          </button>
        </nav>
        {/* A form post, not a link: another site can make the browser follow a link, not post with our origin. */}
        <form method="post" action={LOGOUT_PATH}>
          <button type="submit" className="btn-primary w-full bg-red-600! hover:bg-red-700!">
            <LogOut aria-hidden="true" className="size-5" /> Sign Out
          </button>
        </form>
      </main>
    </>
  );
}
