// The signed-in account at a glance (spec §2 /profile, and /settings' profile card): the picture the
// sign-in provider gave (or a person icon), the name or 'Pool Owner', and the e-mail.
import { useQuery } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { authUserQueryOptions } from '../../api/users.api.ts';

export function AccountCard({ label = 'Account' }: { label?: string }) {
  const { data: user } = useQuery(authUserQueryOptions());
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Pool Owner';
  return (
    <section aria-label={label} className="card flex items-center gap-4">
      {user?.profileImageUrl ? (
        // The provider's host learns nothing of the page it is shown on.
        <img src={user.profileImageUrl} alt="" width={56} height={56} referrerPolicy="no-referrer" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500">
          <User aria-hidden="true" className="size-7" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold">{name}</p>
        {user?.email && <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>}
      </div>
    </section>
  );
}
