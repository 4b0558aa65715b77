import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** An empty variable counts as unset, so `DATABASE_URL=` in a shell means "use the embedded one". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A whole number within bounds, read from a string. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return optional(
    z
      .string()
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  ).transform((v) => v ?? fallback);
};

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';

/**
 * DATA_DIR's default: `data/` at the repository's root, wherever the server is started from
 * (`npm start` runs in apps/server); a relative DATA_DIR is taken from the working directory.
 */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const ConfigSchema = z
  .object({
    PORT: optional(
      z
        .string()
        .regex(/^\d{1,5}$/, PORT_MESSAGE)
        .transform(Number)
        .pipe(z.number().max(65_535, PORT_MESSAGE)),
    ).transform((v) => v ?? 3000),
    HOST: optional(z.string().min(1)).transform((v) => v ?? 'localhost'),
    DATA_DIR: optional(z.string().min(1)).transform((v) => (v ? resolve(v) : DEFAULT_DATA_DIR)),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    ).transform((v) => v ?? 'info'),
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).transform(
      (v) => v ?? 'development',
    ),
    /** Where people reach the server; the embedded pool's token issuer. Default http://localhost:PORT. */
    PUBLIC_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    /** Behind a reverse proxy: trust X-Forwarded-* for the client address, protocol and host. */
    TRUST_PROXY: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),

    // Identity: the embedded Cognito-compatible pool unless a real Cognito pool is named.
    COGNITO_REGION: optional(
      z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as ap-south-1'),
    ).transform((v) => v ?? 'ap-south-1'),
    COGNITO_USER_POOL_ID: optional(
      z
        .string()
        .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must be a user pool id such as ap-south-1_AbC123xyz'),
    ),
    COGNITO_CLIENT_ID: optional(z.string().regex(/^[\w+]{1,128}$/, 'must be an app client id')),
    ID_TOKEN_TTL_SECONDS: wholeNumber(300, 86_400, 3_600),
    ACCESS_TOKEN_TTL_SECONDS: wholeNumber(300, 86_400, 3_600),
    REFRESH_TOKEN_TTL_DAYS: wholeNumber(1, 3_650, 30),
    /** Multi-factor sign-in in the embedded pool: off, optional (users opt in) or required. */
    IDENTITY_MFA: optional(z.enum(['off', 'optional', 'required'])).transform(
      (v) => v ?? 'optional',
    ),
    /** Sign-in requests per minute from one address, against bursts (0 = no limit). */
    IDENTITY_ADDRESS_RATE_LIMIT: wholeNumber(0, 1_000_000, 1_200),
    /** Sign-in attempts per minute for one user name, against bursts (0 = no limit). */
    IDENTITY_USER_RATE_LIMIT: wholeNumber(0, 1_000_000, 120),
    /** Remembered devices: sign-ins return NewDeviceMetadata for ConfirmDevice (Cognito's device tracking). */
    IDENTITY_DEVICE_TRACKING: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    /**
     * Development only: e-mail codes and temporary passwords the pool mails are also written to
     * the server's log (the outbox never shows them). Refused in production.
     */
    IDENTITY_LOG_CODES: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    /** Days an invitation's temporary password signs in (Cognito's TemporaryPasswordValidityDays). */
    IDENTITY_TEMPORARY_PASSWORD_DAYS: wholeNumber(1, 365, 7),
    /**
     * The passkeys' relying party id: a domain name, PUBLIC_URL's host when unset. Passkeys work
     * on pages at that name or below it (never at an IP address).
     */
    IDENTITY_WEBAUTHN_RP_ID: optional(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
          'must be a domain name such as console.example.com',
        ),
    ),
    /** Password of the demo accounts (never created in production). */
    DEMO_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')).transform(
      (v) => v ?? 'Demo@12345',
    ),

    // Mail: kept in the outbox table; also sent through SMTP when configured.
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    MAIL_FROM: optional(z.string().min(3)).transform((v) => v ?? 'Console <no-reply@localhost>'),
    /** Tries to hand one mail to SMTP (the first at once, the rest as jobs with backoff). */
    MAIL_RELAY_ATTEMPTS: wholeNumber(1, 20, 5),

    // Background jobs (pg-boss on the same database, decision 020).
    /** off: this process queues jobs but runs none (no workers, no schedules, no maintenance). */
    JOBS: optional(z.enum(['on', 'off'])).transform((v) => v ?? 'on'),
    /** Jobs of one name that one process runs at a time, unless the job names its own. */
    JOBS_CONCURRENCY: wholeNumber(1, 100, 2),
    /** A comment line on every open event stream this often, so proxies keep it open. */
    EVENTS_HEARTBEAT_SECONDS: wholeNumber(1, 300, 25),
    /** How many days back attendance may be marked (admins go further with a reason). */
    ATTENDANCE_BACKDATE_DAYS: wholeNumber(0, 3_650, 31),

    // Files: local disk under DATA_DIR/files unless S3_BUCKET names a bucket (decision 022).
    /** Signs the local driver's upload policies and download URLs; unset: DATA_DIR/storage-secret. */
    STORAGE_SIGNING_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
        ),
    ),
    S3_REGION: optional(
      z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a region such as ap-south-1'),
    ),
    /** An S3-compatible store (MinIO, Ceph, R2, ...); unset: AWS S3. */
    S3_ENDPOINT: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
    ),
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    S3_ACCESS_KEY_ID: optional(z.string().min(1).max(256)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1).max(256)),

    // Devices (issue 10): the simulator, offline detection, retention of raw readings, MQTT.
    /** `off` stops the spec's 30 s simulation of the demo devices. */
    SIMULATOR: optional(z.enum(['on', 'off'])).transform((v) => v ?? 'on'),
    /** An online device not heard from for this long becomes offline (and raises an alert). */
    DEVICE_OFFLINE_AFTER_SECONDS: wholeNumber(60, 604_800, 300),
    /** Days raw readings and per-minute rollups are kept (hourly rollups: 400 days). */
    READINGS_RETENTION_DAYS: wholeNumber(1, 3_650, 30),
    /** An MQTT broker to take readings from (`mqtt://host:1883`); unset: HTTP only. */
    MQTT_URL: optional(
      z.url({ protocol: /^mqtts?$/, error: 'must be an mqtt:// or mqtts:// URL' }),
    ),

    // The assistant (issue 21): questions per person per minute, and an optional language model.
    /** Questions one person may ask per minute before 429 (0 = no limit). */
    ASSISTANT_RATE_LIMIT: wholeNumber(0, 10_000, 20),

    /** MapLibre style for the map and globe; unset uses the bundled offline basemap. */
    MAP_STYLE_URL: optional(z.url({ error: 'must be a URL of a MapLibre style' })),
  })
  .superRefine((config, context) => {
    const require = (name: string, message: string) =>
      context.addIssue({ code: 'custom', path: [name], message });
    if (config.COGNITO_USER_POOL_ID && !config.COGNITO_CLIENT_ID) {
      require('COGNITO_CLIENT_ID', 'is required when COGNITO_USER_POOL_ID names a Cognito user pool');
    }
    if (config.IDENTITY_LOG_CODES && config.NODE_ENV === 'production') {
      require('IDENTITY_LOG_CODES', 'is for development only: it must be unset in production');
    }
    // A mistyped S3_BUCKET must not quietly leave the files on local disk.
    const s3Setting = (
      ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).find((name) => config[name] !== undefined);
    if (!config.S3_BUCKET && s3Setting) {
      require('S3_BUCKET', `is required when ${s3Setting} is set (S3_BUCKET chooses S3 storage)`);
    }
    if (config.S3_BUCKET && !config.S3_REGION && !config.S3_ENDPOINT) {
      require('S3_REGION', "is required with S3_BUCKET: the bucket's AWS region");
    }
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
      const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const given = config.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      require(missing, `is required with ${given}`);
    }
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    // S3-compatible stores mostly ignore the region but the signature names one.
    S3_REGION: config.S3_REGION ?? 'us-east-1',
  }));

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
