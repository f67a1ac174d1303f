// Vite build for the React UI: root ui/, output dist/ui (served by the Koa server with SPA fallback),
// file-based TanStack routes generated into ui/routeTree.gen.ts, Tailwind v4, and a dev proxy to the API.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromRepo = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: fromRepo('./ui'),
  publicDir: fromRepo('./ui/public'),
  plugins: [
    // Must run before the React plugin so the route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRepo('./ui/routes'),
      generatedRouteTree: fromRepo('./ui/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: fromRepo('./dist/ui'),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
