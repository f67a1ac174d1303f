// @vitest-environment jsdom
// Whole-app routing by auth state (spec §2): loading spinner, landing, Page Not Found, /login for
// visitors, and the signed-in chrome around home.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch } from './testing/render-app.tsx';
import { aPool } from './testing/replies.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signed out', () => {
  it('shows Loading... while the user loads', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderApp('/');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('shows the landing screen at /', async () => {
    stubFetch({ 'GET /api/auth/user': { body: null } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
  });

  it("says it cannot reach the server, with Try Again, when the user call fails for lack of a network", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/test');
    expect(await screen.findByRole('heading', { name: /You're offline|Can't reach Clearwater/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('treats a 401 from the user call as signed out', async () => {
    stubFetch({ 'GET /api/auth/user': { status: 401, body: { error: { code: 'unauthorized', message: 'no' } } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'AI Photo Analysis' })).toBeTruthy();
  });

  it('shows Page Not Found at every signed-in path but /, and asks the API for nothing but the user', async () => {
    const paths = [
      '/products', '/products/x', '/test', '/pools/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/test', '/schedule', '/equipment', '/settings',
      '/pool-settings', '/notifications', '/achievements', '/profile', '/icons', '/history', '/no/such/page',
    ];
    for (const path of paths) {
      const fetchMock = stubFetch({ 'GET /api/auth/user': { body: null } });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' }), path).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('navigation', { name: 'Main' }), path).toBeNull();
      expect(fetchMock.mock.calls.map(([input]) => String(input)), path).toEqual(['/api/auth/user']);
      cleanup();
    }
    stubFetch({ 'GET /api/auth/user': { body: null } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it('lets a visitor open /login', async () => {
    stubFetch({ 'GET /api/auth/user': { body: null } });
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeTruthy();
  });
});

describe('signed in', () => {
  it('wraps home in the main header and bottom navigation, Home highlighted', async () => {
    stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { body: [] } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Clearwater' })).toBeTruthy();
    expect(screen.getByTestId('pool-name').textContent).toBe('Main Pool');
    expect(await screen.findByRole('button', { name: 'Start Pool Setup' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pool settings' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const tabs = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(tabs).toEqual(['Home', 'Products', 'Test', 'Schedule', 'Achievements']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBeNull();
  });

  it('names the first onboarded pool and offers its settings', async () => {
    stubFetch({
      'GET /api/auth/user': { body: signedInUser },
      'GET /api/pools': {
        body: [
          aPool({ id: '1', name: 'Draft Pool', onboardingCompleted: false }),
          aPool({ id: '2', name: 'Backyard Pool', onboardingCompleted: true, volumeGallons: 18000 }),
        ],
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Backyard Pool' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Active pool' })).toHaveProperty('value', '2');
    expect(screen.getByRole('link', { name: 'Pool settings' })).toBeTruthy();
  });

  it('keeps home usable when the pool list fails, with a retry', async () => {
    stubFetch({ 'GET /api/auth/user': { body: signedInUser }, 'GET /api/pools': { status: 500, body: 'boom' } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByTestId('pool-name').textContent).toBe('Main Pool');
  });

  it('shows Page Not Found for an unknown path', async () => {
    stubFetch({ 'GET /api/auth/user': { body: signedInUser } });
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
