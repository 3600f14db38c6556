import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { findFreePort, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';

export const PROJECTS = 10_000;
const CLIENTS = 300;

/** Words a user types into the home page's search, letter by letter: names, cities, numbers, streets. */
const TYPED = [
  'Hamburg',
  'Sanierung',
  'Müller',
  'P-0421',
  'Schule',
  'Lindenstraße',
  'Dresden',
  'Neubau Kita',
  'Fenster',
  'Wohnbau',
  'Rathaus',
  'Kiel',
  'Dachsanierung',
  'Elbtal',
  'Praxis',
  'Freiburg',
  'Hoffmann Bau',
  'Brandschutz',
  'Sporthalle',
  'Leipzig',
  'Treppenhaus',
  'Schäfer',
  'Penthouse',
  'Nürnberg',
  'Fassade',
];

/** Every prefix of every typed word: 'H', 'Ha', 'Ham', … */
export const SEARCH_PREFIXES = TYPED.flatMap((word) =>
  Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)),
);

const sqlArray = (/** @type {readonly string[]} */ values) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Richter',
  'Klein',
];
const CLIENT_KINDS = [
  'Bau GmbH',
  'Immobilien KG',
  'Wohnbau eG',
  'Hausverwaltung',
  'Projekt GmbH',
  'und Partner',
];
const PROJECT_KINDS = [
  'Neubau',
  'Sanierung',
  'Dachsanierung',
  'Umbau',
  'Fenstertausch',
  'Anbau',
  'Modernisierung',
  'Brandschutz',
];
const OBJECTS = [
  'Einfamilienhaus',
  'Kita Sonnenschein',
  'Grundschule am Park',
  'Rathaus',
  'Bürogebäude',
  'Lagerhalle',
  'Sporthalle',
  'Treppenhaus',
  'Penthouse',
  'Fassade Wohnanlage',
  'Praxisräume',
  'Mehrfamilienhaus',
];
const CITIES = [
  'Hamburg',
  'Bremen',
  'Hannover',
  'Leipzig',
  'Dresden',
  'Köln',
  'Münster',
  'Nürnberg',
  'Stuttgart',
  'München',
  'Freiburg im Breisgau',
  'Kiel',
];
const POSTAL_CODES = [
  '22765',
  '28195',
  '30159',
  '04109',
  '01067',
  '50667',
  '48143',
  '90402',
  '70173',
  '80331',
  '79098',
  '24103',
];
const STREETS = [
  'Lindenstraße',
  'Hauptstraße',
  'Am Markt',
  'Bahnhofstraße',
  'Gartenweg',
  'Schulstraße',
  'Kirchplatz',
];

/**
 * SQL that adds `CLIENTS` clients and `PROJECTS` projects (with site addresses, statuses, dates and the search
 * text the server keeps) to the company `$1`, and visits of the user `$2` to a few projects. Plain SQL that runs
 * on PGlite and PostgreSQL alike.
 */
const SEED_STATEMENTS = [
  `insert into clients (company_id, number, kind, name, search_text)
     select $1::uuid, 'K-' || lpad(g::text, 5, '0'), (array['private', 'commercial', 'public'])[1 + g % 3],
            (${sqlArray(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}] || ' ' ||
            (${sqlArray(CLIENT_KINDS)})[1 + (g / ${LAST_NAMES.length}) % ${CLIENT_KINDS.length}], ''
       from generate_series(1, ${CLIENTS}) as g`,
  `update clients set search_text = lower(number || ' ' || name) where company_id = $1`,
  `insert into projects (company_id, number, name, client_id, site_address, status, contract_type, start_date,
                         search_text)
     select $1::uuid, 'P-' || lpad(g::text, 5, '0'),
            (${sqlArray(PROJECT_KINDS)})[1 + g % ${PROJECT_KINDS.length}] || ' ' ||
            (${sqlArray(OBJECTS)})[1 + (g / ${PROJECT_KINDS.length}) % ${OBJECTS.length}],
            c.id,
            jsonb_build_object(
              'street', (${sqlArray(STREETS)})[1 + g % ${STREETS.length}] || ' ' || (1 + g % 120),
              'postalCode', (${sqlArray(POSTAL_CODES)})[1 + (g / 5) % ${CITIES.length}],
              'city', (${sqlArray(CITIES)})[1 + (g / 5) % ${CITIES.length}],
              'country', 'DE'),
            (array['inquiry', 'offer', 'order', 'in_progress', 'completed', 'invoiced', 'archived'])[1 + g % 7],
            (array['unit_price', 'lump_sum', 'time_and_material'])[1 + g % 3],
            date '2024-01-01' + (g % 900),
            ''
       from generate_series(1, ${PROJECTS}) as g
       join (select id, row_number() over (order by number) as rn from clients where company_id = $1) as c
         on c.rn = 1 + g % ${CLIENTS}`,
  // The same text the server's repository keeps: number, name, street, postal code, city, client name.
  `update projects as p
      set search_text = lower(concat_ws(' ', p.number, p.name, p.site_address->>'street',
                                        p.site_address->>'postalCode', p.site_address->>'city', c.name))
     from clients as c
    where c.id = p.client_id and p.company_id = $1`,
  `insert into project_visits (user_id, project_id, visited_at)
     select $2::uuid, id, now() - (row_number() over (order by number)) * interval '1 hour'
       from projects where company_id = $1 and number like 'P-000%'`,
  'analyze',
];

/**
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }} client
 */
async function seedProjects(client) {
  const result = await client.query(
    `select c.id as company, u.id as admin from companies c join users u on u.company_id = c.id limit 1`,
  );
  const row = /** @type {{ company: string, admin: string } | undefined} */ (result.rows[0]);
  if (!row) throw new Error('the server did not create its company');
  for (const statement of SEED_STATEMENTS) {
    const params = [row.company, row.admin].slice(
      0,
      statement.includes('$2') ? 2 : statement.includes('$1') ? 1 : 0,
    );
    await client.query(statement, params);
  }
}

/**
 * Percentile (nearest rank) of a non-empty list.
 * @param {number[]} values
 * @param {number} p 0..100
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * Types every prefix against GET /api/v1/projects?q=…&limit=50 (one request after the other, as a person types)
 * and returns the latencies.
 * @param {string} baseURL
 * @param {string} accessToken
 */
async function measureTyping(baseURL, accessToken) {
  const get = async (/** @type {string} */ q) => {
    const response = await fetch(`${baseURL}/api/v1/projects?q=${encodeURIComponent(q)}&limit=50`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (response.status !== 200) throw new Error(`search ${q}: ${response.status} ${await response.text()}`);
    return /** @type {{ total: number, items: unknown[] }} */ (await response.json());
  };
  const all = await get('');
  if (all.total !== PROJECTS) throw new Error(`expected ${PROJECTS} projects, the server lists ${all.total}`);
  // Warm-up: the first requests compile the query paths and fill caches.
  for (const prefix of SEARCH_PREFIXES.slice(0, 10)) await get(prefix);
  /** @type {number[]} */
  const latencies = [];
  let matches = 0;
  for (const prefix of SEARCH_PREFIXES) {
    const started = performance.now();
    const page = await get(prefix);
    latencies.push(performance.now() - started);
    matches += page.total;
  }
  const round = (/** @type {number} */ ms) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
    meanMatches: Math.round(matches / latencies.length),
  };
}

/**
 * Spawns the built server with an extra environment (spawnServer passes process.env on; it is copied at spawn).
 * @param {{ dataDir: string, port: number, logPath: string }} options
 * @param {Record<string, string>} env
 */
function spawnWith(options, env) {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return spawnServer(options);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** PGlite: first start (migrates, creates the company), seed the stopped server's data dir, start again, type. */
async function onPglite() {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-search-'));
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
      await seedProjects(db);
    } finally {
      await db.close();
    }
    const seedMs = Math.round(performance.now() - seedStarted);
    const server = spawnServer({ ...options, port: await findFreePort() });
    try {
      const { accessToken } = await waitForSignIn(server);
      return { seedMs, ...(await measureTyping(server.baseURL, accessToken)) };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: a fresh database of its own on the server of `adminUrl` (dropped afterwards), the server started on
 * it, seeded while it runs, then typed against.
 * @param {string} adminUrl
 */
async function onPostgres(adminUrl) {
  return withBenchDatabase(adminUrl, (url) => onPostgresDatabase(url));
}

/** The server on the fresh PostgreSQL database at `url`, seeded while it runs. */
async function onPostgresDatabase(/** @type {string} */ url) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-search-'));
  try {
    const options = {
      dataDir: join(workDir, 'data'),
      port: await findFreePort(),
      logPath: join(workDir, 'server.log'),
    };
    const server = spawnWith(options, { DATABASE_URL: url });
    try {
      const { accessToken } = await waitForSignIn(server);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const seedStarted = performance.now();
      try {
        await seedProjects(client);
      } finally {
        await client.end();
      }
      const seedMs = Math.round(performance.now() - seedStarted);
      return { seedMs, ...(await measureTyping(server.baseURL, accessToken)) };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Search-as-you-type over 10,000 projects on the built server, on PGlite and on PostgreSQL (skipped with the
 * reason when `postgresUrl` cannot be reached).
 * @param {string} postgresUrl
 */
export async function measureProjectSearch(postgresUrl) {
  const pglite = await onPglite();
  const postgres = await onPostgres(postgresUrl);
  return { projects: PROJECTS, prefixes: SEARCH_PREFIXES.length, pglite, postgres };
}
