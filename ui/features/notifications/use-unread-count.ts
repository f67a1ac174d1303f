// Unread alert count for the header bell: re-read every 1 s and on storage change (spec §9), because
// other tabs and screens write the list straight to localStorage.
import { useEffect, useState } from 'react';
import { countUnread, NOTIFICATIONS_STORAGE_KEY, readNotifications } from './notification-store.ts';

export const UNREAD_POLL_MS = 1000;

export function useUnreadCount(): number {
  const [count, setCount] = useState(() => countUnread(readNotifications()));

  useEffect(() => {
    const refresh = () => setCount(countUnread(readNotifications()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === NOTIFICATIONS_STORAGE_KEY) refresh();
    };
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return count;
}
