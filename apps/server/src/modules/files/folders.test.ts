import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSchema, type Folder, type ProjectFile } from '@vendoc/contract/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFilesDir, multipartBody, seedProject, signedInUser } from './files-test-support';

let t: TestApp;
let filesDir: string;
let headers: Record<string, string>;
let projectId: string;
let companyId: string;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
  ({ headers, companyId } = await signedInUser(t, { role: 'fitter' }));
  projectId = await seedProject(t.db, companyId);
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const post = (body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/folders`, headers, payload: body });
const patch = (id: string, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/folders/${id}`, headers, payload: body });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/folders/${id}`, headers });

async function create(name: string, parentId: string | null = null): Promise<Folder> {
  const response = await post({ name, parentId });
  expect(response.statusCode, response.body).toBe(201);
  return folderSchema.parse(response.json());
}

describe('folders', () => {
  it('creates nested folders that the files list returns', async () => {
    const plans = await create('Pläne');
    const ground = await create('Erdgeschoss', plans.id);
    expect(ground).toMatchObject({ projectId, parentId: plans.id, name: 'Erdgeschoss', version: 1 });
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files`, headers });
    expect(listed.json<{ folders: Folder[] }>().folders.map((folder) => folder.name)).toEqual([
      'Erdgeschoss',
      'Pläne',
    ]);
  });

  it('refuses a second folder of the same name under the same parent, ignoring case, with 409', async () => {
    const photos = await create('Fotos');
    const duplicate = await post({ name: 'FOTOS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toContain('FOTOS');
    // The same name under another parent is fine.
    await create('fotos', photos.id);
    const other = await create('Sonstiges');
    const renameClash = await patch(other.id, { name: 'fotos', version: 1 });
    expect(renameClash.statusCode).toBe(409);
  });

  it('refuses invalid names and an unknown parent with field errors', async () => {
    for (const name of ['', '   ', 'a/b', 'x\u0000y', '..']) {
      const response = await post({ name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
    }
    const orphan = await post({ name: 'Waise', parentId: '00000000-0000-4000-8000-000000000000' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual([{ path: 'parentId', message: expect.any(String) }]);
  });

  it('renames and moves with the version; a stale version gets 409 with the current folder', async () => {
    const a = await create('A');
    const b = await create('B');
    const renamed = await patch(a.id, { name: 'A1', version: 1 });
    expect(renamed.json()).toMatchObject({ name: 'A1', version: 2 });
    const moved = await patch(a.id, { parentId: b.id, version: 2 });
    expect(moved.json()).toMatchObject({ parentId: b.id, version: 3 });
    const stale = await patch(a.id, { name: 'A2', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: a.id, name: 'A1', parentId: b.id, version: 3 });
    const top = await patch(a.id, { parentId: null, version: 3 });
    expect(top.json()).toMatchObject({ parentId: null, version: 4 });
  });

  it('refuses to move a folder into itself or one of its descendants (400)', async () => {
    const root = await create('Wurzel');
    const child = await create('Kind', root.id);
    const grandchild = await create('Enkel', child.id);
    for (const target of [root.id, child.id, grandchild.id]) {
      const response = await patch(root.id, { parentId: target, version: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('parentId');
    }
    // Moving a descendant up is fine.
    expect((await patch(grandchild.id, { parentId: root.id, version: 1 })).statusCode).toBe(200);
  });

  it('deletes only empty folders; one with files or subfolders gets 409', async () => {
    const parent = await create('Voll');
    const child = await create('Unterordner', parent.id);
    const body = multipartBody([
      { name: 'folderId', content: child.id },
      { name: 'files', filename: 'plan.txt', content: 'Plan' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    const [file] = uploaded.json<{ files: ProjectFile[] }>().files;

    const withSubfolder = await remove(parent.id);
    expect(withSubfolder.statusCode).toBe(409);
    expect(withSubfolder.json().detail).toContain('nicht leer');
    expect((await remove(child.id)).statusCode).toBe(409);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/files/${file?.id}`,
      headers,
      payload: { folderId: null, version: 1 },
    });
    expect((await remove(child.id)).statusCode).toBe(204);
    expect((await remove(parent.id)).statusCode).toBe(204);
    expect((await remove(parent.id)).statusCode).toBe(404);
  });

  it('refuses a parent folder of another project', async () => {
    const secondProject = await seedProject(t.db, companyId, 'Zweites Projekt');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${secondProject}/folders`,
      headers,
      payload: { name: 'Anderswo' },
    });
    const foreignParent = folderSchema.parse(elsewhere.json());
    expect((await post({ name: 'Hier', parentId: foreignParent.id })).statusCode).toBe(400);
    const mine = await create('Hier');
    expect((await patch(mine.id, { parentId: foreignParent.id, version: 1 })).statusCode).toBe(400);
  });
});
