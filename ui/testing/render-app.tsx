// Test helpers: render the whole app (router + QueryClient) at a path with a memory (or the browser's)
// history, and a fetch stub that answers by "METHOD /path".
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { createAppQueryClient, createAppRouter } from '../router.ts';

export interface StubReply {
  status?: number;
  body?: unknown;
  statusText?: string;
}

export type StubRoutes = Record<string, StubReply | ((init: RequestInit | undefined) => StubReply)>;

/** Installs a fetch stub; unknown routes answer 404. Returns the vi mock to inspect calls. */
export function stubFetch(routes: StubRoutes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply = typeof route === 'function' ? route(init) : (route ?? { status: 404, statusText: 'Not Found' });
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text === '' ? null : text, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: typeof reply.body === 'object' ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const signedInUser = {
  id: 'user-1',
  firstName: 'Pat',
  lastName: 'Swimmer',
  email: 'pat@example.com',
  profileImageUrl: null,
};

/**
 * With `browserHistory` the router drives window.history, as in the app (for Back and popstate), rather
 * than a memory history; call router.history.destroy() after the test to unhook it.
 */
export function renderApp(path: string, { browserHistory = false } = {}): RenderResult & { router: ReturnType<typeof createAppRouter> } {
  const queryClient = createAppQueryClient();
  if (browserHistory) window.history.replaceState(null, '', path);
  const history = browserHistory ? createBrowserHistory() : createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, history);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
