import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { defaultWebDir } from './server-paths';
import type { S3StorageConfig } from './storage/s3-file-storage';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute path; PGlite lives in `<dataDir>/db`. */
  dataDir: string;
  /** postgres://… to use PostgreSQL; null for the embedded PGlite. */
  databaseUrl: string | null;
  adminUser: string | null;
  adminPassword: string | null;
  /** null: a random secret is generated once and kept in the database (table server_settings). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  mapsApiKey: string | null;
  /** Absolute path of the client build served at the site root. */
  webDir: string;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Largest accepted size of one uploaded file in bytes; larger uploads get 413 and nothing is stored. */
  uploadMaxBytes: number;
  /** Absolute path of the local file storage (content-addressed blobs); `<dataDir>/files` by default. */
  filesDir: string;
  /** smtp://user:password@host:587 or smtps://… to send order documents by e-mail; null: no e-mail. */
  smtpUrl: string | null;
  /** An S3-compatible object store for the file contents instead of `filesDir`; null: the local disk. */
  s3: S3StorageConfig | null;
  /** Worker threads that check e-invoices against the official rules, started on first use; 0: on the event loop. */
  rulesWorkers: number;
}

/**
 * Where the user started the command: npm scripts run inside the workspace (apps/server) but set INIT_CWD to
 * the directory npm was called from, so `npm start` and `npm run user:add` agree on `./data`.
 */
function invocationDir(env: Record<string, string | undefined>): string {
  return env['INIT_CWD'] ?? process.cwd();
}

/** A configuration value that cannot be used; the message names the variable and says what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().optional());

const integer = (min: number, max: number, fallback: number, what: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, `must be ${what}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be ${what}`).max(max, `must be ${what}`))
      .default(fallback),
  );

const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .default(false),
);

const DAY = 24 * 60 * 60;

const envSchema = z.object({
  PORT: integer(1, 65_535, 2008, 'a port number between 1 and 65535'),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  VENDOC_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  VENDOC_ADMIN_USER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200, 'must be at most 200 characters')
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
  ),
  VENDOC_ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(8, 'must be at least 8 characters')
      .max(1000, 'must be at most 1000 characters')
      .optional(),
  ),
  VENDOC_JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  VENDOC_ACCESS_TOKEN_TTL: integer(10, DAY, 900, 'a number of seconds between 10 and 86400'),
  VENDOC_REFRESH_TOKEN_TTL: integer(60, 365 * DAY, 30 * DAY, 'a number of seconds between 60 and 31536000'),
  VENDOC_CORS_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^https?:\/\/[^/\s]+$/,
              'must be a comma-separated list of origins like https://app.example.com (no path)',
            ),
        ),
      ),
  ),
  VENDOC_MAPS_API_KEY: optionalText,
  VENDOC_WEB_DIR: optionalText,
  VENDOC_TRUST_PROXY: booleanFlag,
  VENDOC_UPLOAD_MAX_BYTES: integer(1, Number.MAX_SAFE_INTEGER, 104_857_600, 'a number of bytes (at least 1)'),
  VENDOC_FILES_DIR: optionalText,
  VENDOC_SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s/]+/, 'must be an SMTP URL like smtp://user:password@mail.example.com:587')
      .optional(),
  ),
  VENDOC_S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  VENDOC_S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be the URL of the S3 service like https://s3.example.com')
      .optional(),
  ),
  VENDOC_S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region like eu-central-1')
      .default('us-east-1'),
  ),
  VENDOC_S3_ACCESS_KEY_ID: optionalText,
  VENDOC_S3_SECRET_ACCESS_KEY: optionalText,
  VENDOC_S3_FORCE_PATH_STYLE: booleanFlag,
  VENDOC_RULES_WORKERS: integer(
    0,
    64,
    Math.min(2, availableParallelism()),
    'a number of threads between 0 and 64',
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

/**
 * Reads and validates the server configuration from environment variables.
 * Throws a ConfigError naming the first invalid variable; relative paths resolve against `cwd`.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = invocationDir(env)): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    const shown = value === undefined || /SECRET|PASSWORD|URL/.test(variable) ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid ${variable}${shown}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const s3Settings = Object.keys(env).filter(
    (name) => name.startsWith('VENDOC_S3_') && blankToUndefined(env[name]) != null,
  );
  if (e.VENDOC_S3_BUCKET == null && s3Settings.length > 0)
    throw new ConfigError(
      `Invalid VENDOC_S3_BUCKET: must be set to use the S3 storage (${s3Settings.join(', ')} set)`,
    );
  if ((e.VENDOC_S3_ACCESS_KEY_ID == null) !== (e.VENDOC_S3_SECRET_ACCESS_KEY == null))
    throw new ConfigError(
      'Invalid VENDOC_S3_SECRET_ACCESS_KEY: VENDOC_S3_ACCESS_KEY_ID and VENDOC_S3_SECRET_ACCESS_KEY go together (or neither, for the AWS default credentials)',
    );
  const dataDir = resolve(cwd, e.VENDOC_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    adminUser: e.VENDOC_ADMIN_USER ?? null,
    adminPassword: e.VENDOC_ADMIN_PASSWORD ?? null,
    jwtSecret: e.VENDOC_JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.VENDOC_ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.VENDOC_REFRESH_TOKEN_TTL,
    corsOrigins: e.VENDOC_CORS_ORIGINS,
    mapsApiKey: e.VENDOC_MAPS_API_KEY ?? null,
    webDir: e.VENDOC_WEB_DIR == null ? defaultWebDir() : resolve(cwd, e.VENDOC_WEB_DIR),
    trustProxy: e.VENDOC_TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    uploadMaxBytes: e.VENDOC_UPLOAD_MAX_BYTES,
    filesDir: e.VENDOC_FILES_DIR == null ? join(dataDir, 'files') : resolve(cwd, e.VENDOC_FILES_DIR),
    smtpUrl: e.VENDOC_SMTP_URL ?? null,
    s3:
      e.VENDOC_S3_BUCKET == null
        ? null
        : {
            bucket: e.VENDOC_S3_BUCKET,
            endpoint: e.VENDOC_S3_ENDPOINT?.replace(/\/$/, '') ?? null,
            region: e.VENDOC_S3_REGION,
            accessKeyId: e.VENDOC_S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.VENDOC_S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: e.VENDOC_S3_FORCE_PATH_STYLE,
          },
    rulesWorkers: e.VENDOC_RULES_WORKERS,
  };
}
