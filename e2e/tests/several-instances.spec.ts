import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import S3rver from 's3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginPrompt } from '../support/prompts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { startServer, type RunningServer } from '../support/server-process';
import { companyReadyForInvoicesViaApi } from '../support/company-api';
import { draftInvoiceViaApi, issueViaApi } from '../support/order-documents-api';
import { BILLING_ADDRESS, createClientViaApi, createProjectViaApi } from '../support/records-api';
import { seedSession, readStoredSession } from '../support/session';
import { pdfDocument } from '../support/sample-files';

// ARCHITECTURE: a company that outgrows one machine runs several stateless instances behind a load balancer, on
// one PostgreSQL and one object store. Two real server processes (the built dist/main.js), one PostgreSQL
// database of their own, one S3 server (s3rver) and a round-robin proxy in front.

const ADMIN = { userName: 'chef', password: 'Zwei-Instanzen-2026!' };
const COMPANY = 'Demo Bau GmbH';
const ADMIN_URL = process.env['E2E_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const EXPIRED_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJleHAiOjE3MDAwMDAwMDB9.' +
  'c2lnbmF0dXJlLW5vdC12YWxpZA';

let database: string;
let databaseUrl: string;
let s3: S3rver;
let s3Dir: string;
let instances: RunningServer[] = [];
let proxy: RoundRobinProxy;
let api: APIRequestContext;
let token: string;

test.describe.configure({ mode: 'serial' });

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = `vendoc_e2e_instances_${randomUUID().slice(0, 8)}`;
  const reachable = await withAdminClient(ADMIN_URL, async (client) => {
    await client.query(`create database ${database}`);
    return true;
  }).catch((error: unknown) => {
    // CI has PostgreSQL: there, not reaching it is a failure, never a skip.
    if (process.env['CI']) throw error;
    return false;
  });
  test.skip(!reachable, `PostgreSQL at ${ADMIN_URL} is not reachable (set E2E_POSTGRES_URL)`);
  const base = new URL(ADMIN_URL);
  base.pathname = `/${database}`;
  databaseUrl = base.toString();

  s3Dir = await mkdtemp(join(tmpdir(), 'vendoc-e2e-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'vendoc', configs: [] }],
  });
  const { port } = await s3.run();
  const env = {
    DATABASE_URL: databaseUrl,
    VENDOC_S3_BUCKET: 'vendoc',
    VENDOC_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    VENDOC_S3_ACCESS_KEY_ID: 'S3RVER',
    VENDOC_S3_SECRET_ACCESS_KEY: 'S3RVER',
    VENDOC_S3_FORCE_PATH_STYLE: 'true',
    VENDOC_TRUST_PROXY: 'true',
    VENDOC_RULES_WORKERS: '1',
  };
  // Both start at once on the empty database: migrations, the first company, its administrator and the signing
  // secret must come out once.
  instances = await Promise.all(
    [0, 1].map(() =>
      startServer({ repoRoot, adminUser: ADMIN.userName, adminPassword: ADMIN.password, env }),
    ),
  );
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.baseURL));
  api = await requests.newContext();
  token = (await signIn(instances[0]!.baseURL)).accessToken;
});

test.afterAll(async () => {
  await api?.dispose();
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await Promise.all(instances.map((instance) => rm(instance.dataDir, { recursive: true, force: true })));
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  if (databaseUrl)
    await withAdminClient(ADMIN_URL, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    );
});

const at = (index: number) => instances[index]!.baseURL;
const auth = () => ({ Authorization: `Bearer ${token}` });

/** A project (with a commercial client whose billing address an invoice needs), made on that instance. */
async function projectOf(baseURL: string) {
  const client = await createClientViaApi(
    api,
    token,
    {
      kind: 'commercial',
      name: `Wohnbau Rhein ${randomUUID().slice(0, 5)}`,
      email: 'einkauf@wohnbau-rhein.de',
      addresses: [BILLING_ADDRESS],
    },
    baseURL,
  );
  return createProjectViaApi(api, token, { name: 'Sanierung Lindenstraße', clientId: client.id }, baseURL);
}

async function signIn(baseURL: string, credentials = ADMIN) {
  const response = await api.post(`${baseURL}/api/v1/authentication/login`, { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

async function send<T>(
  baseURL: string,
  method: string,
  path: string,
  data?: unknown,
  status = 200,
): Promise<T> {
  const response = await api.fetch(`${baseURL}${path}`, {
    method,
    headers: auth(),
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

test('both instances started on one empty database made one company, one administrator and one secret', async () => {
  const rows = await withAdminClient(databaseUrl, async (client) => ({
    companies: (await client.query('select name from companies')).rows,
    users: (await client.query('select user_name from users')).rows,
  }));
  expect(rows.companies).toEqual([{ name: COMPANY }]);
  expect(rows.users).toEqual([{ user_name: ADMIN.userName }]);
  // A token signed by one instance is good on the other: one signing secret.
  for (const index of [0, 1]) {
    const me = await api.get(`${at(index)}/api/v1/me`, { headers: auth() });
    expect(me.status()).toBe(200);
  }
});

test('a session signed in on one instance is refreshed by the other, in the browser', async ({ page }) => {
  const tokens = await signIn(at(0));
  // The browser talks to the second instance only, with an expired access token: its refresh goes there.
  await seedSession(
    page,
    { accessToken: EXPIRED_ACCESS_TOKEN, refreshToken: tokens.refreshToken, url: at(1) },
    at(1),
  );
  await page.goto(at(1));
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expect(loginPrompt(page).dialog).toHaveCount(0);
  const stored = await readStoredSession(page);
  expect(stored.refreshToken).not.toBe(tokens.refreshToken);
  // The first instance refuses the rotated token too, and accepts the new one.
  const reused = await api.post(`${at(0)}/api/v1/authentication/refresh`, {
    data: { refreshToken: tokens.refreshToken },
  });
  expect(reused.status()).toBe(401);
  expect(
    (
      await api.get(`${at(0)}/api/v1/me`, { headers: { Authorization: `Bearer ${stored.accessToken}` } })
    ).status(),
  ).toBe(200);
});

test('the app works through the load balancer: sign in, reload, every request to either instance', async ({
  page,
}) => {
  const before = [...proxy.served];
  await page.goto(proxy.baseURL);
  const prompt = loginPrompt(page);
  await prompt.userName.fill(ADMIN.userName);
  await prompt.password.fill(ADMIN.password);
  await prompt.submit.click();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(COMPANY).first()).toBeVisible();
  await expect(prompt.dialog).toHaveCount(0);
  expect(proxy.served[0]! - before[0]!).toBeGreaterThan(2);
  expect(proxy.served[1]! - before[1]!).toBeGreaterThan(2);
});

test('a file uploaded through one instance is served by the other, whole and by range', async () => {
  const project = await projectOf(at(0));
  const pdf = pdfDocument('Aufmass Keller');
  const uploaded = await api.post(`${at(0)}/api/v1/projects/${project.id}/files`, {
    headers: auth(),
    multipart: { files: { name: 'Aufmaß.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [file] = ((await uploaded.json()) as { files: { id: string; contentUrl: string }[] }).files;
  const whole = await api.get(`${at(1)}${file!.contentUrl}`);
  expect(whole.status()).toBe(200);
  expect(Buffer.from(await whole.body())).toEqual(pdf);
  const part = await api.get(`${at(1)}${file!.contentUrl}`, { headers: { Range: 'bytes=0-7' } });
  expect(part.status()).toBe(206);
  expect(Buffer.from(await part.body())).toEqual(pdf.subarray(0, 8));
  // Listed by the other instance too, with a content URL it signed itself.
  const listed = await send<{ files: { id: string; contentUrl: string }[] }>(
    at(1),
    'GET',
    `/api/v1/projects/${project.id}/files`,
  );
  const again = await api.get(`${at(0)}${listed.files.find((entry) => entry.id === file!.id)!.contentUrl}`);
  expect(Buffer.from(await again.body())).toEqual(pdf);
});

test('40 invoices issued at once across both instances get 40 consecutive numbers', async () => {
  test.setTimeout(5 * 60_000);
  await companyReadyForInvoicesViaApi(api, token, at(0));
  const project = await projectOf(at(1));
  const drafts = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      draftInvoiceViaApi(api, token, project.id, { baseURL: at(index % 2) }),
    ),
  );
  const issued = await Promise.all(
    drafts.map((draft, index) => issueViaApi(api, token, draft, at((index + 1) % 2))),
  );
  const year = issued[0]!.number!.split('-')[1];
  expect(issued.map((document) => document.number).sort()).toEqual(
    Array.from({ length: 40 }, (_, index) => `RE-${year}-${String(index + 1).padStart(4, '0')}`),
  );
});

test('a background job runs once: exports requested on both instances are each made exactly once', async () => {
  test.setTimeout(3 * 60_000);
  const project = await projectOf(at(0));
  const exports = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      send<{ id: string }>(
        at(index % 2),
        'POST',
        `/api/v1/projects/${project.id}/exports`,
        { include: ['files'] },
        202,
      ),
    ),
  );
  for (const started of exports)
    await expect
      .poll(
        async () => (await send<{ status: string }>(at(1), 'GET', `/api/v1/exports/${started.id}`)).status,
        {
          timeout: 120_000,
        },
      )
      .toBe('done');
  const jobs = await withAdminClient(
    databaseUrl,
    async (client) =>
      (await client.query(`select status, attempts, locked_by from jobs where queue = 'project-export'`))
        .rows as {
        status: string;
        attempts: number;
      }[],
  );
  expect(jobs).toHaveLength(6);
  for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1 });
});

test('an Idempotency-Key holds across instances: the repeat on the other one replays, nothing twice', async () => {
  const key = randomUUID();
  const name = `Idempotenz ${key.slice(0, 8)}`;
  const create = (index: number) =>
    api.post(`${at(index)}/api/v1/clients`, {
      headers: { ...auth(), 'Idempotency-Key': key },
      data: { kind: 'private', name },
    });
  const first = await create(0);
  expect(first.status(), await first.text()).toBe(201);
  const repeat = await create(1);
  expect(repeat.status()).toBe(201);
  expect(repeat.headers()['idempotent-replayed']).toBe('true');
  expect(((await repeat.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  const stored = await withAdminClient(
    databaseUrl,
    async (client) =>
      (await client.query('select count(*)::int as n from clients where name = $1', [name])).rows[0] as {
        n: number;
      },
  );
  expect(stored.n).toBe(1);

  // At the same moment on both: one runs, the other waits for its answer and replays it.
  const both = randomUUID();
  const same = await Promise.all(
    [0, 1].map((index) =>
      api.post(`${at(index)}/api/v1/clients`, {
        headers: { ...auth(), 'Idempotency-Key': both },
        data: { kind: 'private', name: `Gleichzeitig ${both.slice(0, 8)}` },
      }),
    ),
  );
  expect(same.map((response) => response.status())).toEqual([201, 201]);
  expect(same.map((response) => response.headers()['idempotent-replayed'] ?? 'first').sort()).toEqual([
    'first',
    'true',
  ]);
  const ids = await Promise.all(same.map(async (response) => ((await response.json()) as { id: string }).id));
  expect(ids[0]).toBe(ids[1]);
});

test('sign-in throttling counts the failures of both instances', async () => {
  // A user name of its own: five wrong passwords, spread over both instances, use up its attempts.
  const userName = `monteur-${randomUUID().slice(0, 6)}`;
  await send(
    at(0),
    'POST',
    '/api/v1/users',
    { userName, displayName: 'Max Monteur', role: 'fitter', password: 'Richtig-Passwort-1' },
    201,
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await api.post(`${at(attempt % 2)}/api/v1/authentication/login`, {
      data: { userName, password: `falsch-${attempt}` },
    });
    expect(wrong.status()).toBe(401);
  }
  for (const index of [0, 1]) {
    const refused = await api.post(`${at(index)}/api/v1/authentication/login`, {
      data: { userName, password: 'Richtig-Passwort-1' },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
});

test('an instance stopped with SIGTERM finishes the upload in flight, then exits cleanly', async () => {
  const project = await projectOf(at(0));
  const key = randomUUID();
  const boundary = `vendoc-drain-${key.slice(0, 8)}`;
  const content = Buffer.alloc(512 * 1024, 7);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="Bautagebuch.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let finish: (rest: Buffer) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const upload = httpRequest(
      new URL(`/api/v1/projects/${project.id}/files`, at(1)),
      {
        method: 'POST',
        headers: {
          ...auth(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + content.length + tail.length,
          'idempotency-key': key,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    upload.on('error', reject);
    upload.write(Buffer.concat([head, content.subarray(0, content.length / 2)]));
    finish = (rest) => upload.end(rest);
  });
  // The request is inside its handler once its Idempotency-Key is claimed in the database.
  const claimed = () =>
    withAdminClient(
      databaseUrl,
      async (client) =>
        (await client.query('select count(*)::int as n from idempotency_keys where key = $1', [key])).rows[0]
          .n as number,
    );
  await expect.poll(claimed).toBe(1);
  const stopping = instances[1]!.stop();
  // It accepts no new connection (a load balancer's health check fails) while the upload is still open.
  await expect
    .poll(() =>
      fetch(`${at(1)}/api/health`).then(
        (response) => response.status,
        () => 'refused',
      ),
    )
    .toBe('refused');
  finish(Buffer.concat([content.subarray(content.length / 2), tail]));
  const { status, body } = await answer;
  expect(status, body).toBe(201);
  await stopping;
  expect(instances[1]!.exitCode()).toBe(0);
  const [file] = (JSON.parse(body) as { files: { contentUrl: string; size: number }[] }).files;
  expect(file!.size).toBe(content.length);
  const served = await api.get(`${at(0)}${file!.contentUrl}`);
  expect(Buffer.from(await served.body())).toEqual(content);
});
