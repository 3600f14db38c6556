import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import type { ProjectFile } from '@vendoc/contract/files';
import { withFileImage } from '../modules/document-templates/document-templates-test-support';
import { createFilesDir } from '../modules/files/files-test-support';
import { operationUrl, pathKeys, UNKNOWN_ID, readOperations, type Operation } from '../test/api-operations';
import {
  createdKey,
  fieldKey,
  jsonSchemaOf,
  requiredQuery,
  seedCompanyRecords,
  seedThroughApi,
  validBody,
  validMultipart,
  type BodyOverrides,
} from '../test/api-seeding';
import { databaseFingerprint } from '../test/database-fingerprint';
import { uuidFieldNames, validValue } from '../test/schema-samples';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const VICTIM = 'Opferfirma';
const ATTACKER = 'Angreifer';

let t: TestApp;
let victim: Tenant;
let attacker: Tenant;
let operations: Operation[];
/** Real records of the victim company A and of the attacking company B, keyed as operationUrl takes them. */
let victimIds: Record<string, string> = {};
let attackerIds: Record<string, string> = {};
let seedFailures: string[] = [];

/** Valid bodies the generator cannot build: the schema cannot say "one of these two" or "an obstruction's index". */
const VALID_BODIES: BodyOverrides = {
  'POST /api/v1/projects/{projectId}/configurations': (ids, generated) => ({
    ...generated,
    constructionId: 'smartNoteId' in generated ? null : ids.constructions,
  }),
  // Another day than the seeded one (one entry per project and day).
  'POST /api/v1/construction-notes': (_ids, generated) => ({ ...generated, date: '2026-03-03' }),
  'POST /api/v1/projects/{projectId}/exports': (_ids, generated) => ({ ...generated, include: ['boqs'] }),
  // A BoQ unit has at most 4 characters: the position's unit goes into a BoQ (add-to-boq).
  'POST /api/v1/service-catalogs/{serviceCatalogId}/positions': (_ids, generated) => ({
    ...generated,
    unit: 'm2',
  }),
  // At the top: the parent and neighbour of a node are what the cases put there, else none.
  'POST /api/v1/boqs/{boqId}/nodes': (_ids, generated) => ({ ...generated, kind: 'item', afterId: null }),
};

/** The seeded day: an obstruction (for a notice) and work done on a BoQ item (for a transfer to a survey). */
const SEED_BODIES: BodyOverrides = {
  ...VALID_BODIES,
  'POST /api/v1/construction-notes': (ids, generated) => ({
    ...generated,
    obstructions: [{ cause: 'Vorgewerk', since: '2026-03-02', expectedEffect: 'Verzug' }],
    workDone: [{ positionId: ids.nodeId, shortText: 'Wand', quantity: '1', unit: 'm2' }],
  }),
};

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [victim, attacker] = [await seedTenant(t), await seedTenant(t)];
  victimIds = await seedCompanyRecords(t, victim, VICTIM);
  attackerIds = await seedCompanyRecords(t, attacker, ATTACKER);
  operations = await readOperations(t);
  seedFailures = [
    ...(await seedThroughApi(t, operations, victim, victimIds, VICTIM, SEED_BODIES)),
    ...(await seedThroughApi(t, operations, attacker, attackerIds, ATTACKER, SEED_BODIES)),
  ];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
const idParameters = (operation: Operation) =>
  (operation.parameters ?? []).filter((p) => p.in === 'path' && p.schema?.format === 'uuid');

/** Everything of A a response must not show: its ids (company, users, records) and texts (all start with VICTIM). */
const victimMarks = () => [
  VICTIM,
  victim.companyId,
  victim.admin.userId,
  victim.office.userId,
  ...Object.values(victimIds).filter((id) => id.length === 36),
];

/** What of A the response shows (as findings: none expected). */
const victimShown = (response: LightMyRequestResponse, what: string) =>
  victimMarks()
    .filter((mark) => response.body.includes(mark))
    .map((mark) => `${what} shows ${mark === VICTIM ? "A's texts" : `A's id ${mark}`}`);

/** The request of an operation at `url` as B's administrator, with a body valid for the schema (B's ids). */
function attack(operation: Operation, url: string, body?: unknown) {
  const schema = jsonSchemaOf(operation);
  if (operation.requestBody?.content['multipart/form-data']) {
    const form = validMultipart(operation, attackerIds, ATTACKER);
    return t.app.inject({
      method: operation.method,
      url,
      headers: { ...attacker.admin.headers, ...form.headers },
      payload: form.payload,
    });
  }
  const generated =
    schema === undefined ? undefined : (validBody(schema, attackerIds, ATTACKER, operation.path) as object);
  const payload =
    body ?? (generated && (VALID_BODIES[nameOf(operation)]?.(attackerIds, generated) ?? generated));
  return call(t, { method: operation.method, url, as: attacker.admin, body: payload });
}

/**
 * The id sets an operation is attacked with: all of A's, and where the path nests, B's parents with A's children
 * and A's parents with B's children (B's survey with A's line, A's survey with B's line).
 */
function attackIds(operation: Operation): { label: string; ids: Record<string, string> }[] {
  const keys = pathKeys(operation);
  const sets = [{ label: "A's ids", ids: victimIds }];
  for (let split = 1; split < keys.length; split++) {
    const [parents, children] = [keys.slice(0, split), keys.slice(split)];
    const of = (ids: Record<string, string>, some: string[]) =>
      Object.fromEntries(some.map((key) => [key, ids[key]!]));
    sets.push(
      {
        label: `B's ${parents.join(', ')} with A's rest`,
        ids: { ...of(attackerIds, parents), ...of(victimIds, children) },
      },
      {
        label: `A's ${parents.join(', ')} with B's rest`,
        ids: { ...of(victimIds, parents), ...of(attackerIds, children) },
      },
    );
  }
  return sets;
}

describe("no operation of the API reaches another company's records", () => {
  it('seeds a record of every kind the document creates, for both companies', () => {
    expect(seedFailures).toEqual([]);
  });

  it('addresses real records of A: A itself finds every one of them (no 404)', async () => {
    const missing: string[] = [];
    for (const operation of operations) {
      if (idParameters(operation).length === 0) continue;
      const absent = pathKeys(operation).filter((key) => victimIds[key] === undefined);
      if (absent.length > 0) missing.push(`${nameOf(operation)}: no ${absent.join(', ')}`);
      if (operation.method !== 'GET' || absent.length > 0) continue;
      const url = operationUrl(operation, victimIds) + requiredQuery(operation, victimIds, VICTIM);
      const response = await t.app.inject({ method: 'GET', url, headers: victim.admin.headers });
      if (response.statusCode === 404 || response.statusCode >= 500)
        missing.push(`${nameOf(operation)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(missing).toEqual([]);
  });

  it("answers 404 to every operation addressing A's records by path, changing nothing", async () => {
    const before = await databaseFingerprint(t.db);
    const findings: string[] = [];
    for (const operation of operations) {
      if (idParameters(operation).length === 0) continue;
      for (const { label, ids } of attackIds(operation)) {
        const url = operationUrl(operation, ids) + requiredQuery(operation, attackerIds, ATTACKER);
        const response = await attack(operation, url);
        const what = `${nameOf(operation)} (${label})`;
        if (response.statusCode !== 404)
          findings.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else expect(response.headers['content-type'], what).toMatch(/^application\/problem\+json/);
        findings.push(...victimShown(response, what));
      }
    }
    expect(findings).toEqual([]);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

/** The key of A's record an id field of the operation's body or query string names ('id' of a create: its own). */
function victimKeyOf(operation: Operation, field: string): string | null {
  const key = field === 'id' ? createdKey(operation, operations) : fieldKey(field, operation.path);
  return key != null && victimIds[key] !== undefined ? key : null;
}

/** B's valid body for the operation with `id` in the field `field` (wherever it is). */
function bodyWithField(operation: Operation, field: string, id: string): unknown {
  const idFor = (name: string) =>
    name === field ? id : attackerIds[name === 'id' ? '' : fieldKey(name, operation.path)];
  const schema = jsonSchemaOf(operation)!;
  const generated = validValue(schema, { idFor, text: ATTACKER, withField: field }) as Record<
    string,
    unknown
  >;
  const valid = (VALID_BODIES[nameOf(operation)]?.(attackerIds, generated) ?? generated) as object;
  return field in generated ? { ...valid, [field]: generated[field] } : valid;
}

/**
 * Id fields that keep what they are given, no record behind them is ever read through them (so A's id there
 * reaches nothing): not sent, since the request succeeds and changes B's own record.
 */
const KEPT_AS_GIVEN: Record<string, string> = {
  'PUT /api/v1/order-documents/{id} boqItemId':
    'provenance of an item (the BoQ item it was copied from), kept for the chain and GAEB; never read back',
  'PUT /api/v1/order-documents/{id} catalogPositionId':
    'provenance of an item (the catalog position it was copied from); never read back',
};

/** Fields the generator cannot reach with a valid body; the case below covers them by hand. */
const BY_HAND: Record<string, string> = {
  'PATCH /api/v1/document-templates/{id} fileId':
    'an image inside a designer layout: "a file in a layout" below',
  'POST /api/v1/document-templates/{id}/preview fileId':
    'an image inside a designer layout: "a file in a layout" below',
};

/** References refused with a 400 that names no field: each is also the answer to an unknown id (checked). */
const REFUSED_WITHOUT_FIELD: Record<string, string> = {
  'POST /api/v1/boqs/{boqId}/nodes parentId':
    'the BoQ tree answers its structure errors as a plain 400 detail',
  'POST /api/v1/boqs/{boqId}/nodes afterId': "the BoQ tree: a foreign node stands under none of B's titles",
  'POST /api/v1/boqs/{boqId}/nodes/{nodeId}/move parentId': 'the BoQ tree, as for a new node',
  'POST /api/v1/boqs/{boqId}/nodes/{nodeId}/move afterId': 'the BoQ tree, as for a new node',
  'POST /api/v1/configurations/{id}/add-to-boq parentId': 'the BoQ tree, as for a new node',
  'POST /api/v1/projects/{projectId}/configurations catalogId':
    'the position is looked up in the given catalog: a foreign catalog makes it unknown (named on positionId)',
};

/**
 * Whether the answer to A's id is one that reaches nothing: 404; a 400 naming the field (the project's answer
 * to a reference that is not the company's); a filter's empty list; for a create's own id, the 409 "id taken"
 * (ids are unique across companies; it says nothing of the record).
 */
function refusesReference(response: LightMyRequestResponse, name: string, field: string, inQuery: boolean) {
  if (response.statusCode === 404) return true;
  if (REFUSED_WITHOUT_FIELD[name]) return response.statusCode === 400;
  if (inQuery)
    return response.statusCode === 200 && response.json<{ items?: unknown[] }>().items?.length === 0;
  if (field === 'id') return response.statusCode === 409;
  const paths = response.statusCode === 400 ? fieldErrorPaths(response) : [];
  return paths.some((path) => new RegExp(`(^|\\.)${field}(\\.\\d+)?$`).test(path));
}

interface ReferenceCase {
  operation: Operation;
  field: string;
  inQuery: boolean;
  request: (id: string) => { url: string; body?: unknown };
}

/** Every id field of a body or query string of the API that names a record of A, with B's ids elsewhere. */
function referenceCases(): ReferenceCase[] {
  const cases: ReferenceCase[] = [];
  for (const operation of operations) {
    const url = operationUrl(operation, attackerIds);
    const query = requiredQuery(operation, attackerIds, ATTACKER);
    const schema = jsonSchemaOf(operation);
    for (const field of schema ? uuidFieldNames(schema) : []) {
      const name = `${nameOf(operation)} ${field}`;
      if (victimKeyOf(operation, field) == null || KEPT_AS_GIVEN[name] || BY_HAND[name]) continue;
      cases.push({
        operation,
        field,
        inQuery: false,
        request: (id) => ({ url: url + query, body: bodyWithField(operation, field, id) }),
      });
    }
    for (const parameter of operation.parameters ?? []) {
      const isId = uuidFieldNames({ properties: { [parameter.name]: parameter.schema ?? {} } }).length > 0;
      if (parameter.in !== 'query' || !isId || victimKeyOf(operation, parameter.name) == null) continue;
      const request = (id: string) => {
        const search = new URLSearchParams(query);
        search.set(parameter.name, id);
        return { url: `${url}?${search}` };
      };
      cases.push({ operation, field: parameter.name, inQuery: true, request });
    }
  }
  return cases;
}

describe("no operation takes another company's ids in its body or query string", () => {
  it('refuses every id of A in a body or a query filter as it refuses an unknown id, storing nothing', async () => {
    const before = await databaseFingerprint(t.db);
    const findings: string[] = [];
    const cases = referenceCases();
    for (const { operation, field, inQuery, request } of cases) {
      const what = `${nameOf(operation)} ${inQuery ? 'query' : 'body'} ${field}`;
      const victimRequest = request(victimIds[victimKeyOf(operation, field)!]!);
      const response = await attack(operation, victimRequest.url, victimRequest.body);
      findings.push(...victimShown(response, what));
      if (!refusesReference(response, `${nameOf(operation)} ${field}`, field, inQuery)) {
        findings.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      if (field === 'id') continue;
      const unknownRequest = request(UNKNOWN_ID);
      const unknown = await attack(operation, unknownRequest.url, unknownRequest.body);
      if (unknown.statusCode !== response.statusCode || unknown.body !== response.body)
        findings.push(
          `${what}: A's id answers ${response.body.slice(0, 150)}, an unknown ${unknown.body.slice(0, 150)}`,
        );
    }
    expect(findings).toEqual([]);
    expect(cases.length).toBeGreaterThan(80);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

/** Path parameters that are no record id: the company's own settings, addressed by a fixed name. */
const NOT_IDS: Record<string, string> = {
  'PUT /api/v1/company/number-ranges/{kind}': "`kind` names one of the caller's own company's number ranges",
};

describe('every operation is covered, so a new one is the day it is added', () => {
  it('attacks every operation with a path parameter, or lists why not', () => {
    const withPath = operations.filter((operation) => operation.path.includes('{'));
    const uncovered = withPath.filter((operation) => {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const covered = names.length > 0 && names.every((p) => p.schema?.format === 'uuid');
      return !covered && NOT_IDS[nameOf(operation)] === undefined;
    });
    expect(uncovered.map(nameOf)).toEqual([]);
    expect(withPath.filter((operation) => idParameters(operation).length > 0).length).toBeGreaterThan(140);
    expect(referenceCases().length).toBeGreaterThan(80);
  });
});

describe("B's own reads show nothing of A", () => {
  it("answers every read of B's records and lists without a trace of A", async () => {
    const findings: string[] = [];
    let reads = 0;
    for (const operation of operations) {
      if (operation.method !== 'GET' || !operation.path.startsWith('/api/v1/')) continue;
      const url = operationUrl(operation, attackerIds) + requiredQuery(operation, attackerIds, ATTACKER);
      const response = await attack(operation, url);
      if (response.statusCode >= 500) findings.push(`${nameOf(operation)}: ${response.statusCode}`);
      findings.push(...victimShown(response, nameOf(operation)));
      reads++;
    }
    expect(findings).toEqual([]);
    expect(reads).toBeGreaterThan(60);
  });

  it("does not serve A's file for the signature of B's", async () => {
    const own = await call(t, {
      method: 'GET',
      url: `/api/v1/files/${attackerIds.files}`,
      as: attacker.admin,
    });
    const signed = own.json<ProjectFile>().contentUrl;
    expect((await t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: signed.replace(attackerIds.files!, victimIds.files!),
    });
    expect(foreign.statusCode).toBe(403);
    expect(victimShown(foreign, 'the re-pointed URL')).toEqual([]);
  });
});

describe('a file in a layout', () => {
  it("refuses A's template file in B's layout (change and preview) as an unknown file, storing nothing", async () => {
    const before = await databaseFingerprint(t.db);
    const url = `/api/v1/document-templates/${attackerIds['document-templates']}`;
    const template = (await call(t, { method: 'GET', url, as: attacker.admin })).json<DocumentTemplate>();
    const answers = async (fileId: string) => {
      const layout = withFileImage(template.template, 'logo', fileId);
      const body = { template: layout, version: template.version };
      const change = await call(t, { method: 'PATCH', url, as: attacker.admin, body });
      const preview = await call(t, { method: 'POST', url: `${url}/preview`, as: attacker.admin, body });
      return [change, preview].map((response) => ({ status: response.statusCode, body: response.body }));
    };
    const foreign = await answers(victimIds['document-templates/files']!);
    expect(foreign.map((answer) => answer.status)).toEqual([400, 400]);
    expect(foreign).toEqual(await answers(UNKNOWN_ID));
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
