// `npm install` runs this (postinstall): initialises the embedded database template once, so a fresh
// data folder on first `npm start` is a quick copy instead of PGlite's 2-5 s initdb, and migrates it,
// so that first start has no schema to create either (infra/db/embedded-template.ts). Never fails the
// install: without a template, the first start makes one.
import { TEMPLATE_DIR } from '../infra/db/embedded-init.ts';
import { migrateTemplate } from '../infra/db/embedded-template.ts';

try {
  await migrateTemplate();
  console.log(`embedded database template ready in ${TEMPLATE_DIR}`);
} catch (error) {
  console.warn(`could not prepare the embedded database template (the first start will): ${String(error)}`);
}
