import { resolve } from 'node:path';
import { z } from 'zod';

/** An empty variable counts as unset, so `DATABASE_URL=` in a shell means "use the embedded one". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';

const ConfigSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, PORT_MESSAGE)
      .transform(Number)
      .pipe(z.number().max(65_535, PORT_MESSAGE)),
  ).transform((v) => v ?? 3000),
  HOST: optional(z.string().min(1)).transform((v) => v ?? 'localhost'),
  DATA_DIR: optional(z.string().min(1)).transform((v) => resolve(v ?? './data')),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).transform((v) => v ?? 'info'),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform(
    (v) => v ?? 'development',
  ),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from the environment; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
