// The real Clearwater server for browser tests: in-process, on a random port, over a fresh migrated
// database (PGlite in memory, or a scratch database on DATABASE_URL's server), serving the built UI.
import type { BrowserContext } from 'playwright-core';
import { loadConfig } from '../../infra/config.ts';
import { openFreshDatabase } from '../../infra/db/testing/test-database.ts';
import { createLogger } from '../../infra/logger.ts';
import { startServer, type RunningServer } from '../../infra/server.ts';
import { ensureUiBuilt } from './ui-build.ts';

/** `env`: more configuration, e.g. WEATHER_BASE_URL pointing at a local stand-in. */
export async function startRealServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const uiRoot = await ensureUiBuilt();
  return startServer({
    // Every test signs up a new account from one IP; the production limit would stop the suite.
    config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_IP_POINTS: '1000', ...env }),
    logger: createLogger('silent'),
    database: await openFreshDatabase(process.env.DATABASE_URL),
    uiRoot,
  });
}

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Registers (and so signs in) a new account inside the browser context, sharing its cookie jar. */
export async function registerInContext(context: BrowserContext, baseUrl: string, email = uniqueEmail()): Promise<string> {
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { email, password: TEST_PASSWORD, firstName: 'Pat', lastName: 'Swimmer' },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** Creates an onboarded pool through the API (for tests that start past onboarding). */
export async function onboardPoolInContext(context: BrowserContext, baseUrl: string, name = 'Backyard Pool'): Promise<string> {
  const response = await context.request.post(`${baseUrl}/api/pools`, {
    data: { name, type: 'inground', volumeGallons: 18000, onboardingCompleted: true },
  });
  if (response.status() !== 201) throw new Error(`pool failed: ${response.status()} ${await response.text()}`);
  const pool = (await response.json()) as { id: string };
  return pool.id;
}
