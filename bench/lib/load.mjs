// `load` (issue 18): the built server under concurrent use, measured with autocannon. On PGlite and on a
// PostgreSQL database of its own: /api/health and GET /api/v1/clients?limit=50 at 50 connections, then 200
// connections of list reads and writes (POST a client, PUT it) after which every acknowledged write is looked up.
// A bare Fastify route in a process of its own, in the same run, is the floor.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from './paths.mjs';
import { findFreePort, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';
import { round } from './stats.mjs';

export const LOAD_CLIENTS = 500;
export const LOAD_CONNECTIONS = 50;
export const MIXED_CONNECTIONS = 200;
const STEADY_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 10);
const MIXED_SECONDS = Number(process.env['BENCH_LOAD_MIXED_SECONDS'] ?? 30);
const LIST_PATH = '/api/v1/clients?limit=50';

/**
 * @typedef {object} LoadFigures
 * @property {number} requestsPerSecond  mean over the run
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} maxMs
 * @property {number} requests  responses received
 * @property {number} non2xx
 * @property {number} errors  connection errors, timeouts included
 * @property {number} timeouts  no answer within autocannon's 10 s
 */

/**
 * @param {autocannon.Options} options
 * @returns {Promise<LoadFigures>}
 */
export async function cannon(options) {
  const result = await autocannon({ timeout: 10, ...options });
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A bare Fastify route (`GET /` → a small JSON object) in a child process: the floor of the same run. */
async function measureBareRoute() {
  const port = await findFreePort();
  const source = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('listening');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bare Fastify route exited with ${code}`)));
      child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve(undefined));
    });
    return await cannon({
      url: `http://127.0.0.1:${port}/`,
      connections: LOAD_CONNECTIONS,
      duration: STEADY_SECONDS,
    });
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGKILL');
  }
}

/**
 * @param {string} baseURL
 * @param {string} token
 * @param {string} path
 * @param {RequestInit} [init]
 */
export async function api(baseURL, token, path, init = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/** @param {number} index */
export const clientBody = (index) =>
  JSON.stringify({
    kind: index % 3 === 0 ? 'private' : 'commercial',
    name: `Lastkunde ${String(index).padStart(4, '0')} Bau GmbH`,
    phone: '040 123456',
    email: `kunde${index}@example.com`,
    contacts: [{ name: 'Erika Muster', role: 'Bauleitung', phone: '0171 000000', email: '' }],
    addresses: [
      { kind: 'billing', street: 'Hauptstraße 1', postalCode: '20095', city: 'Hamburg', country: 'DE' },
    ],
  });

/** @param {string} baseURL @param {string} token */
async function seedClients(baseURL, token) {
  let next = 0;
  const worker = async () => {
    while (next < LOAD_CLIENTS) {
      const index = next++;
      await api(baseURL, token, '/api/v1/clients', { method: 'POST', body: clientBody(index) });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * Every item of a list endpoint (`path` with its query, without limit and cursor), read page by page after a run.
 * @param {string} baseURL @param {string} token @param {string} path
 * @returns {Promise<{ id: string, name?: string, title?: string }[]>}
 */
export async function allItems(baseURL, token, path) {
  const items = [];
  let cursor = null;
  const joiner = path.includes('?') ? '&' : '?';
  do {
    const page = await api(
      baseURL,
      token,
      `${path}${joiner}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * Every client of the company, id → name, read page by page after the run.
 * @param {string} baseURL @param {string} token
 */
export async function allClients(baseURL, token) {
  return new Map(
    (await allItems(baseURL, token, '/api/v1/clients')).map((client) => [client.id, client.name ?? '']),
  );
}

/**
 * The PUT that renames the client a connection created before (its context's `client`), with the version it got.
 * `sent` hears of the rename when it leaves, `renamed` when its 200 with the new name arrived.
 * @param {Record<string, string>} headers
 * @param {(id: string, name: string) => void} renamed
 * @param {(id: string, name: string) => void} [sent]
 * @returns {import('autocannon').Request}
 */
export function renameRequest(headers, renamed, sent = () => {}) {
  const state = (/** @type {object} */ context) =>
    /** @type {{ client?: { id: string, name: string, version: number }, name?: string }} */ (context);
  return {
    method: 'PUT',
    headers,
    setupRequest: (request, context) => {
      const client = state(context).client;
      if (client == null) return /** @type {never} */ (null);
      const name = `${client.name} (geändert)`;
      state(context).name = name;
      sent(client.id, name);
      const body = JSON.stringify({ kind: 'commercial', name, version: client.version });
      return { ...request, path: `/api/v1/clients/${client.id}`, body };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const client = JSON.parse(body);
      if (client.name === state(context).name) renamed(client.id, client.name);
    },
  };
}

/**
 * 200 connections, each looping over: list, create a client, list, replace the client it created (PUT with the
 * version it got), list. Acknowledged writes (201 / 200) are collected and looked up afterwards.
 * @param {string} baseURL @param {string} token
 */
async function measureMixed(baseURL, token) {
  // What a connection remembers between its requests (autocannon resets it when a sequence restarts).
  const state = (/** @type {object} */ context) =>
    /** @type {{ client?: { id: string, name: string, version: number }, name?: string }} */ (context);
  /** @type {Map<string, string>} */
  const created = new Map();
  /** @type {Map<string, string>} */
  const updated = new Map();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let counter = 0;
  const list = { method: /** @type {const} */ ('GET'), path: LIST_PATH, headers };
  const figures = await cannon({
    url: baseURL,
    connections: MIXED_CONNECTIONS,
    duration: MIXED_SECONDS,
    requests: [
      list,
      {
        method: 'POST',
        path: '/api/v1/clients',
        headers,
        setupRequest: (request) => ({ ...request, body: clientBody(LOAD_CLIENTS + counter++) }),
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          const client = JSON.parse(body);
          created.set(client.id, client.name);
          state(context).client = client;
        },
      },
      list,
      renameRequest(headers, (id, name) => updated.set(id, name)),
      list,
    ],
  });
  const stored = await allClients(baseURL, token);
  const lostCreates = [...created.keys()].filter((id) => !stored.has(id)).length;
  const lostUpdates = [...updated].filter(([id, name]) => stored.get(id) !== name).length;
  return {
    ...figures,
    acknowledged: { creates: created.size, updates: updated.size },
    rowsAfter: stored.size,
    expectedRows: LOAD_CLIENTS + created.size,
    lostWrites: lostCreates + lostUpdates,
  };
}

/**
 * The figures on one server: health and the clients list at 50 connections, then the mixed run at 200.
 * @param {Record<string, string | undefined>} env
 */
async function onServer(env) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-load-'));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
    env,
  });
  try {
    const { accessToken } = await waitForSignIn(server);
    await seedClients(server.baseURL, accessToken);
    const authorization = `Bearer ${accessToken}`;
    const health = await cannon({
      url: `${server.baseURL}/api/health`,
      connections: LOAD_CONNECTIONS,
      duration: STEADY_SECONDS,
    });
    const clientsList = await cannon({
      url: `${server.baseURL}${LIST_PATH}`,
      headers: { authorization },
      connections: LOAD_CONNECTIONS,
      duration: STEADY_SECONDS,
    });
    const mixed = await measureMixed(server.baseURL, accessToken);
    return { health, clientsList, mixed };
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The load figures: the bare route first (the floor), then PGlite, then PostgreSQL when `postgresUrl` answers.
 * @param {string} postgresUrl
 */
export async function measureLoad(postgresUrl) {
  const before = loadavg();
  const bare = await measureBareRoute();
  const pglite = await onServer({ DATABASE_URL: undefined });
  const postgres = await withBenchDatabase(postgresUrl, (url) => onServer({ DATABASE_URL: url }));
  // Part two (issue 19): the main areas at 200 connections; PostgreSQL with one instance and with two.
  const { measureAreas } = await import('./load-areas.mjs');
  const areas = {
    pglite: await measureAreas({ DATABASE_URL: undefined }),
    postgres: await withBenchDatabase(postgresUrl, (url) => measureAreas({ DATABASE_URL: url })),
    postgresTwoInstances: await withBenchDatabase(postgresUrl, (url) =>
      measureAreas({ DATABASE_URL: url }, 2),
    ),
  };
  return {
    seconds: { steady: STEADY_SECONDS, mixed: MIXED_SECONDS },
    clients: LOAD_CLIENTS,
    bare,
    pglite,
    postgres,
    areas,
    loadAverage: { before: before.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
  };
}
