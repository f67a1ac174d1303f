// What a browser-test file on the real server sets up once: Chromium and the server (started together),
// closed after the file; and the context a test opens (suite.context), closed after that test.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningServer } from '../../infra/server.ts';
import { launchChromium } from './browser.ts';
import { startRealServer } from './real-server.ts';

export interface BrowserSuite {
  browser: Browser;
  server: RunningServer;
  context: BrowserContext | undefined;
}

/** Call at the top of a spec file; `env` configures the server (see startRealServer). */
export function browserSuite(env: Record<string, string> = {}, beforeStart?: () => void): BrowserSuite {
  const suite = { context: undefined } as BrowserSuite;
  beforeAll(async () => {
    beforeStart?.();
    [suite.browser, suite.server] = await Promise.all([launchChromium(), startRealServer(env)]);
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  afterEach(async () => {
    await suite.context?.close();
    suite.context = undefined;
  });
  return suite;
}
