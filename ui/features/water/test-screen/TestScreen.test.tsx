// @vitest-environment jsdom
// /pools/{id}/test for ids that are not the owner's pools: a malformed id is 'Page Not Found' without a
// request, a well-formed id not in the pool list is 'Page Not Found' once the list has loaded (the
// spinner until then), and the owner's own pool gets the test screen.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../../testing/render-app.tsx';
import { aPool } from '../../../testing/replies.ts';

const OWN = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
const FOREIGN = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

function stub(extra: StubRoutes = {}) {
  return stubFetch({
    'GET /api/auth/user': { body: signedInUser },
    'GET /api/pools': { body: [aPool({ id: OWN, name: 'Backyard Pool', onboardingCompleted: true })] },
    [`GET /api/pools/${OWN}/readings/recent`]: { body: [] },
    [`GET /api/pools/${OWN}/treatment-plan`]: { body: null },
    ...extra,
  });
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/pools/{id}/test', () => {
  it.each(['not-a-pool', '123', `${OWN}x`, `${OWN.slice(0, -1)}g`])('shows Page Not Found for the malformed id %s without asking for pools', async (id) => {
    const fetchMock = stub();
    renderApp(`/pools/${id}/test`);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(requested(fetchMock)).toEqual(['/api/auth/user']);
  });

  it("shows the spinner while the pools load, then Page Not Found for a pool that is not the owner's", async () => {
    let release: () => void = () => {};
    const fetchMock = stub();
    const inner = fetchMock.getMockImplementation()!;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/pools') await gate;
      return inner(input, init);
    });
    renderApp(`/pools/${FOREIGN}/test`);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a Test Method' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(requested(fetchMock).some((url) => url.includes(FOREIGN))).toBe(false);
  });

  it("opens the test screen for the owner's pool", async () => {
    const fetchMock = stub();
    renderApp(`/pools/${OWN}/test`);
    expect(await screen.findByRole('heading', { name: 'Choose a Test Method' })).toBeTruthy();
    expect(await screen.findByText('No tests yet.')).toBeTruthy();
    expect(requested(fetchMock)).toContain(`/api/pools/${OWN}/readings/recent`);
  });
});
