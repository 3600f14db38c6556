// `fuzz` (issue 19): the long run of the API fuzzing. Every operation of the built server's OpenAPI document gets
// every bad body, query/path value and upload form the generator of the server tests makes (apps/server/src/test/
// bad-bodies.ts and bad-texts.ts, loaded with tsx), for several random seeds, over HTTP, on PGlite and on a
// PostgreSQL database of its own. Counted: answers per status, 5xx, answers that are not problem+json (or have no
// title, or a stack trace), statuses the case does not allow, and rows changed in the database (every table's
// count and content hash before and after, as test/database-fingerprint.ts does).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { findFreePort, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';

// The generator is TypeScript: loaded with tsx when the fuzz runs (not when run.mjs imports this file).
/** @type {typeof import('../../apps/server/src/test/bad-bodies.ts')} */
let bodies;
/** @type {typeof import('../../apps/server/src/test/bad-texts.ts')} */
let texts;

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000000f';
const PARALLEL = 4;
const FINGERPRINT_SQL = `
  select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'login_failures'
    order by table_name`;

/**
 * @typedef {{ method: string, path: string, parameters?: { in: string, name: string, schema?: object }[],
 *   requestBody?: { content: Record<string, { schema: object }> } }} Operation
 * @typedef {{ operation: string, label: string, statuses: readonly number[], request: () => RequestInit & { url: string } }} Case
 */

/**
 * @param {{ query: (sql: string) => Promise<{ rows: unknown[] }> }} db
 * @returns {Promise<Record<string, string>>}
 */
async function fingerprint(db) {
  const { rows } = await db.query(FINGERPRINT_SQL);
  /** @type {Record<string, string>} */
  const result = {};
  for (const { name } of /** @type {{ name: string }[]} */ (rows)) {
    const [row] = /** @type {{ rows: number, hash: string | null }[]} */ (
      (
        await db.query(
          `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash from "${name}" t`,
        )
      ).rows
    );
    result[name] = `${row?.rows ?? 0}:${row?.hash ?? ''}`;
  }
  return result;
}

/** @param {Record<string, string>} before @param {Record<string, string>} after */
const changedTables = (before, after) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => before[name] !== after[name],
  );

/**
 * Real records of the admin's company, created over the API, keyed like test/api-operations.ts keys them.
 * @param {string} baseURL @param {string} token
 */
async function seedRecords(baseURL, token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** @param {string} path @param {unknown} body */
  const post = async (path, body) => {
    const response = await fetch(`${baseURL}/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 201 && response.status !== 200) {
      throw new Error(`seeding ${path}: ${response.status} ${await response.text()}`);
    }
    return /** @type {any} */ (await response.json());
  };
  const me = /** @type {any} */ (await (await fetch(`${baseURL}/api/v1/me`, { headers })).json());
  const client = await post('/clients', { kind: 'private', name: 'Fuzz Kunde' });
  const project = await post('/projects', { name: 'Fuzz Projekt', clientId: client.id });
  const boq = await post(`/projects/${project.id}/boqs`, { name: 'LV' });
  const node = await post(`/boqs/${boq.id}/nodes`, { kind: 'title', parentId: null, shortText: 'Rohbau' });
  const construction = await post(`/projects/${project.id}/constructions`, { name: 'Haus A' });
  const survey = await post('/quantity-surveys', {
    projectId: project.id,
    constructionId: construction.id,
    boqId: boq.id,
    name: 'A',
  });
  const catalog = await post('/service-catalogs', { name: 'Katalog' });
  return {
    projectId: project.id,
    clients: client.id,
    projects: project.id,
    boqId: boq.id,
    nodeId: node.node?.id ?? node.id,
    constructions: construction.id,
    'quantity-surveys': survey.id,
    sheetId: survey.sheets?.[0]?.id,
    serviceCatalogId: catalog.id,
    users: me.id ?? me.user?.id,
    kind: 'client',
  };
}

/**
 * The URL of an operation with real ids (by parameter name, `{id}` by the collection before it), `bad` in `badParam`.
 * @param {Operation} operation @param {Record<string, string>} ids @param {string} [badParam] @param {string} [bad]
 */
function urlOf(operation, ids, badParam, bad) {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name, offset) => {
    if (name === badParam) return encodeURIComponent(bad ?? '');
    const collection = operation.path.slice(0, offset).split('/').at(-2) ?? '';
    return encodeURIComponent(ids[name === 'id' ? collection : name] ?? UNKNOWN_ID);
  });
}

/**
 * Every case of one seed.
 * @param {Operation[]} operations @param {Record<string, string>} ids @param {string} baseURL @param {string} token
 * @param {number} seed
 * @returns {Case[]}
 */
function casesOf(operations, ids, baseURL, token, seed) {
  const auth = { authorization: `Bearer ${token}` };
  /** @type {Case[]} */
  const cases = [];
  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    const url = `${baseURL}${urlOf(operation, ids)}`;
    const json = operation.requestBody?.content['application/json']?.schema;
    if (json) {
      for (const bad of bodies.badBodies(json, seed)) {
        cases.push({
          operation: name,
          label: bad.label,
          statuses: bad.statuses,
          request: () => ({
            url,
            method: operation.method,
            headers: { ...auth, 'content-type': bad.contentType },
            body: bad.body,
          }),
        });
      }
    }
    for (const parameter of operation.parameters ?? []) {
      if ((parameter.in !== 'query' && parameter.in !== 'path') || !parameter.schema) continue;
      const maxChars = parameter.in === 'path' ? 100 : 6000;
      for (const bad of texts.badTextValues(parameter.schema, seed, maxChars)) {
        const target =
          parameter.in === 'path'
            ? `${baseURL}${urlOf(operation, ids, parameter.name, bad.value)}`
            : `${url}?${encodeURIComponent(parameter.name)}=${encodeURIComponent(bad.value)}`;
        cases.push({
          operation: name,
          label: `${parameter.in} ${parameter.name}=${bad.label}`,
          statuses: [400],
          request: () => ({
            url: target,
            method: operation.method,
            headers: { ...auth, ...(json ? { 'content-type': 'application/json' } : {}) },
            ...(json ? { body: '{}' } : {}),
          }),
        });
      }
    }
    const multipart = operation.requestBody?.content['multipart/form-data']?.schema;
    if (multipart) {
      for (const form of texts.badForms(multipart, seed)) {
        cases.push({
          operation: name,
          label: form.label,
          statuses: form.statuses,
          request: () => {
            const data = new FormData();
            for (const field of form.fields) data.append(field.name, field.value);
            if (form.file !== null) data.append(form.file, new Blob(['<GAEB/>']), 'a.x83');
            return { url, method: operation.method, headers: auth, body: data };
          },
        });
      }
    }
  }
  return cases;
}

/**
 * @param {Response} response @param {string} text
 * @returns {string | null} why the answer is not a problem+json refusal
 */
function problemFault(response, text) {
  if (!String(response.headers.get('content-type')).startsWith('application/problem+json'))
    return 'not problem+json';
  try {
    const body = JSON.parse(text);
    if (typeof body.title !== 'string' || body.title === '') return 'no title';
    if ('stack' in body || /\n\s+at /.test(text)) return 'stack trace';
  } catch {
    return 'not JSON';
  }
  return null;
}

/**
 * Sends every case (PARALLEL at a time) and counts the answers.
 * @param {Case[]} cases @param {number} seed
 */
async function send(cases, seed) {
  /** @type {Record<string, number>} */
  const statuses = {};
  let serverErrors = 0;
  let notProblem = 0;
  let unexpectedStatus = 0;
  let networkErrors = 0;
  /** @type {string[]} */
  const examples = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const found = /** @type {Case} */ (cases[next++]);
      const { url, ...init } = found.request();
      const what = `${found.operation} [seed ${seed}] ${found.label}`;
      try {
        const response = await fetch(url, init);
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const fault = problemFault(response, text);
        if (response.status >= 500) serverErrors++;
        if (fault !== null) notProblem++;
        if (!found.statuses.includes(response.status)) unexpectedStatus++;
        if (
          (response.status >= 500 || fault !== null || !found.statuses.includes(response.status)) &&
          examples.length < 20
        )
          examples.push(`${what} -> ${response.status} ${fault ?? ''} ${text.slice(0, 200)}`);
      } catch (error) {
        // A route with a small body limit answers 413 and closes the connection while a big body is still being
        // sent: the client may see the reset before the answer.
        networkErrors++;
        const cause =
          error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        if (examples.length < 20)
          examples.push(`${what} -> ${error instanceof Error ? error.message : error}${cause}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { statuses, serverErrors, notProblem, unexpectedStatus, networkErrors, examples };
}

/** Polls GET /api/health until it answers 200. @param {string} baseURL */
async function waitForHealth(baseURL) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${baseURL}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not become healthy within 60 s');
}

/**
 * One database: seed records, fingerprint, fuzz with each seed, fingerprint again.
 * @param {string | undefined} databaseUrl  undefined for PGlite in the data dir
 * @param {number[]} seeds
 */
async function fuzzOn(databaseUrl, seeds) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-fuzz-'));
  const dataDir = join(workDir, 'data');
  // A fixed secret and a long token life: the token stays valid over the restart PGlite needs for its fingerprint.
  const env = {
    DATABASE_URL: databaseUrl,
    VENDOC_JWT_SECRET: randomBytes(32).toString('hex'),
    VENDOC_ACCESS_TOKEN_TTL: '86400',
    LOG_LEVEL: 'error',
  };
  const spawn = async () =>
    spawnServer({ dataDir, port: await findFreePort(), logPath: join(workDir, 'server.log'), env });
  /** PGlite lives in the server's process: its fingerprint is read while the server is stopped. */
  const pgliteFingerprint = async () => {
    const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm, btree_gist } });
    try {
      return await fingerprint(db);
    } finally {
      await db.close();
    }
  };
  const postgres = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await postgres?.connect();
  try {
    let server = await spawn();
    const tokens = await waitForSignIn(server);
    const ids = await seedRecords(server.baseURL, tokens.accessToken);
    let before;
    if (postgres) before = await fingerprint(postgres);
    else {
      await server.stop();
      before = await pgliteFingerprint();
      // Up again without a sign-in (it would store a refresh token): the token of the first start still holds.
      server = await spawn();
      await waitForHealth(server.baseURL);
    }
    const document =
      /** @type {{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }} */ (
        await (await fetch(`${server.baseURL}/api/v1/openapi.json`)).json()
      );
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        ...operation,
        method: method.toUpperCase(),
        path,
      })),
    );
    const runs = [];
    const started = performance.now();
    for (const seed of seeds) {
      const cases = casesOf(operations, ids, server.baseURL, tokens.accessToken, seed);
      runs.push({ seed, cases: cases.length, ...(await send(cases, seed)) });
    }
    const ms = Math.round(performance.now() - started);
    let after;
    if (postgres) after = await fingerprint(postgres);
    else {
      await server.stop();
      after = await pgliteFingerprint();
    }
    await server.stop();
    const rowsOf = (/** @type {string | undefined} */ entry) => Number(entry?.split(':')[0] ?? 0);
    const tablesChanged = changedTables(before, after);
    const rowCountChange = tablesChanged.reduce(
      (sum, name) => sum + Math.abs(rowsOf(after[name]) - rowsOf(before[name])),
      0,
    );
    return { operations: operations.length, ms, runs, tablesChanged, rowCountChange };
  } finally {
    await postgres?.end();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} postgresUrl
 * @param {number[]} seeds
 */
export async function measureFuzz(postgresUrl, seeds) {
  bodies = await tsImport('../../apps/server/src/test/bad-bodies.ts', import.meta.url);
  texts = await tsImport('../../apps/server/src/test/bad-texts.ts', import.meta.url);
  const pglite = await fuzzOn(undefined, seeds);
  const postgres = await withBenchDatabase(postgresUrl, (url) => fuzzOn(url, seeds));
  return { seeds, pglite, postgres };
}
