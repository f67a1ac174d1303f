// @ts-check
// The server as one bundle of our own modules, for `npm start` and the projection commands
// (scripts/run-bundled.mjs). Run through tsx,
// the server's ~600 TypeScript modules and every package they import pass tsx's loader hooks, which
// run in another thread: a first start spent over half its time there. esbuild (already installed
// with tsx and vite) turns our sources into a few ES modules under node_modules/.cache (the packages
// stay outside, loaded by Node itself), built at `npm install` and again whenever a source changed.
//
// Plain JavaScript with type checks (// @ts-check), because it runs before any TypeScript tooling.
// Each source's import.meta.url is rewritten to that source file's own URL, so paths a module finds
// beside itself (the UI build, workers, the sample catalogue) are the same bundled or not.
//
// `node scripts/server-bundle.mjs [outdir]` builds it if stale (postinstall: never fails the install).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm start` finds the bundle: its entry is main.js. */
export const SERVER_BUNDLE_DIR = path.join(root, 'node_modules', '.cache', 'clearwater', 'server');

/** @typedef {keyof typeof ENTRIES} BundleEntry */
/** In the bundle folder: which build is current, and the sources' time it was built from. */
const CURRENT = 'current.json';
const KEPT_BUILDS = 3;

/** The bundle's entries: the server, and the projection commands (each runs as `node <outdir>/<name>.js`). */
const ENTRIES = {
  main: path.join(root, 'infra', 'main.ts'),
  projections: path.join(root, 'scripts', 'projections.ts'),
  'projections-rebuild': path.join(root, 'scripts', 'projections-rebuild.ts'),
};

/**
 * Pure-JavaScript packages compiled into the bundle rather than loaded from node_modules at start-up:
 * each is hundreds of small modules (date-fns 300, kysely 260, zod 100; zod-openapi with them, so the
 * server has one zod), and loading a module costs about as much as compiling it. Every other package
 * stays external (native code, WebAssembly, files read beside their own modules, or loaded only when
 * first needed).
 */
const BUNDLED_PACKAGES = new Set(['date-fns', '@date-fns/tz', 'kysely', 'zod', 'zod-openapi']);

/** Keeps every package external except BUNDLED_PACKAGES (what esbuild's packages: 'external' does for all). */
/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const [scope, name] = args.path.split('/');
      const packageName = scope?.startsWith('@') ? `${scope}/${name}` : scope;
      return packageName && BUNDLED_PACKAGES.has(packageName) ? undefined : { path: args.path, external: true };
    });
  },
};

/** What the server is built from: its source folders, and the files that change how it is built. */
const SOURCES = ['infra', 'domain', 'commands', 'projections', 'contracts', 'scripts'];
const BUILD_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/server-bundle.mjs'];

/**
 * The newest modification time among the sources and their folders (a deleted file changes its
 * folder's time), skipping tests, which the bundle never contains.
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'testing' || /\.(test|spec)\.tsx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** @returns {number} */
function sourcesMtime() {
  const times = [
    ...SOURCES.map((dir) => path.join(root, dir)).filter(existsSync).map(newestMtime),
    ...BUILD_FILES.map((file) => path.join(root, file)).filter(existsSync).map((file) => statSync(file).mtimeMs),
  ];
  return Math.max(...times);
}

/**
 * The build `outdir` points at (current.json), if it was built from the sources as they are now.
 * @param {string} outdir
 * @returns {string | undefined}
 */
function currentBuild(outdir) {
  try {
    const current = JSON.parse(readFileSync(path.join(outdir, CURRENT), 'utf8'));
    const build = path.join(outdir, String(current.build));
    return current.sourcesMtime === sourcesMtime() && existsSync(path.join(build, 'main.js')) ? build : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the bundle in `outdir` was built from the sources as they are now.
 * @param {string} [outdir]
 */
export function serverBundleIsCurrent(outdir = SERVER_BUNDLE_DIR) {
  return currentBuild(outdir) !== undefined;
}

/** @type {import('esbuild').Plugin} */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle into a folder of its own under `outdir` and points current.json at it. A process
 * still running an earlier build keeps its folder (it loads route chunks lazily from it): the last
 * KEPT_BUILDS builds stay, older ones go.
 * @param {string} [outdir]
 * @returns {Promise<string>} the new build's folder
 */
export async function buildServerBundle(outdir = SERVER_BUNDLE_DIR) {
  const esbuild = await import('esbuild');
  const mtime = sourcesMtime();
  const name = `${Date.now().toString(36)}-${process.pid}`;
  const build = path.join(outdir, name);
  const staging = `${build}.tmp`;
  await mkdir(staging, { recursive: true });
  try {
    await esbuild.build({
      entryPoints: ENTRIES,
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'linked',
      tsconfig: path.join(root, 'tsconfig.json'),
      plugins: [externalPackages, ownImportMetaUrl],
      logLevel: 'warning',
    });
    // Packages are resolved from the bundle's folder upwards: node_modules/.cache/… finds node_modules.
    await rename(staging, build);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const pointer = path.join(outdir, `${CURRENT}.${process.pid}`);
  await writeFile(pointer, JSON.stringify({ build: name, sourcesMtime: mtime }));
  await rename(pointer, path.join(outdir, CURRENT));
  const builds = readdirSync(outdir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.tmp'))
    .map((entry) => ({ name: entry.name, mtime: statSync(path.join(outdir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEPT_BUILDS)) if (old.name !== name) await rm(path.join(outdir, old.name), { recursive: true, force: true });
  return build;
}

/**
 * The URL of a current bundle's entry (main unless named), building it first when the sources changed.
 * @param {string} [outdir]
 * @param {BundleEntry} [entry]
 */
export async function ensureServerBundle(outdir = SERVER_BUNDLE_DIR, entry = 'main') {
  const build = currentBuild(outdir) ?? (await buildServerBundle(outdir));
  return pathToFileURL(path.join(build, `${entry}.js`)).href;
}

/**
 * Runs an entry of the bundle in this process, or its TypeScript source through tsx when the bundle
 * cannot be made (a read-only node_modules, say).
 * @param {BundleEntry} entry
 */
export async function runBundled(entry) {
  /** @type {string | undefined} */
  let url;
  try {
    url = await ensureServerBundle(SERVER_BUNDLE_DIR, entry);
  } catch (error) {
    console.warn(`Running ${entry} through tsx: the bundle could not be made (${String(error)})`);
  }
  // Stack traces name the TypeScript sources (the bundle's source maps are read when an error needs them).
  process.setSourceMapsEnabled(true);
  if (url) {
    await import(url);
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(pathToFileURL(ENTRIES[entry]).href);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_BUNDLE_DIR;
  try {
    await ensureServerBundle(outdir);
    console.log(`server bundle ready in ${path.relative(root, outdir)}`);
  } catch (error) {
    console.warn(`could not bundle the server (npm start will run it through tsx): ${String(error)}`);
  }
}
