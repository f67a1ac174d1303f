// Initialises a new embedded database folder (PGlite runs initdb on first open) and exits, so the
// memory initdb needs goes with this process (see openPglite in database.ts). Usage: node pglite-initdb.mjs <folder>
import process from 'node:process';
import { PGlite } from '@electric-sql/pglite';

const pglite = await PGlite.create(process.argv[2]);
await pglite.close();
