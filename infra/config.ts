// The one place that reads the environment. Parsed with zod at start-up so a bad value fails fast
// with a readable message instead of surfacing later as a confusing runtime error.
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ESDB_URL: optionalString.pipe(z.string().startsWith('esdb', 'must be an esdb:// or kurrentdb:// connection string').or(z.string().startsWith('kurrentdb')).optional()),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  PROJECTIONS_IN_PROCESS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  // Sign-in (issue 3). The public origin the browser uses, for OIDC redirect URIs and origin checks;
  // derived from each request when unset.
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // OpenID Connect mode when all three are set; local accounts otherwise.
  OIDC_ISSUER_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_SCOPES: z.string().default('openid email profile'),
  SESSION_COOKIE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default('cw_session'),
  // Attempts per window for sign-in and registration: per client IP, and per email address.
  AUTH_RATE_LIMIT_IP_POINTS: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_EMAIL_POINTS: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // Test-strip photo analysis (issue 5). With OPENAI_API_KEY set, a vision model locates the strip in
  // photos the local reader cannot frame; the colours are still measured locally. Without it: local only.
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  OPENAI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Photo analyses per user per window (each costs a decode and maybe a model call).
  ANALYZE_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(30),
  ANALYZE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  // Weather (issue 18): Open-Meteo's forecast API. The free endpoint is for non-commercial use; with
  // affiliate income use the paid endpoint (https://customer-api.open-meteo.com with WEATHER_API_KEY)
  // or a self-hosted Open-Meteo. Operator configuration only: the server never calls a user's URL.
  WEATHER_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()).transform((url) => url ?? 'https://api.open-meteo.com'),
  WEATHER_API_KEY: optionalString,
  // Affiliate tags per store (issue 16): added to that store's product links; without one, the plain link.
  AFFILIATE_TAG_AMAZON: optionalString,
  AFFILIATE_TAG_LESLIES: optionalString,
  AFFILIATE_TAG_POOLCORP: optionalString,
  AFFILIATE_TAG_INTHESWIM: optionalString,
  AFFILIATE_TAG_POOLSUPPLYWORLD: optionalString,
  // Web push (issue 19). VAPID keys (base64url, as web-push generates them); without them a pair is
  // generated on first start and kept in the database. The contact is a mailto: or https: URL.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(z.string().regex(/^(mailto:|https:\/\/)\S{1,200}$/, 'must be a mailto: or https:// URL').optional()),
  // Push endpoints beyond the known push services: comma-separated scheme://host[:port] origins,
  // matched exactly (http only for listed origins). Tests list their stand-in here.
  PUSH_ENDPOINT_ALLOWLIST: z.string().max(2000).default(''),
  // Send due pushes from this process (every instance may: each notification goes out once).
  PUSH_SCHEDULER: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses an environment (process.env by default); throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
