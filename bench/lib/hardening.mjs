// Probes of issue 12 against the built server, as an attacker would send them over HTTP: parallel wrong
// passwords for one user name (how many passwords the server really checks: every 401 is one check, a 429 is
// refused before the check), one person's failures behind a shared address (does the office still get in), and a
// GAEB file with a huge BoQ name (import, then the time of GET /boqs/{id} and the server's memory).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  findFreePort,
  residentMemoryMiB,
  spawnServer,
  waitForSignIn,
  withBenchDatabase,
} from './server.mjs';
import { median, round } from './stats.mjs';

const USER_PASSWORD = 'Richtig-Passwort-2024!';

/**
 * Runs `measure` against the built server on a fresh PGlite data dir, and on a database of its own on the
 * PostgreSQL server of `postgresUrl` when it answers (dropped afterwards).
 * @template T
 * @param {string} postgresUrl
 * @param {(server: import('./server.mjs').BenchServer, token: string) => Promise<T>} measure
 * @returns {Promise<{ pglite: T, postgres: T | { skipped: string } }>}
 */
async function onBothDatabases(postgresUrl, measure) {
  const pglite = await withServer({ DATABASE_URL: undefined }, measure);
  const postgres = await withBenchDatabase(postgresUrl, (url) => withServer({ DATABASE_URL: url }, measure));
  return { pglite, postgres };
}

/**
 * @template T
 * @param {Record<string, string | undefined>} env
 * @param {(server: import('./server.mjs').BenchServer, token: string) => Promise<T>} measure
 */
async function withServer(env, measure) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-hardening-'));
  // X-Forwarded-For is trusted, so each request can come from the address the probe chooses.
  const server = spawnServer({
    dataDir,
    port: await findFreePort(),
    logPath: join(dataDir, 'server.log'),
    env: { ...env, VENDOC_TRUST_PROXY: 'true' },
  });
  try {
    const { accessToken } = await waitForSignIn(server);
    return await measure(server, accessToken);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {import('./server.mjs').BenchServer} server
 * @param {string} userName
 * @param {string} password
 * @param {string} address
 */
async function login(server, userName, password, address) {
  const started = performance.now();
  const response = await fetch(`${server.baseURL}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ userName, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * @param {import('./server.mjs').BenchServer} server
 * @param {string} token
 * @param {string} userName
 */
async function createUser(server, token, userName) {
  const response = await fetch(`${server.baseURL}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ userName, displayName: userName, role: 'fitter', password: USER_PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`create user: ${response.status} ${await response.text()}`);
}

let addressCounter = 0;
const nextAddress = () =>
  `10.${(++addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;

/**
 * `concurrent` wrong passwords for one existing user, all sent at once from different addresses, `runs` times
 * (a fresh user each run); then the right password of a user behind an address with 30 failures of other names.
 * @param {string} postgresUrl
 * @param {number[]} concurrency
 * @param {number} runs
 */
export async function measureLoginThrottle(postgresUrl, concurrency, runs) {
  return onBothDatabases(postgresUrl, async (server, token) => {
    /** @type {Record<string, { checked: number[], refused: number[] }>} */
    const parallel = {};
    for (const attempts of concurrency) {
      const figures = { checked: /** @type {number[]} */ ([]), refused: /** @type {number[]} */ ([]) };
      for (let run = 0; run < runs; run++) {
        const userName = `opfer-${attempts}-${run}`;
        await createUser(server, token, userName);
        const answers = await Promise.all(
          Array.from({ length: attempts }, (_, i) => login(server, userName, `falsch-${i}`, nextAddress())),
        );
        figures.checked.push(answers.filter((answer) => answer.status === 401).length);
        figures.refused.push(answers.filter((answer) => answer.status === 429).length);
      }
      parallel[attempts] = figures;
    }
    // One person behind the office's NAT tries 30 wrong names; then a colleague signs in from the same address.
    const office = '192.0.2.10';
    await createUser(server, token, 'kollegin');
    const spray = [];
    for (let i = 0; i < 30; i++) spray.push((await login(server, `unbekannt-${i}`, 'falsch', office)).status);
    const colleague = await login(server, 'kollegin', USER_PASSWORD, office);
    const admin = await login(server, ADMIN_USER, ADMIN_PASSWORD, office);
    return {
      parallel,
      sharedAddress: {
        failuresOfOtherNames: spray.filter((status) => status === 401).length,
        colleagueStatus: colleague.status,
        colleagueMs: round(colleague.ms, 0),
        adminStatus: admin.status,
      },
    };
  });
}

/**
 * A GAEB DA XML 3.3 X83 whose BoQInfo/Name holds `nameBytes` characters, otherwise one item.
 * @param {number} nameBytes
 */
export function hugeNameX83(nameBytes) {
  const name = 'Leistungsverzeichnis '.repeat(Math.ceil(nameBytes / 21)).slice(0, nameBytes);
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
  <GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-01-15</Date><ProgSystem>bench</ProgSystem></GAEBInfo>
  <Award>
    <DP>83</DP>
    <BoQ ID="B1">
      <BoQInfo>
        <Name>${name}</Name>
        <BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>
        <BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>
      </BoQInfo>
      <BoQBody>
        <BoQCtgy ID="C1" RNoPart="01">
          <LblTx><p>Rohbau</p></LblTx>
          <BoQBody><Itemlist>
            <Item ID="I1" RNoPart="0010"><Qty>10.000</Qty><QU>m2</QU>
              <Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p>Wand</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>
            </Item>
          </Itemlist></BoQBody>
        </BoQCtgy>
      </BoQBody>
    </BoQ>
  </Award>
</GAEB>
`,
    'utf8',
  );
}

/**
 * @param {import('./server.mjs').BenchServer} server
 * @param {string} token
 * @param {string} path
 * @param {unknown} body
 */
async function postJson(server, token, path, body) {
  const response = await fetch(`${server.baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return /** @type {{ id: string }} */ (await response.json());
}

/**
 * Imports a normal and a huge-name X83 into one project, then times GET /boqs/{id} of each (median of `runs`)
 * and reads the server's resident memory after each import.
 * @param {string} postgresUrl
 * @param {number} nameBytes
 * @param {number} runs
 */
export async function measureHugeGaebName(postgresUrl, nameBytes, runs) {
  return onBothDatabases(postgresUrl, async (server, token) => {
    const client = await postJson(server, token, '/clients', { kind: 'private', name: 'Bench Kunde' });
    const project = await postJson(server, token, '/projects', {
      name: 'Bench Projekt',
      clientId: client.id,
      status: 'order',
      contractType: 'unit_price',
    });
    /** @param {Buffer} bytes */
    const importBoq = async (bytes) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'lv.x83');
      const started = performance.now();
      const response = await fetch(`${server.baseURL}/api/v1/projects/${project.id}/boqs/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = /** @type {{ boqId?: string, warnings?: { message: string }[] }} */ (
        await response.json()
      );
      return { status: response.status, ms: round(performance.now() - started, 0), body };
    };
    /** @param {string} boqId */
    const timeGet = async (boqId) => {
      const times = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const response = await fetch(`${server.baseURL}/api/v1/boqs/${boqId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
      }
      return { medianMs: round(median(times), 1), responseBytes: bytes };
    };
    const rssBefore = residentMemoryMiB(server.pid);
    const normal = await importBoq(hugeNameX83(40));
    const rssAfterNormal = residentMemoryMiB(server.pid);
    const huge = await importBoq(hugeNameX83(nameBytes));
    const rssAfterHuge = residentMemoryMiB(server.pid);
    return {
      nameBytes,
      normal: { status: normal.status, get: normal.body.boqId ? await timeGet(normal.body.boqId) : null },
      huge: {
        status: huge.status,
        importMs: huge.ms,
        warnings: (huge.body.warnings ?? []).map((warning) => warning.message),
        get: huge.body.boqId ? await timeGet(huge.body.boqId) : null,
      },
      residentMiB: {
        before: round(rssBefore, 0),
        afterNormal: round(rssAfterNormal, 0),
        afterHuge: round(rssAfterHuge, 0),
        afterGets: round(residentMemoryMiB(server.pid), 0),
      },
    };
  });
}
