// /profile (spec §2): name and e-mail, links to settings and notifications, Help & Support (no action,
// as the spec has it) and Sign Out.
import { Link } from '@tanstack/react-router';
import { Bell, ChevronRight, CircleHelp, Settings } from 'lucide-react';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { AccountCard } from './AccountCard.tsx';
import { SignOutButton } from './SignOutButton.tsx';

const rowClass = 'flex min-h-12 w-full items-center gap-3 px-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800';

export function ProfileScreen() {
  return (
    <>
      <SubScreenHeader title="Profile" />
      <main className="flex flex-col gap-4 p-4">
        <AccountCard />
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
        <SignOutButton />
      </main>
    </>
  );
}
