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
import type { Tenant } from './tenant-fixtures';
import type { TestApp } from './test-app';

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
 */
export async function seedAddressableRecords(t: TestApp, tenant: Tenant): Promise<Record<string, string>> {
  const { companyId } = tenant;
  const projectId = await seedProject(t.db, companyId);
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [{ shortText: 'Wand', qty: '10.000', unit: 'm2' }],
  });
  const constructionId = await insertConstruction(t.db, companyId, projectId);
  const survey = await createSurvey(t, tenant.office, {
    projectId,
    constructionId,
    boqId: boq.id,
    name: 'A',
  });
  const sheetId = survey.sheets[0]!.id;
  const line = await addLine(t, tenant.office, survey.id, { sheetId, oz: null, text: 'x', expression: '1' });
  const catalogId = await seedCatalog(t.db, companyId);
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
      name: 'Raum',
      parameters: [],
      lines: [{ marker: '', text: 'Wand', formulaNumber: 0, expression: '1' }],
    }),
    serviceCatalogId: catalogId,
    articleId: await seedArticle(t.db, companyId, catalogId, {
      number: 'A-1',
      shortText: 'Gipskarton',
      unit: 'm2',
      purchasePrice: '3.20',
    }),
    users: tenant.fitter.userId,
    files: await insertPhoto(t.db, companyId, projectId, tenant.office.userId),
    kind: 'client',
  };
}

/**
 * The URL of an operation with the ids of `ids` (by parameter name, `{id}` by the collection before it; unknown
 * ones get UNKNOWN_ID), and `bad` in the parameter `badParam`.
 */
export function operationUrl(
  operation: Operation,
  ids: Record<string, string>,
  badParam?: string,
  bad?: string,
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string, offset: number) => {
    if (name === badParam) return encodeURIComponent(bad ?? '');
    const collection = operation.path.slice(0, offset).split('/').at(-2) ?? '';
    return encodeURIComponent(ids[name === 'id' ? collection : name] ?? UNKNOWN_ID);
  });
}
