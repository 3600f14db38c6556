import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type {
  Boq,
  BoqImportResponse,
  BoqKind,
  BoqNode,
  BoqNodesPage,
  BoqNodeUpdate,
} from '@vendoc/contract/boqs';
import { updateCompanyViaApi } from './company-api';
import { serverBaseURL } from './env';
import { createClientViaApi, createProjectViaApi, uniqueName } from './records-api';

/** The shared GAEB samples (../shared/testdata/gaeb/samples next to the repository). */
const SAMPLES = new URL('../../../shared/testdata/gaeb/samples/', import.meta.url);

/** A GAEB sample as Playwright's setInputFiles takes it. */
export function gaebSample(name: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'application/xml', buffer: readFileSync(fileURLToPath(new URL(name, SAMPLES))) };
}

function auth(accessToken: string) {
  return { Authorization: `Bearer ${accessToken}` };
}

/** Imports a GAEB file into a project through the API (for tests whose subject is not the import dialog). */
export async function importBoqViaApi(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  kind: BoqKind = 'tender',
): Promise<BoqImportResponse> {
  const response = await request.post(`${serverBaseURL()}/api/v1/projects/${projectId}/boqs/import`, {
    headers: auth(accessToken),
    multipart: { kind, file },
  });
  if (response.status() !== 201) {
    throw new Error(`import of ${file.name} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as BoqImportResponse;
}

/** GET /api/v1/projects/{projectId}/boqs: the project's BoQs with their totals, as the server has them. */
export async function listBoqsViaApi(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
): Promise<Boq[]> {
  const response = await request.get(`${serverBaseURL()}/api/v1/projects/${projectId}/boqs`, {
    headers: auth(accessToken),
  });
  if (!response.ok()) throw new Error(`GET boqs failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { items: Boq[] }).items;
}

/** GET /api/v1/boqs/{boqId}: the BoQ with its totals, as the server has it. */
export async function getBoqViaApi(
  request: APIRequestContext,
  accessToken: string,
  boqId: string,
): Promise<Boq> {
  const response = await request.get(`${serverBaseURL()}/api/v1/boqs/${boqId}`, {
    headers: auth(accessToken),
  });
  if (!response.ok()) throw new Error(`GET boq failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Boq;
}

/** Every node of a BoQ in tree order. */
export async function getNodesViaApi(
  request: APIRequestContext,
  accessToken: string,
  boqId: string,
): Promise<BoqNode[]> {
  const nodes: BoqNode[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? 'limit=5000' : `limit=5000&cursor=${encodeURIComponent(cursor)}`;
    const response = await request.get(`${serverBaseURL()}/api/v1/boqs/${boqId}/nodes?${query}`, {
      headers: auth(accessToken),
    });
    if (!response.ok()) throw new Error(`GET nodes failed: ${response.status()} ${await response.text()}`);
    const page = (await response.json()) as BoqNodesPage;
    nodes.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return nodes;
}

/**
 * Gives the signed-in user's company a postal address when it has none: a GAEB bid (X84) names the bidder with
 * street, postal code and city, and the server refuses the export without them.
 */
export async function ensureCompanyAddressViaApi(
  request: APIRequestContext,
  accessToken: string,
): Promise<void> {
  await updateCompanyViaApi(request, accessToken, (company) =>
    company.address.street && company.address.postalCode && company.address.city
      ? {}
      : { address: { street: 'Baustraße 1', postalCode: '12345', city: 'Musterstadt', country: 'DE' } },
  );
}

/** PATCH /api/v1/boqs/{boqId}/nodes/{nodeId} with the node's current version (as another user would). */
export async function patchNodeViaApi(
  request: APIRequestContext,
  accessToken: string,
  boqId: string,
  node: Pick<BoqNode, 'id' | 'version'>,
  change: Omit<BoqNodeUpdate, 'version'>,
): Promise<BoqNode> {
  const response = await request.patch(`${serverBaseURL()}/api/v1/boqs/${boqId}/nodes/${node.id}`, {
    headers: auth(accessToken),
    data: { ...change, version: node.version },
  });
  if (response.status() !== 200) {
    throw new Error(`PATCH node failed: ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as { node: BoqNode }).node;
}

/** A new client and project (unique names) with the GAEB file imported as its BoQ, all through the API. */
export async function projectWithBoqViaApi(
  request: APIRequestContext,
  accessToken: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ projectId: string; boqId: string }> {
  const client = await createClientViaApi(request, accessToken, {
    kind: 'public',
    name: uniqueName('Stadt Musterstadt'),
  });
  const project = await createProjectViaApi(request, accessToken, {
    name: uniqueName('Neubau Turnhalle'),
    clientId: client.id,
  });
  const { boqId } = await importBoqViaApi(request, accessToken, project.id, file);
  return { projectId: project.id, boqId };
}
