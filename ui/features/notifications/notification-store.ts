// Local alerts kept in the browser (spec §3: localStorage key 'notifications'; entries id, type, title,
// message, timestamp, read). When nothing is stored, the three seeded samples of spec §2 are used:
// critical pH, warning high free chlorine, info active treatment plan — so the unread count starts at 3.
import { z } from 'zod/mini';

export const NOTIFICATIONS_STORAGE_KEY = 'notifications';

/** One stored alert. */
export const localNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(['critical', 'warning', 'info']),
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type LocalNotification = z.output<typeof localNotificationSchema>;
const storedNotificationsSchema = z.array(localNotificationSchema);

export function sampleNotifications(now: Date): LocalNotification[] {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return [
    {
      id: 'sample-ph-critical',
      type: 'critical',
      title: 'pH Level Critical',
      message: 'Your pool pH is outside the safe range. Test and treat the water before swimming.',
      timestamp: minutesAgo(5),
      read: false,
    },
    {
      id: 'sample-chlorine-high',
      type: 'warning',
      title: 'High Free Chlorine',
      message: 'Free chlorine is above 3 ppm. Wait for it to drop before swimming.',
      timestamp: minutesAgo(120),
      read: false,
    },
    {
      id: 'sample-treatment-active',
      type: 'info',
      title: 'Treatment Plan Active',
      message: 'You have an active treatment plan. Follow the next step when it is ready.',
      timestamp: minutesAgo(60 * 26),
      read: false,
    },
  ];
}

/** The stored alerts, or the seeded samples when nothing (or nothing readable) is stored. */
export function readNotifications(now = new Date()): LocalNotification[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(NOTIFICATIONS_STORAGE_KEY);
  } catch {
    return sampleNotifications(now);
  }
  if (raw === null) return sampleNotifications(now);
  try {
    return storedNotificationsSchema.parse(JSON.parse(raw));
  } catch {
    return sampleNotifications(now);
  }
}

export function writeNotifications(notifications: readonly LocalNotification[]): void {
  window.localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(notifications));
}

export function countUnread(notifications: readonly LocalNotification[]): number {
  return notifications.filter((item) => !item.read).length;
}

/** Badge text: the count, or '99+' above 99 (spec §2); null hides the badge. */
export function formatUnreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
