import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@vendoc/contract/auth';
import type { Folder, ProjectFile } from '@vendoc/contract/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFilesDir, multipartBody, pngImage, seedProject, signedInUser } from './files-test-support';

let t: TestApp;
let filesDir: string;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let projectId: string;
let file: ProjectFile;
let folder: Folder;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
  owner = await signedInUser(t, { role: 'office' });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  projectId = await seedProject(t.db, owner.companyId);
  const body = multipartBody([{ name: 'files', filename: 'geheim.png', content: pngImage() }]);
  file = (
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      payload: body.payload,
      headers: { ...owner.headers, ...body.headers },
    })
  ).json<{ files: ProjectFile[] }>().files[0] as ProjectFile;
  folder = (
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/folders`,
      headers: owner.headers,
      payload: { name: 'Intern' },
    })
  ).json<Folder>();
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: () => object | 'upload';
};

const routes: [string, Call][] = [
  ['list files', { method: 'GET', url: () => `/api/v1/projects/${projectId}/files` }],
  ['upload', { method: 'POST', url: () => `/api/v1/projects/${projectId}/files`, body: () => 'upload' }],
  ['file metadata', { method: 'GET', url: () => `/api/v1/files/${file.id}` }],
  [
    'rename file',
    { method: 'PATCH', url: () => `/api/v1/files/${file.id}`, body: () => ({ name: 'x', version: 1 }) },
  ],
  ['delete file', { method: 'DELETE', url: () => `/api/v1/files/${file.id}` }],
  ['file content', { method: 'GET', url: () => `/api/v1/files/${file.id}/content` }],
  [
    'create folder',
    { method: 'POST', url: () => `/api/v1/projects/${projectId}/folders`, body: () => ({ name: 'y' }) },
  ],
  [
    'rename folder',
    { method: 'PATCH', url: () => `/api/v1/folders/${folder.id}`, body: () => ({ name: 'z', version: 1 }) },
  ],
  ['delete folder', { method: 'DELETE', url: () => `/api/v1/folders/${folder.id}` }],
];

function call({ method, url, body }: Call, headers: Record<string, string>) {
  const payload = body?.();
  if (payload === 'upload') {
    const form = multipartBody([{ name: 'files', filename: 'a.txt', content: 'eingeschleust' }]);
    return t.app.inject({
      method,
      url: url(),
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }
  return t.app.inject({ method, url: url(), headers, ...(payload ? { payload } : {}) });
}

describe('tenant isolation', () => {
  it.each(routes)("answers 404 to another company's user: %s", async (_name, route) => {
    const response = await call(route, stranger.headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('geheim');
  });

  it("answers 404 to another company's user even with a validly signed URL", async () => {
    const forged = t.app.contentUrls.forFile(file.id, stranger.userId);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('left everything of the owner intact', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/files`,
      headers: owner.headers,
    });
    expect(listed.json()).toMatchObject({
      folders: [{ id: folder.id, name: 'Intern', version: 1 }],
      files: [{ id: file.id, name: 'geheim.png', version: 1 }],
    });
  });

  it.each(routes)('answers 401 without a token: %s', async (_name, route) => {
    expect((await call(route, {})).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it.each<Role>(['fitter', 'office', 'admin'])(
    'lets a %s list, upload, rename and delete files',
    async (role) => {
      const user = await signedInUser(t, { role, companyId: owner.companyId });
      const form = multipartBody([
        { name: 'files', filename: `${role}.png`, content: pngImage(1, 1, [1, 2, 3]) },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/files`,
        payload: form.payload,
        headers: { ...user.headers, ...form.headers },
      });
      expect(uploaded.statusCode).toBe(201);
      const created = uploaded.json<{ files: ProjectFile[] }>().files[0];
      expect(created?.uploadedBy).toEqual({ id: user.userId, displayName: user.displayName });
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/files/${created?.id}`,
        headers: user.headers,
        payload: { name: `${role}-umbenannt.png`, version: 1 },
      });
      expect(renamed.statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/files/${created?.id}`,
        headers: user.headers,
      });
      expect(deleted.statusCode).toBe(204);
    },
  );
});
