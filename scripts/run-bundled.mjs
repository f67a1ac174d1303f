// @ts-check
// `node scripts/run-bundled.mjs <entry> [args…]`: runs one entry of the server bundle
// (scripts/server-bundle.mjs: projections, projections-rebuild) with its arguments, as
// `npm run projections` and `npm run projections:rebuild` do, without a TypeScript loader's memory
// and start-up cost.
import { runBundled } from './server-bundle.mjs';

const entry = process.argv[2];
if (entry !== 'projections' && entry !== 'projections-rebuild') {
  console.error('usage: node scripts/run-bundled.mjs projections|projections-rebuild [args…]');
  process.exit(2);
}
// The entry reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);
await runBundled(entry);
