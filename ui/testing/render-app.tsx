// Test helpers: render the whole app (router + QueryClient) at a path with a memory history, and a
// fetch stub that answers by "METHOD /path".
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
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

export function renderApp(path: string): RenderResult & { router: ReturnType<typeof createAppRouter> } {
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
