import type { LightMyRequestResponse } from 'fastify';
import type { DocumentTemplate, DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import type { DesignerTemplate, DocumentKind } from '@vendoc/contract/document-templates';
import { createElement } from '@vendoc/designer/element-defaults';
import { call, type SignedInUser } from '../../test/tenant-fixtures';
import { multipartBody } from '../files/files-test-support';
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

/** POST /document-templates/files with one part `file`; the raw response. */
export function uploadTemplateFile(t: TestApp, as: SignedInUser, content: Buffer | string, filename: string) {
  const body = multipartBody([{ name: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/document-templates/files',
    headers: { ...as.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A copy of the layout with an image `id` showing the uploaded file (replacing an element of that id). */
export function withFileImage(layout: DesignerTemplate, id: string, fileId: string): DesignerTemplate {
  const copy = structuredClone(layout);
  copy.firstPage.elements = copy.firstPage.elements.filter((element) => element.id !== id);
  copy.firstPage.elements.push(
    createElement('image', { id, x: 25, y: 250, width: 20, height: 10, source: { type: 'file', fileId } }),
  );
  return copy;
}
