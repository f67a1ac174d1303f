// The app, loaded by main.tsx once the pre-rendered screen is painted: starts GET /api/auth/user at once
// (index.html preloads it, and this fetch takes over the preloaded reply), then mounts the router inside
// the QueryClient provider over the screen that was pre-rendered into the HTML (see ui/prerender.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { authUserQueryOptions } from './api/auth.api.ts';
import { createAppQueryClient, createAppRouter } from './router.ts';

const queryClient = createAppQueryClient();
void queryClient.prefetchQuery(authUserQueryOptions());
const router = createAppRouter(queryClient);
// The screen at this address needs its routes' code (component and loader chunks): start those downloads
// now, alongside GET /api/auth/user, rather than once the router has resolved the user.
const routesById = router.routesById as unknown as Record<string, AnyRoute | undefined>;
for (const { routeId } of router.matchRoutes(router.state.location)) {
  const route = routesById[routeId as string];
  if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
// Mount in a task of its own, apart from evaluating the app's modules, for the same reason as in main.tsx.
setTimeout(mount, 0);
