// Vite build for the React UI: root ui/, output dist/ui (served by the Koa server with SPA fallback),
// file-based TanStack routes generated into ui/routeTree.gen.ts, Tailwind v4, the first screens
// pre-rendered into the HTML, and a dev proxy to the API.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, runnerImport, type IndexHtmlTransformContext, type Plugin } from 'vite';
import type { prerenderScreen } from './ui/prerender.tsx';
import { APP_ICON_SETS } from './ui/features/icons/app-icons.ts';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromRepo = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = 'http://localhost:3000';
const outDir = fromRepo('./dist/ui');
const EMPTY_ROOT = '<div id="root"></div>';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * Every node reachable from `roots` along `edges` (the roots included), never entering `skip`; a node
 * `edges` knows nothing of (undefined) is left out.
 */
function reachable(roots: readonly string[], edges: (node: string) => readonly string[] | undefined, skip: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node) || skip.has(node)) continue;
    const next = edges(node);
    if (next === undefined) continue;
    seen.add(node);
    stack.push(...[...next].reverse());
  }
  return [...seen];
}

/** The chunk files `roots` import, statically and transitively (the roots included), minus `exclude`. */
const staticClosure = (bundle: Bundle, roots: readonly string[], exclude?: ReadonlySet<string>): string[] =>
  reachable(roots, (file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? output.imports : undefined;
  }, exclude);

const modulepreload = (file: string) => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
  injectTo: 'head' as const,
});

/** The split chunks (component, loader, pending) of the routes a signed-in user's home (/) matches. */
const HOME_ROUTE_MODULES = [/\/ui\/routes\/_app\.tsx\?tsr-split=/, /\/ui\/routes\/_app\/index\.tsx\?tsr-split=/];

/**
 * main.tsx imports the app only after the first paint; modulepreload the app's chunks from the HTML so
 * their download still starts with the page, at low priority, since the first paint does not need them
 * (the stylesheet and theme-init.js, which it does need, go first). The server sends a signed-in user's
 * / as home.html, which also modulepreloads the home route's own chunks: the router would only ask for
 * them once the app had been evaluated, a round trip later.
 */
function modulepreloadDeferredApp(): Plugin & { homePreloads: () => string } {
  let homePreloads: string | undefined;
  return {
    name: 'clearwater:modulepreload-deferred-app',
    apply: 'build',
    homePreloads: () => {
      if (homePreloads === undefined) throw new Error('modulepreload: index.html was not transformed');
      return homePreloads;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const mountApp = chunk.dynamicImports.filter((file) => {
          const output = bundle[file];
          return output?.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/ui/mount-app.tsx'));
        });
        if (mountApp.length === 0) throw new Error('modulepreload: the entry no longer imports mount-app.tsx');
        // The entry's own imports are preloaded by Vite already.
        const entryFiles = new Set(staticClosure(bundle, [chunk.fileName]));
        const appFiles = staticClosure(bundle, mountApp, entryFiles);
        const homeRoutes = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => HOME_ROUTE_MODULES.some((pattern) => pattern.test(id))),
        );
        if (homeRoutes.length === 0) throw new Error('modulepreload: the home route chunks were not found');
        const homeFiles = staticClosure(bundle, homeRoutes.map((output) => output.fileName), new Set([...entryFiles, ...appFiles]));
        homePreloads = homeFiles.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join('\n    ');
        return appFiles.map(modulepreload);
      },
    },
  };
}

/**
 * Few, larger chunks for the first screens. Served over HTTP/1.1 a browser opens six connections per host,
 * so thirty small chunks cost five or six round trips more than three large ones; a phone on a slow
 * network feels each. After the module graph is known, this plugin names three groups:
 * - 'react-dom': react-dom and its scheduler, which main.tsx imports (and evaluates) in a task of its own;
 * - 'app': everything else mount-app.tsx imports statically (router, query client, shell, auth gate);
 * - 'home': what the signed-in home's route chunks add to that (home.html modulepreloads it).
 * Every other screen keeps its own chunks, split by route as before.
 */
function firstScreenChunks(): Plugin & { groups: CodeSplittingGroup[] } {
  let app = new Set<string>();
  let home = new Set<string>();
  const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
  return {
    name: 'clearwater:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds;
      const entry = ids.find((id) => id.endsWith('/ui/main.tsx'));
      const mountApp = ids.find((id) => id.endsWith('/ui/mount-app.tsx'));
      const homeRoutes = ids.filter((id) => HOME_ROUTE_MODULES.some((pattern) => pattern.test(id)));
      if (!entry || !mountApp || homeRoutes.length < HOME_ROUTE_MODULES.length) throw new Error('first-screen chunks: entry, mount-app or home routes not found');
      const initial = new Set(reachable([entry], imports));
      app = new Set(reachable([mountApp], imports, initial));
      home = new Set(reachable(homeRoutes, imports, new Set([...initial, ...app])));
    },
    // The bundler's runtime and Vite's preload helper, which the entry uses too, go in a small chunk of
    // their own: a group takes its modules' dependencies with it, and the entry must not wait for 'app'.
    groups: [
      { name: 'runtime', test: /^\0(vite\/preload-helper|rolldown\/runtime)/, priority: 4 },
      { name: 'react-dom', test: REACT_DOM, priority: 3 },
      { name: 'app', test: (id) => app.has(id), priority: 2 },
      { name: 'home', test: (id) => home.has(id), priority: 1 },
    ],
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
function prerenderFirstScreens(homePreloads: () => string): Plugin {
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
      // A failed build writes no HTML; rolldown reports its error, which a read error here would hide.
      if (!existsSync(indexPath)) return;
      const html = await readFile(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: ${indexPath} has no empty ${EMPTY_ROOT}`);
      const withScreen = (page: string, screen: 'loading' | 'landing') =>
        page.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${screen}">${module.prerenderScreen(screen)}</div>`);
      const staticPage = APP_LOADING_TAGS.reduce((page, tag) => page.replace(tag, ''), html);
      await writeFile(indexPath, withScreen(html, 'loading'));
      await writeFile(join(outDir, 'home.html'), withScreen(html.replace('</head>', `  ${homePreloads()}\n  </head>`), 'loading'));
      await writeFile(join(outDir, 'landing.html'), withScreen(staticPage, 'landing'));
    },
  };
}

const deferredApp = modulepreloadDeferredApp();
const chunks = firstScreenChunks();

/**
 * The installable app's icons (issue 19, spec §7 /static): PNGs rendered by sharp from the SVGs in
 * ui/public at build time, so the repository holds only the drawings. The list is APP_ICON_SETS, which
 * the /icons gallery shows too: 'any' icons from favicon.svg, 'maskable' ones from icon-maskable.svg
 * (full bleed, the drop inside the 80 % safe zone), and the monochrome notification badge from
 * badge.svg. Also asset-manifest.json: every hashed file of the build,
 * for the service worker (ui/public/sw.js) to precache.
 */
function appIcons(): Plugin {
  const icons = APP_ICON_SETS.flatMap((set) => set.files.map(({ file, sizePx }) => ({ source: set.source, file, size: sizePx })));
  return {
    name: 'clearwater:app-icons',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // What the service worker precaches, so every screen opens offline, not only those seen online.
      const assets = Object.keys(bundle).filter((file) => file.startsWith('assets/') && !file.endsWith('.map')).sort();
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ assets: assets.map((file) => `/${file}`) }) });
      const { default: sharp } = await import('sharp');
      for (const icon of icons) {
        const svg = await readFile(fromRepo(`./ui/public/${icon.source}`));
        const png = await sharp(svg, { density: (72 * icon.size) / 64 }).resize(icon.size, icon.size).png().toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
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
    chunks,
    deferredApp,
    prerenderFirstScreens(deferredApp.homePreloads),
    appIcons(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
