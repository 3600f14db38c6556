import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { findFreePort, logTail, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';
import { median, round } from './stats.mjs';

// Issue 14's targets: issuing an invoice of 2,000 items (number, PDF, ZUGFeRD, stored) under 3 s; the documents
// list with 10,000 documents at p95 under 100 ms, on PGlite and PostgreSQL.

export const DOCUMENTS = 10_000;
export const ISSUE_ITEMS = 2_000;
const CLIENTS = 60;
const PROJECTS = 300;

/** Plain SQL for PGlite and PostgreSQL alike: clients, projects and DOCUMENTS documents of company $1. */
const SEED_STATEMENTS = [
  `insert into clients (company_id, number, kind, name, search_text)
     select $1::uuid, 'K-B' || lpad(g::text, 4, '0'), (array['private', 'commercial', 'public'])[1 + g % 3],
            (array['Müller', 'Schmidt', 'Weber', 'Fischer', 'Wagner', 'Becker'])[1 + g % 6] || ' Bau ' || g, ''
       from generate_series(1, ${CLIENTS}) as g`,
  `insert into projects (company_id, number, name, client_id, status, contract_type, search_text)
     select $1::uuid, 'P-B' || lpad(g::text, 5, '0'),
            (array['Neubau', 'Sanierung', 'Umbau', 'Anbau'])[1 + g % 4] || ' Objekt ' || g, c.id, 'order',
            'unit_price', ''
       from generate_series(1, ${PROJECTS}) as g
       join (select id, row_number() over (order by number) as rn from clients
              where company_id = $1 and number like 'K-B%') as c on c.rn = 1 + g % ${CLIENTS}`,
  // Kinds and statuses spread as a company has them: mostly invoices and offers, most issued, some overdue.
  `insert into order_documents (company_id, project_id, client_id, kind, status, number, title, document_date,
                                recipient, net, gross, invoice_gross, amount_due, paid_amount, open_amount,
                                due_date, search_text, issued_at)
     select $1::uuid, p.id, p.client_id,
            (array['offer', 'order_confirmation', 'delivery_note', 'invoice', 'progress_invoice', 'invoice',
                   'final_invoice', 'offer', 'invoice', 'credit_note'])[1 + g % 10],
            case when g % 7 = 0 then 'draft' when g % 11 = 0 then 'sent' when g % 97 = 0 then 'cancelled'
                 else 'issued' end,
            case when g % 7 = 0 then null else 'B-' || lpad(g::text, 6, '0') end,
            (array['Rohbau', 'Fenster', 'Dach', 'Fassade', 'Innenausbau'])[1 + g % 5] || ' Abschnitt ' || (g % 40),
            date '2025-01-01' + (g % 690),
            jsonb_build_object('name', 'Kunde ' || (g % ${CLIENTS}), 'addition', '', 'email', '', 'vatId', '',
                               'address', jsonb_build_object('street', 'Hauptstraße 1', 'postalCode', '10115',
                                                             'city', 'Berlin', 'country', 'DE')),
            (g % 5000 + 100)::numeric(15,2), ((g % 5000 + 100) * 1.19)::numeric(15,2),
            ((g % 5000 + 100) * 1.19)::numeric(15,2), ((g % 5000 + 100) * 1.19)::numeric(15,2),
            case when g % 3 = 0 then ((g % 5000 + 100) * 1.19)::numeric(15,2) else 0 end,
            case when g % 3 = 0 then 0 else ((g % 5000 + 100) * 1.19)::numeric(15,2) end,
            date '2025-01-15' + (g % 690),
            lower('B-' || lpad(g::text, 6, '0') || ' abschnitt ' || (g % 40)),
            case when g % 7 = 0 then null else now() end
       from generate_series(1, ${DOCUMENTS}) as g
       join (select id, client_id, row_number() over (order by number) as rn from projects
              where company_id = $1 and number like 'P-B%') as p on p.rn = 1 + g % ${PROJECTS}`,
  'analyze',
];

/** @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }} client */
async function seed(client) {
  const result = await client.query('select id from companies limit 1');
  const company = /** @type {{ id: string } | undefined} */ (result.rows[0])?.id;
  if (!company) throw new Error('the server did not create its company');
  for (const statement of SEED_STATEMENTS)
    await client.query(statement, statement.includes('$1') ? [company] : []);
}

/**
 * Percentile (nearest rank) of a non-empty list.
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1] ?? Number.NaN;
}

/**
 * @param {string} baseURL
 * @param {string} token
 */
function api(baseURL, token) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {number} [expected]
   */
  return async (method, path, body, expected = 200) => {
    const response = await fetch(`${baseURL}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== expected)
      throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
    return /** @type {any} */ (await response.json());
  };
}

/** The list requests a user makes: first page, filters, search, sorting, the next page. */
async function measureList(/** @type {string} */ baseURL, /** @type {string} */ token) {
  const call = api(baseURL, token);
  const first = await call('GET', '/order-documents?limit=50');
  if (first.total < DOCUMENTS)
    throw new Error(`expected ${DOCUMENTS} documents, the list has ${first.total}`);
  const someProject = first.items[0].projectId;
  const someClient = first.items[1].clientId;
  const queries = [
    '?limit=50',
    '?limit=50&kind=invoice',
    '?limit=50&status=issued',
    '?limit=50&overdue=true',
    '?limit=50&q=b-0042',
    '?limit=50&q=fassade',
    `?limit=50&projectId=${someProject}`,
    `?limit=50&clientId=${someClient}`,
    '?limit=50&from=2025-06-01&to=2025-09-30',
    '?limit=50&sort=-gross',
    `?limit=50&cursor=${encodeURIComponent(first.nextCursor)}`,
  ];
  for (const query of queries) await call('GET', `/order-documents${query}`); // warm-up
  /** @type {number[]} */
  const latencies = [];
  for (let round = 0; round < 10; round++)
    for (const query of queries) {
      const started = performance.now();
      await call('GET', `/order-documents${query}`);
      latencies.push(performance.now() - started);
    }
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
  };
}

/** 2,000 items in 40 titles: wall, floor and window positions with long texts, 19 % VAT. */
function items() {
  const rows = [];
  for (let title = 1; title <= 40; title++) {
    const oz = String(title).padStart(2, '0');
    rows.push({ id: randomUUID(), type: 'title', depth: 0, oz, shortText: `Bauabschnitt ${title}` });
    for (let item = 1; item <= ISSUE_ITEMS / 40; item++)
      rows.push({
        id: randomUUID(),
        type: 'position',
        depth: 1,
        oz: `${oz}.${String(item * 10).padStart(4, '0')}`,
        shortText: `Mauerwerk KS 17,5 cm, Wand ${item}`,
        longText:
          'Kalksandstein-Mauerwerk DIN EN 771-2, Wanddicke 17,5 cm, Mörtelgruppe IIa, einschließlich Stoß- und ' +
          'Lagerfugen, Öffnungen bis 2,5 m² übermessen.',
        quantity: `${(item * 7) % 300}.${String(item % 1000).padStart(3, '0')}`,
        unit: 'm2',
        unitPrice: `${40 + (item % 60)}.${String((item * 37) % 1000).padStart(3, '0')}`,
        vatRate: '19',
      });
  }
  return rows;
}

/** Issues invoices of ISSUE_ITEMS items: create, fill (PUT), issue (timed), and the stored outputs checked. */
async function measureIssue(/** @type {string} */ baseURL, /** @type {string} */ token, runs = 3) {
  const call = api(baseURL, token);
  const company = await call('GET', '/company');
  await call('PUT', '/company', {
    name: company.name,
    address: { street: 'Industriestraße 12', postalCode: '50667', city: 'Köln', country: 'DE' },
    phone: '0221 123456-0',
    email: 'info@muster-fensterbau.de',
    website: null,
    vatId: 'DE123456789',
    taxNumber: '215/5678/1234',
    bankName: 'Sparkasse KölnBonn',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    defaultVatRate: company.defaultVatRate,
    version: company.version,
  });
  const client = await call(
    'POST',
    '/clients',
    {
      kind: 'commercial',
      name: 'Wohnbau Rhein GmbH',
      addresses: [{ kind: 'billing', street: 'Rheinuferstraße 7', postalCode: '40213', city: 'Düsseldorf' }],
    },
    201,
  );
  const project = await call('POST', '/projects', { name: 'Bench Rohbau', clientId: client.id }, 201);
  /** @type {number[]} */
  const samples = [];
  /** @type {number[]} */
  const probeWaits = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const draft = await call(
      'POST',
      '/order-documents',
      { projectId: project.id, kind: 'invoice', source: { type: 'blank' } },
      201,
    );
    const fields = Object.fromEntries(
      Object.entries(draft).filter(([key]) =>
        [
          'title',
          'recipient',
          'siteAddress',
          'documentDate',
          'performanceFrom',
          'performanceTo',
          'deliveryDate',
          'validUntil',
          'orderReference',
          'buyerReference',
          'introText',
          'closingText',
          'adjustment',
          'reverseCharge',
          'retentionPercent',
          'paymentDays',
          'cashDiscountPercent',
          'cashDiscountDays',
          'eInvoiceFormat',
          'templateId',
          'reminderLevel',
          'reminderFee',
        ].includes(key),
      ),
    );
    const filled = await call('PUT', `/order-documents/${draft.id}`, {
      ...fields,
      deliveryDate: fields.deliveryDate ?? draft.documentDate,
      items: items(),
      version: draft.version,
    });
    const started = performance.now();
    const issuing = call('POST', `/order-documents/${draft.id}/issue`, { version: filled.version });
    const waits = await probeWhile(baseURL, issuing);
    const issued = await issuing;
    samples.push(performance.now() - started);
    probeWaits.push(...waits);
    if (issued.status !== 'issued' || !issued.number) throw new Error('the invoice was not issued');
    bytes = issued.outputs.reduce(
      (/** @type {number} */ all, /** @type {{ size: number }} */ each) => all + each.size,
      0,
    );
  }
  return {
    runs,
    samplesMs: samples.map((ms) => round(ms)),
    medianMs: round(median(samples)),
    storedBytes: bytes,
    otherRequests: {
      requests: probeWaits.length,
      p50Ms: round(percentile(probeWaits, 50)),
      maxMs: round(Math.max(...probeWaits)),
    },
  };
}

/**
 * How long other requests wait while the server issues: requests that need nothing but the event loop (an unknown
 * API path: 404, no database, which PGlite would serialize behind the issuing transaction) one after another until
 * `pending` settles, each one's latency. A check on the event loop makes one of them wait for the whole check.
 * @param {string} baseURL
 * @param {Promise<unknown>} pending
 */
async function probeWhile(baseURL, pending) {
  let settled = false;
  pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  /** @type {number[]} */
  const waits = [];
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/v1/bench-probe`);
    await response.arrayBuffer();
    waits.push(performance.now() - started);
  }
  return waits;
}

/**
 * Issuing with the rules in worker threads (the default) and, as the baseline of the same run, on the event loop
 * (VENDOC_RULES_WORKERS=0): a server started on `options` for each.
 * @param {{ dataDir: string, logPath: string, env?: Record<string, string | undefined> }} options
 * @template T
 * @param {(server: import('./server.mjs').BenchServer, token: string) => Promise<T>} first run before issuing on
 *   the first server (the list)
 */
async function issueBothWays(options, first) {
  /**
   * @template U
   * @param {string | undefined} workers
   * @param {(server: import('./server.mjs').BenchServer, token: string) => Promise<U>} before
   */
  const issueOn = async (workers, before) => {
    const server = spawnServer({
      ...options,
      port: await findFreePort(),
      env: { ...options.env, VENDOC_RULES_WORKERS: workers },
    });
    try {
      const { accessToken } = await waitForSignIn(server);
      const list = await before(server, accessToken);
      return { list, issue: await measureIssue(server.baseURL, accessToken) };
    } catch (error) {
      throw new Error(`${/** @type {Error} */ (error).message}\n${logTail(server.logPath)}`, {
        cause: error,
      });
    } finally {
      await server.stop();
    }
  };
  const withWorkers = await issueOn(undefined, first);
  const onEventLoop = await issueOn('0', async () => null);
  return { list: withWorkers.list, issue: { workers: withWorkers.issue, eventLoop: onEventLoop.issue } };
}

/** PGlite: first start (migrates), seed the stopped server's data dir, start again, measure. */
async function onPglite() {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-documents-'));
  try {
    const options = {
      dataDir: join(workDir, 'data'),
      port: await findFreePort(),
      logPath: join(workDir, 'server.log'),
    };
    const first = spawnServer(options);
    try {
      await waitForSignIn(first);
    } finally {
      await first.stop();
    }
    const db = await PGlite.create({
      dataDir: join(options.dataDir, 'db'),
      extensions: { pg_trgm, btree_gist },
    });
    const seedStarted = performance.now();
    try {
      await seed(db);
    } finally {
      await db.close();
    }
    const seedMs = Math.round(performance.now() - seedStarted);
    const { list, issue } = await issueBothWays(options, (server, token) =>
      measureList(server.baseURL, token),
    );
    return { seedMs, list, issue };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: a database of its own (dropped afterwards), the server on it, seeded while it runs. */
async function onPostgres(/** @type {string} */ adminUrl) {
  return withBenchDatabase(adminUrl, (url) => onPostgresDatabase(url));
}

/** The server on the fresh PostgreSQL database at `url`, seeded while it runs. */
async function onPostgresDatabase(/** @type {string} */ url) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-documents-'));
  try {
    const options = {
      dataDir: join(workDir, 'data'),
      port: await findFreePort(),
      logPath: join(workDir, 'server.log'),
    };
    const env = { DATABASE_URL: url };
    const server = spawnServer({ ...options, env });
    let seedMs;
    try {
      await waitForSignIn(server);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const seedStarted = performance.now();
      try {
        await seed(client);
      } finally {
        await client.end();
      }
      seedMs = Math.round(performance.now() - seedStarted);
    } finally {
      await server.stop();
    }
    const { list, issue } = await issueBothWays({ ...options, env }, (started, token) =>
      measureList(started.baseURL, token),
    );
    return { seedMs, list, issue };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Both engines; PostgreSQL is skipped when it does not answer. */
export async function measureOrderDocuments(/** @type {string} */ postgresUrl) {
  const pglite = await onPglite();
  const postgres = await onPostgres(postgresUrl);
  return { documents: DOCUMENTS, issueItems: ISSUE_ITEMS, pglite, postgres };
}
