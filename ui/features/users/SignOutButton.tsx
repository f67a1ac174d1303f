// Sign Out (spec §2, on /profile and /settings): a form post to the logout endpoint, which signs out and
// goes home. A post, not a link: another site can make the browser follow a link, not post with our origin.
import { LogOut } from 'lucide-react';
import { LOGOUT_PATH } from '../../api/users.api.ts';

export function SignOutButton() {
  return (
    <form method="post" action={LOGOUT_PATH}>
      <button type="submit" className="btn-secondary w-full border-red-300! text-red-700! dark:border-red-900! dark:text-red-300!">
        <LogOut aria-hidden="true" className="size-5" /> Sign Out
      </button>
    </form>
  );
}
