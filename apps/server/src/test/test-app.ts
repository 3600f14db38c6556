import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { tokenPairSchema, type Role, type TokenPair } from '@vendoc/contract/auth';
import { buildApp } from '../app';
import type { Config } from '../config';
import { hashPassword } from '../lib/password';
import { insertCompany, insertUser } from '../modules/users/users.repository';
import { createTestDatabase } from './test-database';

export type TestAppOverrides = Partial<Config> & {
  /** The app's clock (see createTestClock); real time by default. */
  now?: () => Date;
  /** Routes only a test needs (e.g. to exercise requireRole or a crash), registered before the app is ready. */
  extraRoutes?: FastifyPluginAsync;
  /** Receives the JSON logs (set logLevel too: tests default to 'silent'). */
  logStream?: Writable;
  /** Replaces the wait of the sign-in slow-down (see createAuthService). */
  loginDelay?: (ms: number) => Promise<void>;
};

export interface SeedOptions {
  companyName?: string;
  userName?: string;
  password?: string;
  displayName?: string;
  role?: Role;
  active?: boolean;
  /** Add the user to this existing company instead of creating one. */
  companyId?: string;
}

export interface SeededUser {
  company: { id: string; name: string };
  user: { id: string; userName: string; displayName: string; role: Role };
  password: string;
}

/** The configuration tests start from: no client build, silent logs, generated JWT secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'vendoc-test-data'),
    databaseUrl: null,
    adminUser: null,
    adminPassword: null,
    jwtSecret: null,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    corsOrigins: [],
    mapsApiKey: null,
    webDir: join(tmpdir(), 'vendoc-test-no-web-build'),
    trustProxy: false,
    logLevel: 'silent',
    uploadMaxBytes: 104_857_600,
    // Tests that store files pass their own temporary filesDir.
    filesDir: join(tmpdir(), 'vendoc-test-data', 'files'),
    s3: null,
    // Tests that send mail pass the URL of their in-process SMTP server (test/smtp-sink.ts).
    smtpUrl: null,
    // One thread loads each compiled rule set once per test file, as the in-process check did.
    rulesWorkers: 1,
    ...overrides,
  };
}

/** A unique user name, so tests in one file never share throttling state by accident. */
export const uniqueUserName = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}`;

/**
 * The server app on its own fresh, migrated, empty database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * ready for `app.inject`. Call `close()` in afterAll.
 */
export async function createTestApp(overrides: TestAppOverrides = {}) {
  const { now, extraRoutes, logStream, loginDelay, ...configOverrides } = overrides;
  const database = await createTestDatabase();
  const config = testConfig(configOverrides);
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    ...(now ? { now } : {}),
    ...(logStream ? { logStream } : {}),
    ...(loginDelay ? { loginDelay } : {}),
  });
  if (extraRoutes) await app.register(extraRoutes);
  await app.ready();

  /** A company (new, or `companyId`) with one user whose password is known. */
  async function seedCompanyWithUser(options: SeedOptions = {}): Promise<SeededUser> {
    const company =
      options.companyId != null
        ? { id: options.companyId, name: options.companyName ?? '' }
        : await insertCompany(database.db, options.companyName ?? 'Muster Bau GmbH');
    const password = options.password ?? `pw-${randomBytes(8).toString('hex')}`;
    const userName = options.userName ?? uniqueUserName();
    const user = await insertUser(database.db, {
      companyId: company.id,
      userName,
      displayName: options.displayName ?? `Test ${userName}`,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'office',
      active: options.active ?? true,
    });
    return {
      company,
      user: { id: user.id, userName: user.userName, displayName: user.displayName, role: user.role },
      password,
    };
  }

  /** POST /api/v1/authentication/login; the raw response. */
  function postLogin(body: unknown, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });
  }

  /** Signs in and returns the token pair; throws unless the server answers 200. */
  async function signIn(userName: string, password: string): Promise<TokenPair> {
    const response = await postLogin({ userName, password });
    if (response.statusCode !== 200) {
      throw new Error(`sign-in of ${userName} failed: ${response.statusCode} ${response.body}`);
    }
    return tokenPairSchema.parse(response.json());
  }

  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    config,
    seedCompanyWithUser,
    postLogin,
    signIn,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Authorization header for an access token. */
export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
