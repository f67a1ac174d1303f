// Vite build for the React UI: root ui/, output dist/ui (served by the Koa server with SPA fallback),
// file-based TanStack routes generated into ui/routeTree.gen.ts, Tailwind v4, the first screens
// pre-rendered into the HTML, and a dev proxy to the API.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { prerenderScreen } from './ui/prerender.tsx';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromRepo = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = 'http://localhost:3000';
const outDir = fromRepo('./dist/ui');
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * main.tsx imports the app only after the first paint; modulepreload the app's chunks from the HTML so
 * their download still starts with the page, at low priority, since the first paint does not need them
 * (the stylesheet and theme-init.js, which it does need, go first).
 */
function modulepreloadDeferredApp(): Plugin {
  return {
    name: 'clearwater:modulepreload-deferred-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (file: string): void => {
          const output = bundle[file];
          if (files.has(file) || file === chunk.fileName || !output || output.type !== 'chunk') return;
          files.add(file);
          output.imports.forEach(visit);
        };
        chunk.dynamicImports.filter((file) => bundle[file]?.name === 'mount-app').forEach(visit);
        if (files.size === 0) throw new Error('modulepreload: the entry no longer imports mount-app.tsx');
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The landing screen is static (its one action, Get Started, is a plain link): its page loads no app. */
const APP_LOADING_TAGS = [/\s*<link rel="modulepreload"[^>]*>/g, /\s*<!--(?:(?!-->)[\s\S])*-->\s*(?=<link rel="preload" href="\/api\/auth\/user")/g, /\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/g];

/**
 * Writes the first screens into the built HTML so they paint without waiting for JavaScript or for
 * GET /api/auth/user: index.html (every path, anyone) gets the 'Loading...' screen the app shows first,
 * and landing.html gets the landing screen, which the server sends only to a visitor (no session cookie)
 * at /, so a signed-in user never sees it flash. landing.html preloads none of the app, and main.tsx does
 * not start it there.
 */
function prerenderFirstScreens(): Plugin {
  return {
    name: 'clearwater:prerender-first-screens',
    apply: 'build',
    async closeBundle() {
      const { module } = await runnerImport<{ prerenderScreen: typeof prerenderScreen }>(fromRepo('./ui/prerender.tsx'), {
        configFile: false,
        root: fromRepo('./ui'),
        logLevel: 'warn',
      });
      const indexPath = join(outDir, 'index.html');
      const html = await readFile(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: ${indexPath} has no empty ${EMPTY_ROOT}`);
      const withScreen = (page: string, screen: 'loading' | 'landing') =>
        page.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${screen}">${module.prerenderScreen(screen)}</div>`);
      const staticPage = APP_LOADING_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
      await writeFile(indexPath, withScreen(html, 'loading'));
      await writeFile(join(outDir, 'landing.html'), withScreen(staticPage, 'landing'));
    },
  };
}

export default defineConfig({
  root: fromRepo('./ui'),
  publicDir: fromRepo('./ui/public'),
  plugins: [
    // Must run before the React plugin so the route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders in chunks of their own too (fetched alongside their component's chunk), so the first
      // screen's bundle does not carry every screen's API schemas and zod with them.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromRepo('./ui/routes'),
      generatedRouteTree: fromRepo('./ui/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    tailwindcss(),
    modulepreloadDeferredApp(),
    prerenderFirstScreens(),
  ],
  build: {
    outDir,
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
