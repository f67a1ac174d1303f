// Builds the app's router and QueryClient together (tests build their own with a memory history).
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from './api/client.ts';
import { onQueryError } from './features/users/unauthorized.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppQueryClient(): QueryClient {
  return createQueryClient({ onError: onQueryError });
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only warm TanStack Query's cache; let the query decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
