// Initialising a new embedded (PGlite) data folder. PGlite's initdb takes 2-5 s of WebAssembly, so
// it runs once per installation: `npm install` (postinstall) initialises a template under
// node_modules/.cache, and each new data folder is a copy of it (a tenth of a second). The install
// also migrates the template (scripts/prepare-embedded-db.ts), which spares a first start its
// second or so of DDL; a template that ran a migration this code does not know (another checkout's)
// is not copied, and a template behind the code just leaves the newer migrations to the server. Without a
// template (install scripts skipped, PGlite upgraded since), initdb runs, in a child process so the
// ~500 MB of WebAssembly heap it grows goes when the child exits (a process does not give such memory
// back), and leaves the template for the next folder. It can start at the very beginning of
// `npm start`, while the server's modules are still loading. One initialisation per folder per
// process: later callers wait for the first.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { constants, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = new Map<string, Promise<void>>();

/** Where the embedded database of DATA_DIR lives. */
export const embeddedLocation = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** The initialised, never-opened data folder new embedded databases are copied from. */
export const TEMPLATE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'clearwater', 'pglite-template');
/** Inside the template: the PGlite version that made it (a template from another version is not used). */
const TEMPLATE_MARK = 'CLEARWATER_PGLITE_VERSION';
/** Inside a migrated template: the names of the migrations it ran (JSON); absent when it ran none. */
const TEMPLATE_MIGRATIONS = 'CLEARWATER_MIGRATIONS';
const TEMPLATE_FILES = new Set([TEMPLATE_MARK, TEMPLATE_MIGRATIONS]);

function pgliteVersion(): string {
  const manifest = path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function templateIsCurrent(template: string): Promise<boolean> {
  const mark = await readFile(path.join(template, TEMPLATE_MARK), 'utf8').catch(() => null);
  return mark === pgliteVersion() && existsSync(path.join(template, 'PG_VERSION'));
}

async function initdb(location: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, location], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`initialising the embedded database in ${location} failed (exit ${code})`);
}

/**
 * Makes the template if it is missing or from another PGlite version: initdb into a folder of its
 * own, then one rename, so concurrent makers and readers never see half a template.
 */
export async function ensureTemplate(template = TEMPLATE_DIR): Promise<void> {
  if (await templateIsCurrent(template)) return;
  const building = `${template}.${process.pid}.${Date.now()}`;
  try {
    await mkdir(building, { recursive: true });
    await initdb(building);
    await writeFile(path.join(building, TEMPLATE_MARK), pgliteVersion());
    if (!(await templateIsCurrent(template))) {
      await rm(template, { recursive: true, force: true });
      await rename(building, template).catch(async (error: unknown) => {
        if (!(await templateIsCurrent(template))) throw error; // another process put a current one in place first
      });
    }
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** The migrations the template ran; undefined when that cannot be read (then it is not copied). */
export async function templateMigrations(template = TEMPLATE_DIR): Promise<string[] | undefined> {
  const text = await readFile(path.join(template, TEMPLATE_MIGRATIONS), 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? '[]' : undefined));
  try {
    const names: unknown = text === undefined ? undefined : JSON.parse(text);
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes `migrated` (a data folder copied from the template, then migrated and closed) the template,
 * recording the migrations it ran. One rename puts it in place; a reader copying the old template
 * at that moment still copies a whole one.
 */
export async function installMigratedTemplate(migrated: string, ran: readonly string[], template = TEMPLATE_DIR): Promise<void> {
  await writeFile(path.join(migrated, TEMPLATE_MIGRATIONS), JSON.stringify(ran));
  await writeFile(path.join(migrated, TEMPLATE_MARK), pgliteVersion());
  const old = `${template}.${process.pid}.old`;
  await rename(template, old).catch(() => undefined);
  await rename(migrated, template);
  await rm(old, { recursive: true, force: true });
}

async function templateFits(template: string, known: ReadonlySet<string>): Promise<boolean> {
  const ran = await templateMigrations(template);
  return ran !== undefined && ran.every((name) => known.has(name));
}

async function initialise(location: string, knownMigrations: ReadonlySet<string> | Promise<ReadonlySet<string>>, template: string): Promise<void> {
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  // Copied beside the folder, then renamed into place: a crash mid-copy leaves no half database.
  const copying = `${location}.${process.pid}.copying`;
  await rm(copying, { recursive: true, force: true });
  await mkdir(path.dirname(location), { recursive: true });
  const copied = await ensureTemplate(template).then(
    async () => {
      // The copy starts before the migrations this code knows are (the server's modules may still be
      // loading them); a template that does not fit them is thrown away before it is used.
      const copy = copyTree(template, copying, (name) => !TEMPLATE_FILES.has(name));
      try {
        return await templateFits(template, await knownMigrations);
      } finally {
        await copy;
      }
    },
    // node_modules may be read-only (an installed image): then initdb runs for this folder alone.
    () => false,
  );
  if (!copied) {
    await rm(copying, { recursive: true, force: true });
    await mkdir(copying, { recursive: true });
    await initdb(copying);
  }
  await rm(location, { recursive: true, force: true }); // an empty or unfinished folder of an earlier try
  await rename(copying, location);
}

/**
 * Copies a folder tree (copy-on-write where the file system can). Every file's copy is queued at once:
 * libuv's thread pool then copies without waiting for this thread, which may be busy loading the
 * server's modules meanwhile (batches dispatched from here stalled while it was).
 */
async function copyTree(from: string, to: string, include: (name: string) => boolean): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof entries)[number]) => path.relative(from, path.join(entry.parentPath, entry.name));
  mkdirSync(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) mkdirSync(path.join(to, relative(entry)), { recursive: true });
  const files = entries.filter((entry) => entry.isFile() && include(entry.name)).map(relative);
  await Promise.all(files.map((file) => copyFile(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE)));
}

/**
 * Makes sure the folder holds an initialised database (a copy of the template on first use, if the
 * template ran only migrations among `knownMigrations`, this code's).
 */
export function prepareEmbeddedDatabase(dataDir: string, knownMigrations: ReadonlySet<string> | Promise<ReadonlySet<string>>, template = TEMPLATE_DIR): Promise<void> {
  const location = embeddedLocation(dataDir);
  let preparing = started.get(location);
  if (!preparing) {
    preparing = initialise(location, knownMigrations, template);
    started.set(location, preparing);
  }
  return preparing;
}
