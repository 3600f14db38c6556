// `crash`: kill -9 at a random moment during 1,000 writes, three times per database, on the same data each time.
// Writes are creates and updates of clients and file uploads, eight in flight; a write counts as acknowledged
// when its 2xx answer arrived. After each kill the server starts again on the same data; then every acknowledged
// write must be there (the client with its last acknowledged name, the file with its content) and the server must
// answer sign-in within the start timeout. A write in flight at the kill may or may not be there: both are right.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from './gaeb-generator.mjs';
import { allClients, api, clientBody } from './load.mjs';
import { findFreePort, logTail, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';

export const CRASH_ROUNDS = 3;
export const CRASH_WRITES = 1000;
const IN_FLIGHT = 8;
/** One write in this many is a file upload (a blob on disk and its row). */
const UPLOAD_EVERY = 10;

const sha256 = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes until `killAt` writes are acknowledged, then kills the server while the next ones are in flight.
 * @param {import('./server.mjs').BenchServer} server
 * @param {string} token
 * @param {string} projectId
 * @param {number} killAt
 * @param {{ clients: Map<string, { name: string, version: number, maybe?: string }>, files: Map<string, string> }} acknowledged
 * @param {number} round
 */
async function writeUntilKilled(server, token, projectId, killAt, acknowledged, round) {
  let started = 0;
  let done = 0;
  let killed = false;
  let killing = null;
  const write = async (/** @type {number} */ index) => {
    if (index % UPLOAD_EVERY === 0) {
      const content = Buffer.from(
        `Bautagebuch Runde ${round}, Eintrag ${index}, ${'x'.repeat(index % 2000)}`,
      );
      const form = new FormData();
      form.append('files', new Blob([content]), `eintrag-${round}-${index}.txt`);
      const response = await fetch(`${server.baseURL}/api/v1/projects/${projectId}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      const [file] = /** @type {{ files: { id: string }[] }} */ (await response.json()).files;
      if (file == null) throw new Error('upload: no file in the answer');
      acknowledged.files.set(file.id, sha256(content));
      return;
    }
    const existing = [...acknowledged.clients.entries()];
    if (index % 3 !== 0 || existing.length === 0) {
      const client = await api(server.baseURL, token, '/api/v1/clients', {
        method: 'POST',
        body: clientBody(round * 10_000 + index),
      });
      acknowledged.clients.set(client.id, { name: client.name, version: client.version });
      return;
    }
    const [id, current] = /** @type {[string, { name: string, version: number }]} */ (
      existing[index % existing.length]
    );
    const name = `${current.name.split(' · ')[0]} · geändert ${round}/${index}`;
    // Updates of one client never overlap (a stale version would be refused, not lost): one client per write.
    acknowledged.clients.delete(id);
    try {
      const client = await api(server.baseURL, token, `/api/v1/clients/${id}`, {
        method: 'PUT',
        body: JSON.stringify({ kind: 'commercial', name, version: current.version }),
      });
      acknowledged.clients.set(id, { name: client.name, version: client.version });
    } catch (error) {
      // Not acknowledged: the old name (or the new one, if it committed before the kill) is right.
      acknowledged.clients.set(id, { ...current, maybe: name });
      throw error;
    }
  };
  const worker = async () => {
    while (!killed && started < CRASH_WRITES) {
      const index = started++;
      try {
        await write(index);
        done++;
        if (done >= killAt && !killed) {
          killed = true;
          killing = server.crash();
        }
      } catch (error) {
        if (!killed && !server.hasExited()) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  if (killing) await killing;
  else await server.crash();
  return { acknowledgedBeforeKill: done, inFlightAtKill: Math.max(0, started - done) };
}

/**
 * Every acknowledged write of `acknowledged`, looked up on the restarted server: the number missing.
 * @param {string} baseURL
 * @param {string} token
 * @param {string} projectId
 * @param {{ clients: Map<string, { name: string, version: number, maybe?: string }>, files: Map<string, string> }} acknowledged
 */
async function lostWrites(baseURL, token, projectId, acknowledged) {
  const stored = await allClients(baseURL, token);
  let lostClients = 0;
  for (const [id, expected] of acknowledged.clients) {
    const name = stored.get(id);
    // An update that was in flight at the kill may have committed: then that is the state to keep from now on.
    if (name === expected.name || (expected.maybe != null && name === expected.maybe)) {
      const version = name === expected.name ? expected.version : expected.version + 1;
      acknowledged.clients.set(id, { name, version });
    } else lostClients++;
  }
  const listed = await api(baseURL, token, `/api/v1/projects/${projectId}/files`);
  const byId = new Map(
    listed.files.map((/** @type {{ id: string, contentUrl: string }} */ file) => [file.id, file]),
  );
  let lostFiles = 0;
  for (const [id, hash] of acknowledged.files) {
    const file = byId.get(id);
    if (file == null) {
      lostFiles++;
      continue;
    }
    const content = Buffer.from(await (await fetch(`${baseURL}${file.contentUrl}`)).arrayBuffer());
    if (sha256(content) !== hash) lostFiles++;
  }
  return { lostClients, lostFiles };
}

/**
 * Three rounds of write, kill -9, restart, check on one database (PGlite data directory or PostgreSQL URL).
 * @param {Record<string, string | undefined>} env
 * @param {() => number} next
 */
async function crashRounds(env, next) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-crash-'));
  const dataDir = join(workDir, 'data');
  const logPath = join(workDir, 'server.log');
  /** @type {{ clients: Map<string, { name: string, version: number, maybe?: string }>, files: Map<string, string> }} */
  const acknowledged = { clients: new Map(), files: new Map() };
  const rounds = [];
  try {
    let server = spawnServer({ dataDir, port: await findFreePort(), logPath, env });
    let token = (await waitForSignIn(server)).accessToken;
    const client = await api(server.baseURL, token, '/api/v1/clients', {
      method: 'POST',
      body: clientBody(0),
    });
    const project = await api(server.baseURL, token, '/api/v1/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Absturzprobe', clientId: client.id }),
    });
    for (let round = 1; round <= CRASH_ROUNDS; round++) {
      const killAt = 50 + Math.floor(next() * (CRASH_WRITES - 100));
      const written = await writeUntilKilled(server, token, project.id, killAt, acknowledged, round);
      const restartedAt = performance.now();
      server = spawnServer({ dataDir, port: await findFreePort(), logPath, env });
      let restart;
      try {
        token = (await waitForSignIn(server)).accessToken;
        restart = { clean: true, ms: Math.round(performance.now() - restartedAt) };
      } catch (error) {
        restart = { clean: false, error: error instanceof Error ? error.message : String(error) };
        rounds.push({
          round,
          killAt,
          ...written,
          acknowledgedInAll: null,
          restart,
          lostClients: null,
          lostFiles: null,
        });
        break;
      }
      const lost = await lostWrites(server.baseURL, token, project.id, acknowledged);
      rounds.push({
        round,
        killAt,
        ...written,
        acknowledgedInAll: acknowledged.clients.size + acknowledged.files.size,
        restart,
        ...lost,
      });
    }
    await server.stop();
    return { rounds, log: rounds.some((round) => !round.restart.clean) ? logTail(logPath) : undefined };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * @param {string} postgresUrl
 * @param {number} seed
 */
export async function measureCrash(postgresUrl, seed) {
  // The kill moments of a run are reproducible from its printed seed.
  const next = mulberry32(seed);
  const before = loadavg();
  const pglite = await crashRounds({ DATABASE_URL: undefined }, next);
  const postgres = await withBenchDatabase(postgresUrl, (url) => crashRounds({ DATABASE_URL: url }, next));
  return { seed, loadAverage: { before, after: loadavg() }, pglite, postgres };
}
