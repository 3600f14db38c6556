import { uploadTemplateFile } from '../modules/document-templates/document-templates-test-support';
import { multipartBody, pngImage, uploadFile } from '../modules/files/files-test-support';
import { completeCompany } from '../modules/order-documents/order-documents-test-support';
import { operationUrl, pathKeys, seedAddressableRecords, type Operation } from './api-operations';
import { validValue, type JsonSchema } from './schema-samples';
import { call, type Tenant } from './tenant-fixtures';
import type { TestApp } from './test-app';

/** The collection a uuid body or query field addresses, where its name is not the path parameter's. */
const FIELD_KEYS: Record<string, string> = {
  clientId: 'clients',
  projectId: 'projects',
  constructionId: 'constructions',
  catalogId: 'serviceCatalogId',
  smartNoteId: 'smart-notes',
  surveyId: 'quantity-surveys',
  surveyIds: 'quantity-surveys',
  quantitySurveyId: 'quantity-surveys',
  documentId: 'order-documents',
  wageRateId: 'company/wage-rates',
  folderId: 'folders',
  fileId: 'files',
  photoFileId: 'files',
  photoFileIds: 'files',
  assigneeId: 'users',
  authorId: 'users',
  userId: 'users',
  responsibleUserId: 'users',
  memberIds: 'users',
  positionIds: 'positionId',
  boqItemId: 'nodeId',
  afterId: 'nodeId',
  catalogPositionId: 'positionId',
  affectedPositionIds: 'nodeId',
};

/** What a `parentId` is, by the path of the operation: a record of the kind the operation arranges. */
const PARENT_KEYS: [RegExp, string][] = [
  [/\/nodes|\/add-to-boq$/, 'titleId'],
  [/\/folders/, 'folders'],
  [/\/categories/, 'categoryId'],
];

/** The key of `ids` a uuid field of a body or query string of the operation at `path` addresses (by its name). */
export const fieldKey = (fieldName: string, path = '') =>
  fieldName === 'parentId'
    ? (PARENT_KEYS.find(([pattern]) => pattern.test(path))?.[1] ?? fieldName)
    : (FIELD_KEYS[fieldName] ?? fieldName);

/** A body valid for `schema` whose uuid fields carry the records of `ids` (by field name) and texts `label`. */
export function validBody(
  schema: JsonSchema,
  ids: Record<string, string>,
  label: string,
  path = '',
): unknown {
  return validValue(schema, { idFor: (name) => ids[fieldKey(name, path)], text: label });
}

export const jsonSchemaOf = (operation: Operation) =>
  operation.requestBody?.content['application/json']?.schema;

/** A multipart body of the operation's form: a small PDF in its file field, valid values in the others. */
export function validMultipart(operation: Operation, ids: Record<string, string>, label: string) {
  const form = operation.requestBody?.content['multipart/form-data']?.schema;
  const object = form?.anyOf?.find((option) => option.properties) ?? form;
  const parts = Object.entries(object?.properties ?? {}).map(([name, schema]) =>
    JSON.stringify(schema).includes('"binary"')
      ? { name, filename: 'a.pdf', content: '%PDF-1.4' }
      : { name, content: String(validBody(schema, ids, label, operation.path)) },
  );
  return multipartBody(parts);
}

/** The query string of an operation's required query parameters (valid values, uuids from `ids`), or ''. */
export function requiredQuery(operation: Operation, ids: Record<string, string>, label: string): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? [])
    if (parameter.in === 'query' && parameter.required)
      query.set(
        parameter.name,
        String(
          validValue(
            parameter.schema ?? {},
            {
              idFor: (name) => ids[fieldKey(name)],
              text: label,
            },
            parameter.name,
          ),
        ),
      );
  return query.size === 0 ? '' : `?${query}`;
}

/**
 * The key a POST operation creates a record under (`pathKeys` of the route addressing it), or null when the
 * operation is an action rather than a collection's create.
 */
export function createdKey(operation: Operation, operations: readonly Operation[]): string | null {
  const last = operation.path.split('/').at(-1) ?? '';
  if (operation.method !== 'POST' || last.startsWith('{')) return null;
  const addressing = operations.find(
    (other) =>
      other.path.startsWith(`${operation.path}/{`) ||
      other.path.match(new RegExp(`^/api/v1/${last}/\\{[^}/]+\\}$`)),
  );
  const keys = addressing ? pathKeys(addressing) : [];
  return keys.at(-1) ?? null;
}

/** Create bodies the generator cannot build (a record that needs another's real content), from the generated one. */
export type BodyOverrides = Record<string, (ids: Record<string, string>, generated: object) => unknown>;

/**
 * Adds to `ids` one record of every kind the document can create with a JSON body that `ids` lacks, created by
 * the tenant's administrator in document order; returns the operations that could not create one (and why).
 */
export async function seedThroughApi(
  t: TestApp,
  operations: readonly Operation[],
  tenant: Tenant,
  ids: Record<string, string>,
  label: string,
  overrides: BodyOverrides = {},
): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of operations) {
    const key = createdKey(operation, operations);
    const schema = jsonSchemaOf(operation);
    if (key == null || schema === undefined || ids[key] !== undefined) continue;
    const name = `${operation.method} ${operation.path}`;
    const generated = validBody(schema, ids, label, operation.path) as object;
    const body = overrides[name]?.(ids, generated) ?? generated;
    const response = await call(t, {
      method: 'POST',
      url: operationUrl(operation, ids) + requiredQuery(operation, ids, label),
      as: tenant.admin,
      body,
    });
    const id = response.statusCode < 300 ? response.json<{ id?: string }>().id : undefined;
    if (id === undefined) failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    else ids[key] = id;
  }
  return failures;
}

/**
 * seedAddressableRecords and what else a request of every operation needs to reach something: a project file and a
 * template file with content, the company's address and bank (GAEB, e-invoices), the BoQ's title (`titleId`).
 */
export async function seedCompanyRecords(
  t: TestApp,
  tenant: Tenant,
  label: string,
): Promise<Record<string, string>> {
  const ids = await seedAddressableRecords(t, tenant, label);
  await completeCompany(t.db, tenant.companyId);
  ids.files = await uploadFile(t, tenant.admin, ids.projects!, `${label}.png`, pngImage());
  const template = await uploadTemplateFile(t, tenant.admin, pngImage(), `${label}-Logo.png`);
  ids['document-templates/files'] = template.json<{ id: string }>().id;
  const nodes = await call(t, { method: 'GET', url: `/api/v1/boqs/${ids.boqId}/nodes`, as: tenant.admin });
  ids.titleId = nodes
    .json<{ items: { id: string; kind: string }[] }>()
    .items.find((node) => node.kind === 'title')!.id;
  return ids;
}
