import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/vendoc');

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 2008,
      host: '0.0.0.0',
      dataDir: '/srv/vendoc/data',
      databaseUrl: null,
      adminUser: null,
      adminPassword: null,
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      corsOrigins: [],
      mapsApiKey: null,
      trustProxy: false,
      logLevel: 'info',
      uploadMaxBytes: 104_857_600,
      filesDir: '/srv/vendoc/data/files',
      smtpUrl: null,
      s3: null,
      rulesWorkers: Math.min(2, availableParallelism()),
    });
    expect(config.webDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '2108',
      HOST: '127.0.0.1',
      VENDOC_DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://vendoc:pw@db:5432/vendoc',
      VENDOC_ADMIN_USER: 'chef',
      VENDOC_ADMIN_PASSWORD: 'sehr-geheim',
      VENDOC_JWT_SECRET: 'x'.repeat(40),
      VENDOC_ACCESS_TOKEN_TTL: '600',
      VENDOC_REFRESH_TOKEN_TTL: '86400',
      VENDOC_CORS_ORIGINS: 'https://app.example.com, http://localhost:8888',
      VENDOC_MAPS_API_KEY: 'maps-key',
      VENDOC_WEB_DIR: '/opt/web',
      VENDOC_TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      VENDOC_UPLOAD_MAX_BYTES: '2097152',
      VENDOC_FILES_DIR: '/mnt/files',
      VENDOC_SMTP_URL: 'smtps://vendoc:geheim@mail.example.com:465',
      VENDOC_RULES_WORKERS: '0',
      VENDOC_S3_BUCKET: 'vendoc-files',
      VENDOC_S3_ENDPOINT: 'https://s3.example.com/',
      VENDOC_S3_REGION: 'eu-central-1',
      VENDOC_S3_ACCESS_KEY_ID: 'AKIA1',
      VENDOC_S3_SECRET_ACCESS_KEY: 'geheim',
      VENDOC_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toEqual({
      port: 2108,
      host: '127.0.0.1',
      dataDir: '/srv/vendoc/var/data',
      databaseUrl: 'postgres://vendoc:pw@db:5432/vendoc',
      adminUser: 'chef',
      adminPassword: 'sehr-geheim',
      jwtSecret: 'x'.repeat(40),
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      corsOrigins: ['https://app.example.com', 'http://localhost:8888'],
      mapsApiKey: 'maps-key',
      webDir: '/opt/web',
      trustProxy: true,
      logLevel: 'warn',
      uploadMaxBytes: 2_097_152,
      filesDir: '/mnt/files',
      smtpUrl: 'smtps://vendoc:geheim@mail.example.com:465',
      rulesWorkers: 0,
      s3: {
        bucket: 'vendoc-files',
        endpoint: 'https://s3.example.com',
        region: 'eu-central-1',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'geheim',
        forcePathStyle: true,
      },
    });
  });

  it('treats blank values as unset', () => {
    expect(load({ PORT: '', VENDOC_MAPS_API_KEY: '  ', DATABASE_URL: '' })).toMatchObject({
      port: 2008,
      mapsApiKey: null,
      databaseUrl: null,
    });
  });

  it('keeps the files under a relative data dir unless VENDOC_FILES_DIR says otherwise', () => {
    expect(load({ VENDOC_DATA_DIR: 'var/data' }).filesDir).toBe('/srv/vendoc/var/data/files');
    expect(load({ VENDOC_FILES_DIR: 'blobs' }).filesDir).toBe('/srv/vendoc/blobs');
  });

  it('resolves relative paths against INIT_CWD when npm started the command', () => {
    expect(loadConfig({ INIT_CWD: '/home/me/vendoc' }).dataDir).toBe('/home/me/vendoc/data');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT (got "abc"): must be a port number between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid PORT (got "70000"): must be a port number between 1 and 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    ],
    [{ VENDOC_JWT_SECRET: 'short' }, 'Invalid VENDOC_JWT_SECRET: must be at least 32 characters'],
    [{ VENDOC_ADMIN_PASSWORD: 'short' }, 'Invalid VENDOC_ADMIN_PASSWORD: must be at least 8 characters'],
    [
      { VENDOC_ACCESS_TOKEN_TTL: '15m' },
      'Invalid VENDOC_ACCESS_TOKEN_TTL (got "15m"): must be a number of seconds',
    ],
    [{ VENDOC_CORS_ORIGINS: 'https://ok.example, example.com/app' }, 'Invalid VENDOC_CORS_ORIGINS'],
    [{ VENDOC_TRUST_PROXY: 'maybe' }, 'Invalid VENDOC_TRUST_PROXY (got "maybe"): must be true or false'],
    [
      { VENDOC_UPLOAD_MAX_BYTES: '100MB' },
      'Invalid VENDOC_UPLOAD_MAX_BYTES (got "100MB"): must be a number of bytes',
    ],
    [
      { VENDOC_UPLOAD_MAX_BYTES: '0' },
      'Invalid VENDOC_UPLOAD_MAX_BYTES (got "0"): must be a number of bytes',
    ],
    [
      { VENDOC_RULES_WORKERS: '65' },
      'Invalid VENDOC_RULES_WORKERS (got "65"): must be a number of threads between 0 and 64',
    ],
    [
      { VENDOC_S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'Invalid VENDOC_S3_BUCKET: must be set to use the S3 storage (VENDOC_S3_ENDPOINT set)',
    ],
    [
      { VENDOC_S3_BUCKET: 'My_Files' },
      'Invalid VENDOC_S3_BUCKET (got "My_Files"): must be an S3 bucket name',
    ],
    [
      { VENDOC_S3_BUCKET: 'vendoc', VENDOC_S3_ENDPOINT: 's3.example.com' },
      'Invalid VENDOC_S3_ENDPOINT (got "s3.example.com"): must be the URL of the S3 service',
    ],
    [
      { VENDOC_S3_BUCKET: 'vendoc', VENDOC_S3_ACCESS_KEY_ID: 'AKIA1' },
      'Invalid VENDOC_S3_SECRET_ACCESS_KEY: VENDOC_S3_ACCESS_KEY_ID and VENDOC_S3_SECRET_ACCESS_KEY go together',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Invalid LOG_LEVEL (got "loud"): must be one of fatal, error, warn, info'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it("uses AWS itself for a bucket alone: default region, credentials from the SDK's default chain", () => {
    expect(load({ VENDOC_S3_BUCKET: 'vendoc-files' }).s3).toEqual({
      bucket: 'vendoc-files',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
  });

  it('never echoes a secret value in the message', () => {
    expect(() => load({ VENDOC_JWT_SECRET: 'tiny-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('tiny-secret') }),
    );
  });

  it('refuses an SMTP URL that is none, without echoing it (it may hold a password)', () => {
    expect(() => load({ VENDOC_SMTP_URL: 'mail.example.com:25 pw=geheim' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^Invalid VENDOC_SMTP_URL: must be an SMTP URL/),
      }),
    );
    expect(() => load({ VENDOC_SMTP_URL: 'mail.example.com:25 pw=geheim' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('geheim') }),
    );
  });
});
