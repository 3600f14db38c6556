// `load`, part two (issue 19): 200 connections for 60 s over the main areas, each looping over clients (list,
// create, rename), projects (create for its client, list), smart notes (create on its project, the project's list,
// the company's list); on PGlite, on PostgreSQL with one instance, and with two instances on one database (each
// instance gets half the connections, as a round-robin load balancer would). Every acknowledged write is looked
// up afterwards.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allItems, api, cannon, clientBody, renameRequest } from './load.mjs';
import { findFreePort, spawnServer, waitForSignIn } from './server.mjs';

export const AREAS_CONNECTIONS = 200;
export const AREAS_SECONDS = Number(process.env['BENCH_LOAD_AREAS_SECONDS'] ?? 60);

/**
 * @typedef {{ clients: Map<string, string>, renamesSent: Map<string, string>, projects: Set<string>, notes: Set<string> }} Acknowledged
 * @typedef {{ client?: { id: string, name: string, version: number }, project?: { id: string } }} Context
 */

/**
 * The loop of one connection; acknowledged writes go into `acknowledged`.
 * @param {string} token
 * @param {Acknowledged} acknowledged
 * @param {() => number} nextIndex
 * @returns {import('autocannon').Request[]}
 */
function areaRequests(token, acknowledged, nextIndex) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const state = (/** @type {unknown} */ context) => /** @type {Context} */ (context);
  const get = (/** @type {string} */ path) => ({ method: /** @type {const} */ ('GET'), path, headers });
  return [
    get('/api/v1/clients?limit=50'),
    {
      method: 'POST',
      path: '/api/v1/clients',
      headers,
      setupRequest: (request) => ({ ...request, body: clientBody(100_000 + nextIndex()) }),
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const client = JSON.parse(body);
        acknowledged.clients.set(client.id, client.name);
        state(context).client = client;
      },
    },
    {
      method: 'POST',
      path: '/api/v1/projects',
      headers,
      setupRequest: (request, context) => {
        const client = state(context).client;
        if (client == null) return /** @type {never} */ (null);
        return {
          ...request,
          body: JSON.stringify({ name: `Baustelle ${client.name}`, clientId: client.id }),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const project = JSON.parse(body);
        acknowledged.projects.add(project.id);
        state(context).project = project;
      },
    },
    get('/api/v1/projects?limit=50'),
    {
      method: 'POST',
      path: '/api/v1/smart-notes',
      headers,
      setupRequest: (request, context) => {
        const project = state(context).project;
        if (project == null) return /** @type {never} */ (null);
        const body = { id: randomUUID(), projectId: project.id, type: 'task', title: 'Estrich prüfen' };
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, body) => {
        if (status === 201) acknowledged.notes.add(JSON.parse(body).id);
      },
    },
    {
      method: 'GET',
      headers,
      setupRequest: (request, context) => {
        const project = state(context).project;
        if (project == null) return /** @type {never} */ (null);
        return { ...request, path: `/api/v1/projects/${project.id}/smart-notes?limit=50` };
      },
    },
    renameRequest(
      headers,
      (id, name) => acknowledged.clients.set(id, name),
      // Sent, not yet acknowledged: if it commits but its answer is lost (the run ends, a timeout), that name is
      // right too.
      (id, name) => acknowledged.renamesSent.set(id, name),
    ),
    get('/api/v1/smart-notes?limit=50'),
  ];
}

/**
 * The run against one or more instances of one database (connections split evenly), then the lookup.
 * @param {string[]} baseURLs
 * @param {string} token
 */
async function runAreas(baseURLs, token) {
  /** @type {Acknowledged} */
  const acknowledged = { clients: new Map(), renamesSent: new Map(), projects: new Set(), notes: new Set() };
  let index = 0;
  const perInstance = await Promise.all(
    baseURLs.map((url) =>
      cannon({
        url,
        connections: AREAS_CONNECTIONS / baseURLs.length,
        duration: AREAS_SECONDS,
        requests: areaRequests(token, acknowledged, () => index++),
      }),
    ),
  );
  const [first] = baseURLs;
  if (first == null) throw new Error('no instance');
  const clients = new Map((await allItems(first, token, '/api/v1/clients')).map((c) => [c.id, c.name]));
  const projects = new Set((await allItems(first, token, '/api/v1/projects')).map((p) => p.id));
  const notes = new Set((await allItems(first, token, '/api/v1/smart-notes')).map((n) => n.id));
  const lost = {
    // The acknowledged name, or the rename sent after it whose answer never came (committed all the same).
    clients: [...acknowledged.clients].filter(
      ([id, name]) => clients.get(id) !== name && clients.get(id) !== acknowledged.renamesSent.get(id),
    ).length,
    projects: [...acknowledged.projects].filter((id) => !projects.has(id)).length,
    notes: [...acknowledged.notes].filter((id) => !notes.has(id)).length,
  };
  const sum = (/** @type {(f: import('./load.mjs').LoadFigures) => number} */ pick) =>
    perInstance.reduce((total, figures) => total + pick(figures), 0);
  return {
    instances: baseURLs.length,
    requestsPerSecond: sum((f) => f.requestsPerSecond),
    requests: sum((f) => f.requests),
    non2xx: sum((f) => f.non2xx),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    // Two instances: the worse instance's percentiles (autocannon's histograms are not merged).
    p50Ms: Math.max(...perInstance.map((f) => f.p50Ms)),
    p99Ms: Math.max(...perInstance.map((f) => f.p99Ms)),
    maxMs: Math.max(...perInstance.map((f) => f.maxMs)),
    acknowledged: {
      clientWrites: acknowledged.clients.size,
      projects: acknowledged.projects.size,
      notes: acknowledged.notes.size,
    },
    lostWrites: lost.clients + lost.projects + lost.notes,
    lost,
  };
}

/**
 * `instances` servers on one database (`env`; PGlite only with one), the areas run, then stopped.
 * @param {Record<string, string | undefined>} env
 * @param {number} instances
 */
export async function measureAreas(env, instances = 1) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-areas-'));
  /** @type {import('./server.mjs').BenchServer[]} */
  const servers = [];
  try {
    for (let n = 0; n < instances; n++) {
      const server = spawnServer({
        dataDir: join(workDir, `data-${n}`),
        port: await findFreePort(),
        logPath: join(workDir, `server-${n}.log`),
        env,
      });
      servers.push(server);
      await waitForSignIn(server);
    }
    const { accessToken } = await waitForSignIn(
      /** @type {import('./server.mjs').BenchServer} */ (servers[0]),
    );
    // Something to list from the first request on.
    await api(servers[0]?.baseURL ?? '', accessToken, '/api/v1/clients', {
      method: 'POST',
      body: clientBody(0),
    });
    return await runAreas(
      servers.map((server) => server.baseURL),
      accessToken,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(workDir, { recursive: true, force: true });
  }
}
