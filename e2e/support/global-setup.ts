import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServer } from './server-process';
import { ENV_ADMIN_PASSWORD, ENV_ADMIN_USER, ENV_BASE_URL, ENV_MAIL_DIR } from './env';
import { startMailSink } from './mail-sink';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const e2eDir = fileURLToPath(new URL('..', import.meta.url));

const ADMIN_USER = 'e2e-admin';
const ADMIN_PASSWORD = 'E2e-Baustelle-2024!';

/** Starts the real server on the real client build; the returned function is Playwright's global teardown. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const required = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
  const missing = required.filter((file) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) {
    throw new Error(
      `missing build output ${missing.join(', ')}: run npm run build (from the repository root)`,
    );
  }

  // The server sends mail to a real SMTP server here; the tests read what arrived from the mail directory.
  const mailDir = await mkdtemp(join(tmpdir(), 'vendoc-e2e-mail-'));
  const mail = await startMailSink(mailDir);
  const server = await startServer({
    repoRoot,
    adminUser: ADMIN_USER,
    adminPassword: ADMIN_PASSWORD,
    env: { VENDOC_SMTP_URL: mail.url },
  });
  process.env[ENV_BASE_URL] = server.baseURL;
  process.env[ENV_MAIL_DIR] = mailDir;
  process.env[ENV_ADMIN_USER] = ADMIN_USER;
  process.env[ENV_ADMIN_PASSWORD] = ADMIN_PASSWORD;

  return async () => {
    await server.stop();
    await mail.close();
    await rm(mailDir, { recursive: true, force: true });
    // Keep the server's log next to the test results; the data directory itself is thrown away.
    const resultsDir = join(e2eDir, 'test-results');
    await mkdir(resultsDir, { recursive: true });
    await copyFile(server.logPath, join(resultsDir, 'server.log')).catch(() => undefined);
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
