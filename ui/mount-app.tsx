// The app, loaded by main.tsx once the pre-rendered screen is painted: starts GET /api/auth/user at once
// (index.html preloads it, and this fetch takes over the preloaded reply), resolves the address, then
// mounts the router inside the QueryClient provider over the screen that was pre-rendered into the HTML
// (see ui/prerender.tsx).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { authUserQueryOptions } from './api/users.api.ts';
import { toastsAtom } from './shell/toast/toast-state.ts';
import { createAppQueryClient, createAppRouter } from './router.ts';
import { appStore } from './state/jotai.ts';

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

// A page the back/forward cache restores shows what was on screen when the user left, perhaps before
// signing out; load it afresh instead (signed-in pages are also sent no-store, which keeps most out of it).
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition, which React renders in short slices between which the browser stays
// responsive, rather than in one long task.
const mount = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
};
// Resolve the address first (the user, the routes' code, their loaders' data) while the pre-rendered
// screen stays up, so the first render draws the screen itself: one sliced mount, instead of a pending
// screen followed by a store update that React must render in one blocking task. A toast raised on the
// way (the logged-out toast of spec §2 has 500 ms to be read) mounts the app at once. Mount in a task of
// its own, apart from evaluating the app's modules, for the same reason as in main.tsx.
let mounted = false;
const mountOnce = () => {
  if (mounted) return;
  mounted = true;
  stopWatchingToasts();
  setTimeout(mount, 0);
};
const stopWatchingToasts = appStore.sub(toastsAtom, mountOnce);
void router
  .load()
  .catch(() => undefined)
  .finally(mountOnce);
