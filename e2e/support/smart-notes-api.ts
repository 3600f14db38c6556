import type { APIRequestContext } from '@playwright/test';
import {
  smartNoteListSchema,
  smartNoteSchema,
  type SmartNote,
  type SmartNoteCreate,
  type SmartNoteList,
} from '@vendoc/contract/smart-notes';
import { serverBaseURL } from './env';
import { postViaApi } from './records-api';

const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

/** Creates a smart note through the API (POST /api/v1/smart-notes). */
export async function createSmartNoteViaApi(
  request: APIRequestContext,
  accessToken: string,
  note: SmartNoteCreate,
): Promise<SmartNote> {
  return smartNoteSchema.parse(await postViaApi(request, accessToken, '/api/v1/smart-notes', note));
}

/** GET /api/v1/smart-notes/{id} */
export async function getSmartNoteViaApi(
  request: APIRequestContext,
  accessToken: string,
  id: string,
): Promise<SmartNote> {
  const response = await request.get(`${serverBaseURL()}/api/v1/smart-notes/${id}`, {
    headers: auth(accessToken),
  });
  if (response.status() !== 200)
    throw new Error(`GET smart note failed: ${response.status()} ${await response.text()}`);
  return smartNoteSchema.parse(await response.json());
}

/** GET /api/v1/smart-notes with the filters given (a page of up to 200). */
export async function listSmartNotesViaApi(
  request: APIRequestContext,
  accessToken: string,
  params: Record<string, string> = {},
): Promise<SmartNoteList> {
  const response = await request.get(`${serverBaseURL()}/api/v1/smart-notes`, {
    headers: auth(accessToken),
    params: { limit: '200', ...params },
  });
  if (response.status() !== 200)
    throw new Error(`GET smart notes failed: ${response.status()} ${await response.text()}`);
  return smartNoteListSchema.parse(await response.json());
}

/** The content type and bytes of a project file (GET its signed content URL). */
export async function fileContentViaApi(
  request: APIRequestContext,
  contentUrl: string,
): Promise<{ contentType: string; body: Buffer }> {
  const response = await request.get(`${serverBaseURL()}${contentUrl}`);
  if (response.status() !== 200) throw new Error(`GET file content failed: ${response.status()}`);
  return { contentType: response.headers()['content-type'] ?? '', body: await response.body() };
}
