import type { APIRequestContext } from '@playwright/test';
import {
  documentTemplateSchema,
  type DocumentTemplate,
  type DocumentTemplateCreate,
} from '@vendoc/contract/document-template-records';
import { postViaApi, uniqueName } from './records-api';

/** Creates a document template from the built-in starter of its kind through the API. */
export async function createTemplateViaApi(
  request: APIRequestContext,
  accessToken: string,
  body: DocumentTemplateCreate = { kind: 'offer', name: uniqueName('Angebot') },
): Promise<DocumentTemplate> {
  return documentTemplateSchema.parse(
    await postViaApi(request, accessToken, '/api/v1/document-templates', body),
  );
}
