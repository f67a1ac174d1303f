// @vitest-environment jsdom
// /notifications: seeded samples, mark read, mark all read, dismiss, empty state, relative times.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch } from '../../testing/render-app.tsx';
import { readNotifications } from './notification-store.ts';
import { formatAlertTime } from './relative-time.ts';

beforeEach(() => {
  window.localStorage.clear();
  stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { body: [] } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notifications screen', () => {
  it('seeds the three samples, and marks one read on tap', async () => {
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(readNotifications().map((item) => item.type)).toEqual(['critical', 'warning', 'info']);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Unread\. Critical/ })[0]!);
    expect(readNotifications().filter((item) => !item.read)).toHaveLength(2);
  });

  it('marks all read, and shows the empty state after dismissing everything', async () => {
    renderApp('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    expect(readNotifications().every((item) => item.read)).toBe(true);
    for (const dismiss of screen.getAllByRole('button', { name: /^Dismiss / })) await userEvent.click(dismiss);
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
    expect(window.localStorage.getItem('notifications')).toBe('[]');
  });

  it('formats alert times', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(formatAlertTime('2026-06-01T11:59:30Z', now)).toBe('Just now');
    expect(formatAlertTime('2026-06-01T11:15:00Z', now)).toBe('45m ago');
    expect(formatAlertTime('2026-06-01T07:00:00Z', now)).toBe('5h ago');
    expect(formatAlertTime('2026-05-20T12:00:00Z', now)).toBe(new Date('2026-05-20T12:00:00Z').toLocaleDateString('en-US'));
  });
});
