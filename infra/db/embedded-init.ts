// Initialising a new embedded (PGlite) data folder: initdb runs in a child process, so the ~500 MB of
// WebAssembly heap it grows goes when the child exits (a process does not give such memory back), and
// it can start at the very beginning of `npm start`, while the server's modules are still loading.
// One initialisation per folder per process: later callers wait for the first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = new Map<string, Promise<void>>();

/** Where the embedded database of DATA_DIR lives. */
export const embeddedLocation = (dataDir: string) => path.resolve(dataDir, 'pglite');

async function initialise(location: string): Promise<void> {
  await mkdir(location, { recursive: true });
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, location], { stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`initialising the embedded database in ${location} failed (exit ${code})`);
}

/** Makes sure the folder holds an initialised database (initdb on first use). */
export function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  const location = embeddedLocation(dataDir);
  let preparing = started.get(location);
  if (!preparing) {
    preparing = initialise(location);
    started.set(location, preparing);
  }
  return preparing;
}
