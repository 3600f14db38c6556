// DATANORM import figures (issue 5): a generated 100,000-article file imported into a catalog on the built server,
// PGlite and PostgreSQL, against the bare reader (packages/datanorm, no database) on the same file in the same run.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateDatanormFile } from './datanorm-generator.mjs';
import { benchDir, repoRoot } from './paths.mjs';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson, sampleRss, streamMultipart } from './upload.mjs';

export const DATANORM_ARTICLES = 100_000;
const SEED = 4711;
const execFileAsync = promisify(execFile);

/**
 * The reader alone in a child process (tsx): milliseconds to iterate every record of `path`, and its peak RSS.
 * @param {string} path
 * @returns {Promise<{ ms: number, records: number, peakRssMiB: number }>}
 */
async function bareRead(path) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', join(benchDir, 'lib/datanorm-read.ts'), path],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/**
 * Imports the file `runs` times into fresh catalogs (and once more into the first: the update path).
 * @param {{ engine: string, env: Record<string, string | undefined>, path: string, size: number, runs: number }} options
 */
async function onServer({ engine, env, path, size, runs }) {
  const workDir = await mkdtemp(join(tmpdir(), `vendoc-bench-datanorm-${engine}-`));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
    env: { VENDOC_UPLOAD_MAX_BYTES: String(1024 * 1024 * 1024), ...env },
  });
  try {
    const { accessToken } = await waitForSignIn(server);
    const idleRssMiB = Math.round(residentMemoryMiB(server.pid));
    /** @type {{ ms: number, peakRssMiB: number, body: any }[]} */
    const imports = [];
    /** @type {string[]} */
    const catalogs = [];
    const importInto = async (/** @type {string} */ catalogId) => {
      const rss = sampleRss(server.pid);
      const result = await streamMultipart({
        baseURL: server.baseURL,
        accessToken,
        urlPath: `/api/v1/service-catalogs/${catalogId}/articles/import`,
        field: 'file',
        fileName: 'bench-100k.001',
        path,
        size,
      });
      const peakRssMiB = Math.round(rss.stop());
      if (result.status !== 200) throw new Error(`import: ${result.status} ${JSON.stringify(result.body)}`);
      return { ms: result.ms, peakRssMiB, body: result.body };
    };
    for (let run = 0; run < runs; run += 1) {
      const catalog = await postJson(server.baseURL, accessToken, '/api/v1/service-catalogs', {
        name: `Bench ${engine} ${run + 1}`,
      });
      catalogs.push(catalog.id);
      imports.push(await importInto(catalog.id));
    }
    const update = await importInto(/** @type {string} */ (catalogs[0]));
    const summary = (/** @type {{ ms: number, peakRssMiB: number, body: any }} */ entry) => ({
      ms: Math.round(entry.ms),
      peakRssMiB: entry.peakRssMiB,
      created: entry.body.created,
      updated: entry.body.updated,
      texts: entry.body.texts,
      prices: entry.body.prices,
      rejected: entry.body.rejected,
    });
    return {
      idleRssMiB,
      imports: imports.map(summary),
      medianMs: Math.round(median(imports.map((entry) => entry.ms))),
      update: summary(update),
    };
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL at `adminUrl`, on a database of its own (dropped afterwards); `{ skipped }` when unreachable.
 * @param {string} adminUrl
 * @param {{ path: string, size: number, runs: number }} file
 */
async function onPostgres(adminUrl, file) {
  return withBenchDatabase(adminUrl, (url) =>
    onServer({ engine: 'postgres', env: { DATABASE_URL: url }, ...file }),
  );
}

/**
 * @param {string} postgresUrl
 * @param {number} runs
 */
export async function measureDatanorm(postgresUrl, runs) {
  const loadBefore = loadavg();
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-datanorm-'));
  try {
    const { bytes, stats } = generateDatanormFile(DATANORM_ARTICLES, { seed: SEED });
    const path = join(workDir, 'bench-100k.001');
    await writeFile(path, bytes);
    /** @type {{ ms: number, records: number, peakRssMiB: number }[]} */
    const reads = [];
    for (let run = 0; run < runs; run += 1) reads.push(await bareRead(path));
    const file = { path, size: bytes.length, runs };
    const pglite = await onServer({ engine: 'pglite', env: { DATABASE_URL: undefined }, ...file });
    const postgres = await onPostgres(postgresUrl, file);
    return {
      file: { articles: DATANORM_ARTICLES, seed: SEED, bytes: bytes.length, stats },
      bareRead: { runs: reads, medianMs: Math.round(median(reads.map((entry) => entry.ms))) },
      pglite,
      postgres,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
