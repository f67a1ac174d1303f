// `npm install` runs this (postinstall): initialises the embedded database template once, so a fresh
// data folder on first `npm start` is a quick copy instead of PGlite's 2-5 s initdb
// (infra/db/embedded-init.ts). Never fails the install: without a template, the first start makes one.
import { ensureTemplate, TEMPLATE_DIR } from '../infra/db/embedded-init.ts';

try {
  await ensureTemplate();
  console.log(`embedded database template ready in ${TEMPLATE_DIR}`);
} catch (error) {
  console.warn(`could not prepare the embedded database template (the first start will): ${String(error)}`);
}
