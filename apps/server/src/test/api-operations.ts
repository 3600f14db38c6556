import { eq } from 'drizzle-orm';
import { projects } from '../db/schema';
import { seedArticle, seedCatalog } from '../modules/catalog-positions/catalog-positions-test-support';
import { seedProject } from '../modules/files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  insertConstruction,
  insertPhoto,
  insertTemplate,
} from '../modules/quantity-surveys/quantity-surveys-test-support';
import type { JsonSchema } from './schema-samples';
import { seedTenant, type Tenant } from './tenant-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** One operation of the OpenAPI document: what a test generated from it needs to call it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** An id that addresses nothing, for path parameters without a seeded record. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000000f';

/** Every operation of the server's own OpenAPI document: a new route is in the list the day it is added. */
export async function readOperations(t: TestApp): Promise<Operation[]> {
  const document = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const paths = document.json<{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }>()
    .paths;
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as Operation['method'],
      path,
    })),
  );
}

/**
 * Real records of the tenant's company, one of each kind a path addresses, keyed by path parameter name (and,
 * for `{id}`, by the collection before it): so that a request generated from the document reaches something.
 * With `label`, every seeded text starts with it (so a test can tell two companies' records apart).
 */
export async function seedAddressableRecords(
  t: TestApp,
  tenant: Tenant,
  label?: string,
): Promise<Record<string, string>> {
  const { companyId } = tenant;
  const text = (plain: string) => (label == null ? plain : `${label} ${plain}`);
  const projectId = await seedProject(t.db, companyId, text('Neubau Musterstraße'));
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [{ shortText: text('Wand'), qty: '10.000', unit: 'm2' }],
  });
  const constructionId = await insertConstruction(t.db, companyId, projectId, text('Bad 1. OG'));
  const survey = await createSurvey(t, tenant.office, {
    projectId,
    constructionId,
    boqId: boq.id,
    name: text('A'),
  });
  const sheetId = survey.sheets[0]!.id;
  const line = await addLine(t, tenant.office, survey.id, {
    sheetId,
    oz: null,
    text: text('x'),
    expression: '1',
  });
  const catalogId = await seedCatalog(t.db, companyId, text('Trockenbau'));
  return {
    projectId,
    clients: project!.clientId,
    projects: projectId,
    boqId: boq.id,
    nodeId: [...boq.items.values()][0]!,
    constructions: constructionId,
    'quantity-surveys': survey.id,
    sheetId,
    lineId: line.id,
    'quantity-survey-templates': await insertTemplate(t.db, companyId, {
      name: text('Raum'),
      parameters: [],
      lines: [{ marker: '', text: 'Wand', formulaNumber: 0, expression: '1' }],
    }),
    serviceCatalogId: catalogId,
    articleId: await seedArticle(t.db, companyId, catalogId, {
      number: 'A-1',
      shortText: text('Gipskarton'),
      unit: 'm2',
      purchasePrice: '3.20',
    }),
    users: tenant.fitter.userId,
    files: await insertPhoto(t.db, companyId, projectId, tenant.office.userId, text('Wand-Nord.jpg')),
    kind: 'client',
  };
}

/**
 * The keys of `ids` the path parameters of an operation take, in path order: the parameter's name, or for `{id}`
 * the collection before it (with its parent segment where that is no id: `document-templates/files`).
 */
export function pathKeys(operation: Operation): string[] {
  return [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => {
    if (match[1] !== 'id') return match[1]!;
    const [parent, collection] = operation.path
      .slice(0, match.index - 1)
      .split('/')
      .slice(-2);
    return parent === 'v1' || parent!.startsWith('{') ? collection! : `${parent}/${collection}`;
  });
}

/**
 * The URL of an operation with the ids of `ids` (keyed as pathKeys says; unknown ones get UNKNOWN_ID), and `bad`
 * in the parameter `badParam`.
 */
export function operationUrl(
  operation: Operation,
  ids: Record<string, string>,
  badParam?: string,
  bad?: string,
): string {
  const keys = pathKeys(operation);
  let index = 0;
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const key = keys[index++]!;
    return encodeURIComponent(name === badParam ? (bad ?? '') : (ids[key] ?? UNKNOWN_ID));
  });
}

export interface ApiUnderTest {
  t: TestApp;
  tenant: Tenant;
  /** Real ids of the tenant's records, so that every request addresses something that exists. */
  ids: Record<string, string>;
  operations: Operation[];
}

/** A test app with one company whose records every path can address, and the operations of its document. */
export async function startApiUnderTest(): Promise<ApiUnderTest> {
  const t = await createTestApp();
  const tenant = await seedTenant(t);
  return { t, tenant, ids: await seedAddressableRecords(t, tenant), operations: await readOperations(t) };
}
