import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { BoqImportResponse, BoqNode, BoqNodesPage } from '@vendoc/contract/boqs';
import { testdataPath } from '@vendoc/gaeb/test-support/samples';
import type { TestApp } from '../../test/test-app';
import { multipartBody, type FormPart } from '../files/files-test-support';

export interface Caller {
  headers: Record<string, string>;
}

/** Bytes of a shared GAEB sample. */
export const sample = (name: string): Buffer => readFileSync(testdataPath(`samples/${name}`));

/** POST …/boqs/import with the given file (and fields before it). */
export function postImport(
  t: TestApp,
  as: Caller,
  projectId: string,
  file: { name: string; content: Buffer | string },
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    { name: 'file', filename: file.name, contentType: 'application/xml', content: file.content },
  ];
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/boqs/import`,
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
}

/** Imports a shared sample and returns the 201 body (fails the test otherwise). */
export async function importSample(
  t: TestApp,
  as: Caller,
  projectId: string,
  name: string,
): Promise<BoqImportResponse> {
  const response = await postImport(t, as, projectId, { name, content: sample(name) });
  if (response.statusCode !== 201)
    throw new Error(`import of ${name}: ${response.statusCode} ${response.body}`);
  return response.json<BoqImportResponse>();
}

/** Every node of the BoQ, following the cursor. */
export async function allNodes(t: TestApp, as: Caller, boqId: string, limit = 5000): Promise<BoqNode[]> {
  const nodes: BoqNode[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? `limit=${limit}` : `limit=${limit}&cursor=${cursor}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boqs/${boqId}/nodes?${query}`,
      headers: as.headers,
    });
    if (response.statusCode !== 200) throw new Error(`nodes: ${response.statusCode} ${response.body}`);
    const page = response.json<BoqNodesPage>();
    nodes.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return nodes;
}

/** Counts of categories and items (incl. markup items) as the file states them. */
export function countsInFile(xml: string): { categories: number; items: number } {
  return {
    categories: (xml.match(/<BoQCtgy[\s>]/g) ?? []).length,
    items: (xml.match(/<(Item|MarkupItem)[\s>]/g) ?? []).length,
  };
}
