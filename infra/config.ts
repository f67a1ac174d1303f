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
