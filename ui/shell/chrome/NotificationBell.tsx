// Header bell linking to /notifications, with the unread badge capped at '99+'.
import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { formatUnreadBadge } from '../../features/notifications/notification-store.ts';
import { useUnreadCount } from '../../features/notifications/use-unread-count.ts';

export function NotificationBell() {
  const unread = useUnreadCount();
  const badge = formatUnreadBadge(unread);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to="/notifications" aria-label={label} className="btn-icon relative">
      <Bell aria-hidden="true" className="size-5" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
