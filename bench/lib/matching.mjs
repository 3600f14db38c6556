// Position matching (issue 5): accuracy on the labelled data set and the speed of matching 1,000 BoQ items against
// 10,000 catalog positions, end to end through GET /api/v1/boqs/{id}/matches on the built server.
import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { repoRoot } from './paths.mjs';
import { findFreePort, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson } from './upload.mjs';

export const MATCH_POSITIONS = 10_000;
export const MATCH_ITEMS = 1_000;
const SEED = 42;
/** Positions posted at a time while the catalog is filled. */
const POST_PARALLEL = 4;

const execFileAsync = promisify(execFile);

/**
 * @typedef {{ key: string, number: string, shortText: string, longText: string, unit: string, stlb?: string }} BasePosition
 * @typedef {{ items: number, x83: string, expected: Record<string, string> }} SplitData
 * @typedef {{ seed: number, base: BasePosition[], derivedX83: string, derived: number,
 *   splits: { test: SplitData, dev: SplitData }, speed: { items: number, x83: string } }} BenchData
 * @typedef {{ nodeId: string, oz: string, candidates: { positionId: string, score: number }[] }} MatchItem
 */

/**
 * The data set and its scaled versions as GAEB files, made by the server-side script in a child process (tsx).
 * @param {string} workDir
 * @returns {Promise<BenchData>}
 */
async function benchData(workDir) {
  const out = join(workDir, 'matching-data.json');
  await execFileAsync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'apps/server/src/modules/matches/bench-data.ts'),
      out,
      String(MATCH_POSITIONS),
      String(MATCH_ITEMS),
      String(SEED),
    ],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(await readFile(out, 'utf8'));
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function api(baseURL, accessToken, path, init = {}) {
  return fetch(new URL(path, baseURL), {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
  });
}

/**
 * POST a GAEB file as multipart (BoQ import or catalog import); the 201 body.
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} path
 * @param {string} xml
 */
async function postGaeb(baseURL, accessToken, path, xml) {
  const form = new FormData();
  form.append('file', new Blob([xml], { type: 'application/xml' }), 'lv.x83');
  const response = await api(baseURL, accessToken, path, { method: 'POST', body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/**
 * GET …/matches; the items and the milliseconds until the whole answer arrived.
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} boqId
 * @param {string} catalogId
 */
async function timeMatches(baseURL, accessToken, boqId, catalogId) {
  const started = performance.now();
  const response = await api(
    baseURL,
    accessToken,
    `/api/v1/boqs/${boqId}/matches?catalogId=${catalogId}&candidates=3`,
  );
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET …/matches: ${response.status} ${text.slice(0, 500)}`);
  return {
    ms,
    bytes: Buffer.byteLength(text),
    items: /** @type {{ items: MatchItem[] }} */ (JSON.parse(text)).items,
  };
}

/**
 * Posts the labelled catalog's positions (with their STLB-Bau references), a few at a time; position id -> key.
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} catalogId
 * @param {BasePosition[]} positions
 */
async function postPositions(baseURL, accessToken, catalogId, positions) {
  /** @type {Map<string, string>} */
  const keyById = new Map();
  let next = 0;
  const worker = async () => {
    while (next < positions.length) {
      const position = positions[next++];
      if (!position) break;
      const created = await postJson(
        baseURL,
        accessToken,
        `/api/v1/service-catalogs/${catalogId}/positions`,
        {
          number: position.number,
          shortText: position.shortText,
          longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: position.longText }] }],
          unit: position.unit,
          ...(position.stlb ? { stlbCode: position.stlb } : {}),
        },
      );
      keyById.set(created.id, position.key);
    }
  };
  await Promise.all(Array.from({ length: POST_PARALLEL }, worker));
  return keyById;
}

/**
 * Top-1 and top-3 of one split: its tender imported as a BoQ, matched against the catalog.
 * @param {{ baseURL: string, accessToken: string, projectId: string, catalogId: string, split: SplitData, keyById: Map<string, string> }} options
 */
async function accuracy({ baseURL, accessToken, projectId, catalogId, split, keyById }) {
  const { boqId } = await postGaeb(
    baseURL,
    accessToken,
    `/api/v1/projects/${projectId}/boqs/import`,
    split.x83,
  );
  const { items, ms } = await timeMatches(baseURL, accessToken, boqId, catalogId);
  if (items.length !== split.items) throw new Error(`matched ${items.length} items, not ${split.items}`);
  let top1 = 0;
  let top3 = 0;
  for (const item of items) {
    const expected = split.expected[item.oz];
    const rank = item.candidates.findIndex((candidate) => keyById.get(candidate.positionId) === expected) + 1;
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
  }
  return {
    items: items.length,
    top1: round(top1 / items.length, 3),
    top3: round(top3 / items.length, 3),
    ms: Math.round(ms),
  };
}

/**
 * One engine: the built server, the labelled catalog posted position by position, accuracy on 'test' and 'dev';
 * then the catalog filled up to 10,000 positions (X83 import of the derived ones) and `runs` GETs of the matches
 * of a 1,000-item BoQ.
 * @param {{ engine: string, env: Record<string, string | undefined>, data: BenchData, runs: number }} options
 */
async function onServer({ engine, env, data, runs }) {
  const workDir = await mkdtemp(join(tmpdir(), `vendoc-bench-matching-${engine}-`));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
    env,
  });
  try {
    const { accessToken } = await waitForSignIn(server);
    const { baseURL } = server;
    const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
      kind: 'commercial',
      name: 'Ausbau Nord GmbH',
    });
    const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
      name: 'Matching-Benchmark',
      clientId: client.id,
    });
    const catalog = await postJson(baseURL, accessToken, '/api/v1/service-catalogs', {
      name: 'Leistungskatalog Ausbau',
      trade: 'Ausbau',
    });
    let started = performance.now();
    const keyById = await postPositions(baseURL, accessToken, catalog.id, data.base);
    const postMs = performance.now() - started;
    const common = { baseURL, accessToken, projectId: project.id, catalogId: catalog.id, keyById };
    const test = await accuracy({ ...common, split: data.splits.test });
    const dev = await accuracy({ ...common, split: data.splits.dev });

    started = performance.now();
    const imported = await postGaeb(
      baseURL,
      accessToken,
      `/api/v1/service-catalogs/${catalog.id}/import`,
      data.derivedX83,
    );
    const importMs = performance.now() - started;
    const positions = data.base.length + imported.positions;
    if (positions !== MATCH_POSITIONS)
      throw new Error(`the catalog has ${positions} positions, not ${MATCH_POSITIONS}`);
    const { boqId } = await postGaeb(
      baseURL,
      accessToken,
      `/api/v1/projects/${project.id}/boqs/import`,
      data.speed.x83,
    );
    /** @type {number[]} */
    const samples = [];
    let answer = { bytes: 0, items: /** @type {MatchItem[]} */ ([]) };
    for (let run = 0; run < runs; run += 1) {
      const result = await timeMatches(baseURL, accessToken, boqId, catalog.id);
      samples.push(result.ms);
      answer = result;
    }
    if (answer.items.length !== MATCH_ITEMS)
      throw new Error(`matched ${answer.items.length} items, not ${MATCH_ITEMS}`);
    return {
      accuracy: { test, dev },
      speed: {
        positions,
        items: answer.items.length,
        medianMs: Math.round(median(samples)),
        samplesMs: samples.map((ms) => Math.round(ms)),
        responseBytes: answer.bytes,
        itemsWithCandidates: answer.items.filter((item) => item.candidates.length > 0).length,
      },
      setup: { postBasePositionsMs: Math.round(postMs), importDerivedPositionsMs: Math.round(importMs) },
    };
  } catch (error) {
    const log = (await readFile(server.logPath, 'utf8').catch(() => '')).split('\n').slice(-20).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver log:\n${log}`, {
      cause: error,
    });
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Matching figures on PGlite and (when `postgresUrl` answers) on a fresh PostgreSQL database of its own.
 * @param {string} postgresUrl
 * @param {number} runs
 */
export async function measureMatching(postgresUrl, runs) {
  const loadBefore = loadavg();
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-matching-'));
  try {
    const data = await benchData(workDir);
    const pglite = await onServer({ engine: 'pglite', env: { DATABASE_URL: undefined }, data, runs });
    const postgres = await withBenchDatabase(postgresUrl, (url) =>
      onServer({ engine: 'postgres', env: { DATABASE_URL: url }, data, runs }),
    );
    return {
      seed: data.seed,
      catalog: { base: data.base.length, derived: data.derived },
      pglite,
      postgres,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
