import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { generateX83 } from './gaeb-generator.mjs';
import { benchDir, repoRoot } from './paths.mjs';
import { findFreePort, spawnServer, waitForSignIn } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson } from './upload.mjs';

const execFileAsync = promisify(execFile);
export const FORMAT_ITEMS = 20_000;
const SEED = 4711;

/**
 * POST …/boqs/import of one file; milliseconds until the 201 arrived, and the counts.
 * @param {{ baseURL: string, accessToken: string, projectId: string, bytes: Buffer, name: string }} options
 */
async function timeImport({ baseURL, accessToken, projectId, bytes, name }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  const started = performance.now();
  const response = await fetch(new URL(`/api/v1/projects/${projectId}/boqs/import`, baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`import of ${name}: ${response.status} ${text.slice(0, 400)}`);
  const body = /** @type {{ version: string, counts: { items: number, categories: number } }} */ (
    JSON.parse(text)
  );
  return { ms, body };
}

/**
 * `gaeb-formats` (issue 17): the same 20,000-item bill as X83, P83 and D83, each imported through the API on
 * PGlite `runs` times in turn (X83, P83, D83, X83, …, so a change of the machine's load hits all alike), and read by
 * its reader alone; the X83 is the baseline of the same run.
 * @param {number} runs
 */
export async function measureGaebFormats(runs) {
  const loadBefore = loadavg();
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-gaeb-formats-'));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
    env: { DATABASE_URL: undefined },
  });
  try {
    const x83Path = join(workDir, 'lindenhof-20000.x83');
    await writeFile(x83Path, generateX83({ items: FORMAT_ITEMS, seed: SEED }), 'utf8');
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', join(benchDir, 'lib/gaeb-formats-convert.ts'), x83Path, workDir, String(runs)],
      { cwd: repoRoot, maxBuffer: 1024 * 1024 },
    );
    const converted =
      /** @type {{ files: { format: string, path: string, bytes: number, items: number }[], readMs: Record<string, number[]> }} */ (
        JSON.parse(stdout)
      );
    for (const file of converted.files)
      if (file.items !== FORMAT_ITEMS) throw new Error(`${file.format} reads ${file.items} items`);

    const { accessToken } = await waitForSignIn(server);
    const { baseURL } = server;
    const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
      kind: 'public',
      name: 'Wohnbau Lindenhof eG',
    });
    /** @type {Record<string, number[]>} */
    const importMs = { X83: [], P83: [], D83: [] };
    for (let run = 0; run < runs; run += 1)
      for (const file of converted.files) {
        const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
          name: `Formate ${file.format} ${run + 1}`,
          clientId: client.id,
        });
        const bytes = readFileSync(file.path);
        const { ms, body } = await timeImport({
          baseURL,
          accessToken,
          projectId: project.id,
          bytes,
          name: `lindenhof-20000.${file.format}`,
        });
        if (body.counts.items !== FORMAT_ITEMS)
          throw new Error(`${file.format} imported ${body.counts.items} items`);
        importMs[file.format]?.push(Math.round(ms));
      }
    const baseline = median(importMs.X83 ?? []);
    const readBaseline = median(converted.readMs.X83 ?? []);
    return {
      items: FORMAT_ITEMS,
      formats: converted.files.map((file) => ({
        format: file.format,
        bytes: file.bytes,
        importMs: importMs[file.format],
        importMedianMs: median(importMs[file.format] ?? []),
        importRatio: round(median(importMs[file.format] ?? []) / baseline, 2),
        readMs: converted.readMs[file.format],
        readMedianMs: median(converted.readMs[file.format] ?? []),
        readRatio: round(median(converted.readMs[file.format] ?? []) / readBaseline, 2),
      })),
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
    };
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
