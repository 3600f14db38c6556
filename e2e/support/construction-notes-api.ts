import type { APIRequestContext } from '@playwright/test';
import {
  constructionNoteSchema,
  type ConstructionNote,
  type ConstructionNoteCreate,
} from '@vendoc/contract/construction-notes';
import { serverBaseURL } from './env';
import { postViaApi } from './records-api';

/** Creates a diary day through the API (for tests whose subject is another day). */
export async function createConstructionNoteViaApi(
  request: APIRequestContext,
  accessToken: string,
  note: ConstructionNoteCreate,
): Promise<ConstructionNote> {
  return constructionNoteSchema.parse(
    await postViaApi(request, accessToken, '/api/v1/construction-notes', note),
  );
}

/** GET /api/v1/construction-notes/{id} */
export async function getConstructionNoteViaApi(
  request: APIRequestContext,
  accessToken: string,
  id: string,
): Promise<ConstructionNote> {
  const response = await request.get(`${serverBaseURL()}/api/v1/construction-notes/${id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (response.status() !== 200)
    throw new Error(`GET construction note failed: ${response.status()} ${await response.text()}`);
  return constructionNoteSchema.parse(await response.json());
}

/** The date `offsetDays` from today in the browser's time zone of the tests (Europe/Berlin), as "2026-11-27". */
export function berlinDate(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(day);
}

/** Uploads an image into the project's files through the API (a photo a diary day then names); returns its id. */
export async function uploadPhotoViaApi(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const response = await request.post(`${serverBaseURL()}/api/v1/projects/${projectId}/files`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { files: photo },
  });
  if (response.status() !== 201)
    throw new Error(`upload of ${photo.name} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { files: { id: string }[] }).files[0]!.id;
}
