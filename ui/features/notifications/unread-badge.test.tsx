// @vitest-environment jsdom
// The header bell's unread badge: seeded samples give 3, the count follows localStorage, '99+' above 99.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch } from '../../testing/render-app.tsx';
import { formatUnreadBadge, type LocalNotification } from './notification-store.ts';

function storeUnread(count: number) {
  const items: LocalNotification[] = Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    type: 'info',
    title: 'Alert',
    message: 'Message',
    timestamp: new Date(0).toISOString(),
    read: false,
  }));
  window.localStorage.setItem('notifications', JSON.stringify(items));
}

beforeEach(() => {
  window.localStorage.clear();
  stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { body: [] } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function bell() {
  return screen.findByRole('link', { name: /^Notifications/ });
}

describe('unread badge', () => {
  it('formats counts and caps at 99+', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
    expect(formatUnreadBadge(100)).toBe('99+');
  });

  it('counts the three seeded samples when nothing is stored', async () => {
    renderApp('/');
    const link = await bell();
    expect(within(link).getByTestId('unread-badge').textContent).toBe('3');
    expect(link.getAttribute('aria-label')).toBe('Notifications, 3 unread');
  });

  it('shows 99+ for 150 unread alerts', async () => {
    storeUnread(150);
    renderApp('/');
    expect(within(await bell()).getByTestId('unread-badge').textContent).toBe('99+');
  });

  it('re-reads storage every second', async () => {
    storeUnread(2);
    renderApp('/');
    const link = await bell();
    expect(within(link).getByTestId('unread-badge').textContent).toBe('2');
    storeUnread(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(within(link).queryByTestId('unread-badge')).toBeNull();
    expect(link.getAttribute('aria-label')).toBe('Notifications');
  });
});
