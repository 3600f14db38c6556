import type { LightMyRequestResponse } from 'fastify';
import type { DocumentTemplate, DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { call, type SignedInUser } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';

/** The company's templates (of a kind), through the API. */
export async function listTemplates(
  t: TestApp,
  as: SignedInUser,
  kind?: DocumentKind,
): Promise<DocumentTemplateSummary[]> {
  const query = kind === undefined ? '' : `?kind=${kind}`;
  const response = await call(t, { method: 'GET', url: `/api/v1/document-templates${query}`, as });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<{ items: DocumentTemplateSummary[] }>().items;
}

export async function createTemplate(
  t: TestApp,
  as: SignedInUser,
  body: { kind: DocumentKind; name: string },
): Promise<DocumentTemplate> {
  const response = await call(t, { method: 'POST', url: '/api/v1/document-templates', as, body });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<DocumentTemplate>();
}

/** The PDF bytes of a response (status and content type checked by the caller). */
export const pdfOf = (response: LightMyRequestResponse) => new Uint8Array(response.rawPayload);
