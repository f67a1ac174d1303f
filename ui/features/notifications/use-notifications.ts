// The /notifications list over localStorage: seeds the samples when nothing is stored, and writes every
// change back so the header badge (which polls storage) follows.
import { useState } from 'react';
import {
  NOTIFICATIONS_STORAGE_KEY,
  readNotifications,
  writeNotifications,
  type LocalNotification,
} from './notification-store.ts';

function loadAndSeed(): LocalNotification[] {
  const items = readNotifications();
  try {
    if (window.localStorage.getItem(NOTIFICATIONS_STORAGE_KEY) === null) writeNotifications(items);
  } catch {
    // Storage blocked: the list still works for this visit.
  }
  return items;
}

export function useNotifications() {
  const [items, setItems] = useState(loadAndSeed);

  const update = (change: (current: LocalNotification[]) => LocalNotification[]) => {
    setItems((current) => {
      const next = change(current);
      try {
        writeNotifications(next);
      } catch {
        // See above.
      }
      return next;
    });
  };

  return {
    items,
    markRead: (id: string) => update((list) => list.map((item) => (item.id === id ? { ...item, read: true } : item))),
    markAllRead: () => update((list) => list.map((item) => ({ ...item, read: true }))),
    dismiss: (id: string) => update((list) => list.filter((item) => item.id !== id)),
  };
}
