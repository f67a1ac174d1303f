// /notifications (spec §2): alerts kept in this browser; tap one to mark it read, 'Mark All Read', dismiss;
// "You're all caught up!" when the list is empty.
import { AlertTriangle, CheckCircle2, Info, OctagonAlert, X } from 'lucide-react';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import type { LocalNotification } from './notification-store.ts';
import { formatAlertTime } from './relative-time.ts';
import { useNotifications } from './use-notifications.ts';

const TYPE_STYLE: Record<LocalNotification['type'], { Icon: typeof Info; className: string; label: string }> = {
  critical: { Icon: OctagonAlert, className: 'text-red-600 dark:text-red-400', label: 'Critical' },
  warning: { Icon: AlertTriangle, className: 'text-amber-600 dark:text-amber-400', label: 'Warning' },
  info: { Icon: Info, className: 'text-brand-600 dark:text-brand-500', label: 'Info' },
};

function AlertRow({ item, now, onRead, onDismiss }: {
  item: LocalNotification;
  now: Date;
  onRead: () => void;
  onDismiss: () => void;
}) {
  const { Icon, className, label } = TYPE_STYLE[item.type];
  return (
    <li className={`card flex items-start gap-2 p-0! ${item.read ? 'opacity-70' : ''}`}>
      <button
        type="button"
        onClick={onRead}
        aria-label={`${item.read ? '' : 'Unread. '}${label}: ${item.title}. ${item.message}`}
        className="flex min-h-11 flex-1 items-start gap-3 rounded-2xl p-4 text-left"
      >
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex items-center gap-2 font-semibold">
            {item.title}
            {!item.read && <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-300">{item.message}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{formatAlertTime(item.timestamp, now)}</span>
        </span>
      </button>
      <button type="button" onClick={onDismiss} aria-label={`Dismiss ${item.title}`} className="btn-icon m-1">
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

export function NotificationsScreen() {
  const { items, markRead, markAllRead, dismiss } = useNotifications();
  const now = new Date();
  const hasUnread = items.some((item) => !item.read);
  return (
    <>
      <SubScreenHeader title="Notifications" />
      <main className="flex flex-col gap-3 p-4">
        {items.length === 0 ? (
          <section className="card flex flex-col items-center gap-2 py-10 text-center">
            <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
            <p className="font-semibold">You're all caught up!</p>
          </section>
        ) : (
          <>
            <div className="flex justify-end">
              <button type="button" className="btn-icon px-3 text-sm font-semibold" onClick={markAllRead} disabled={!hasUnread}>
                Mark All Read
              </button>
            </div>
            <ul className="flex flex-col gap-3" aria-label="Alerts">
              {items.map((item) => (
                <AlertRow
                  key={item.id}
                  item={item}
                  now={now}
                  onRead={() => markRead(item.id)}
                  onDismiss={() => dismiss(item.id)}
                />
              ))}
            </ul>
          </>
        )}
      </main>
    </>
  );
}
