import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFileSchema, projectFilesListSchema, type ProjectFile } from '@vendoc/contract/files';
import { projectFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFilesDir,
  listStoredFiles,
  multipartBody,
  pdfDocument,
  pngImage,
  seedProject,
  signedInUser,
  type FormPart,
} from './files-test-support';

let t: TestApp;
let filesDir: string;
let headers: Record<string, string>;
let companyId: string;
let displayName: string;
let projectId: string;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
  ({ headers, companyId, displayName } = await signedInUser(t, { role: 'fitter' }));
  projectId = await seedProject(t.db, companyId);
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

function upload(parts: FormPart[], project = projectId) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${project}/files`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploadOk(parts: FormPart[]): Promise<ProjectFile[]> {
  const response = await upload(parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ files: ProjectFile[] }>().files.map((file) => projectFileSchema.parse(file));
}

const file = (filename: string, content: Buffer | string, contentType?: string): FormPart => ({
  name: 'files',
  filename,
  content,
  ...(contentType ? { contentType } : {}),
});

const list = async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/files`, headers });
  expect(response.statusCode).toBe(200);
  return projectFilesListSchema.parse(response.json());
};

const patch = (id: string, body: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/files/${id}`, headers, payload: body as object });

describe('POST /api/v1/projects/{projectId}/files', () => {
  it('stores several files of one request under their content hash and answers their metadata', async () => {
    const png = pngImage();
    const pdf = pdfDocument();
    const text = 'Material: 12 m² Gipskarton\n';
    const files = await uploadOk([
      file('Foto Küche.png', png, 'image/png'),
      file('Aufmaß.pdf', pdf, 'application/pdf'),
      file('notiz.txt', text, 'text/plain'),
    ]);
    expect(files.map((f) => [f.name, f.contentType, f.size, f.sha256])).toEqual([
      ['Foto Küche.png', 'image/png', png.length, sha256(png)],
      ['Aufmaß.pdf', 'application/pdf', pdf.length, sha256(pdf)],
      ['notiz.txt', 'text/plain', Buffer.byteLength(text), sha256(text)],
    ]);
    for (const f of files) {
      expect(f).toMatchObject({ projectId, folderId: null, version: 1, uploadedBy: { displayName } });
      expect(f.contentUrl).toMatch(new RegExp(`^/api/v1/files/${f.id}/content\\?u=.+&exp=\\d+&sig=`));
    }
    const stored = await listStoredFiles(filesDir);
    for (const content of [png, pdf, text]) {
      expect(stored).toContain(`${sha256(content).slice(0, 2)}/${sha256(content)}`);
    }
  });

  it('detects the type from the content, never from the name or the claimed type', async () => {
    const [pngNamedTxt, textNamedPng, gaeb, unknown] = await uploadOk([
      file('scan.txt', pngImage(3, 1), 'text/plain'),
      file('fake.png', 'just text, no image', 'image/png'),
      file('LV.X83', '<?xml version="1.0"?><GAEB/>', 'application/octet-stream'),
      file('daten.bin', Buffer.from([0, 1, 2, 3, 0, 255]), 'image/png'),
    ]);
    expect(pngNamedTxt?.contentType).toBe('image/png');
    expect(textNamedPng?.contentType).toBe('application/octet-stream');
    expect(gaeb?.contentType).toBe('application/xml');
    expect(unknown?.contentType).toBe('application/octet-stream');
  });

  it('keeps hostile names as display names only; the storage holds nothing but hash-named blobs', async () => {
    const hostile = [
      ['../../etc/passwd', 'passwd'],
      ['a\\b', 'b'],
      ['C:\\Users\\x\\..\\Plan.pdf', 'Plan.pdf'],
      ['  Bericht\u0001\u0007\u001f.txt  ', 'Bericht.txt'],
      ['rechnung\u202Efdp.exe', 'rechnungfdp.exe'],
      ['', 'Datei'],
      ['..', 'Datei'],
      [`${'x'.repeat(300)}.jpeg`, `${'x'.repeat(250)}.jpeg`],
    ] as const;
    const files = await uploadOk(hostile.map(([name], index) => file(name, `hostile ${index}`)));
    expect(files.map((f) => f.name)).toEqual(hostile.map(([, stored]) => stored));
    const stored = await listStoredFiles(filesDir);
    expect(stored.every((path) => /^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(path))).toBe(true);
  });

  it('puts the files into the folder named by the folderId field', async () => {
    const folder = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/folders`,
      headers,
      payload: { name: 'Fotos' },
    });
    const folderId = folder.json<{ id: string }>().id;
    const [uploaded] = await uploadOk([
      { name: 'folderId', content: folderId },
      file('a.png', pngImage(4, 4)),
    ]);
    expect(uploaded?.folderId).toBe(folderId);
  });

  it('refuses a request without a file, an invalid or foreign folder, and a non-multipart body', async () => {
    const none = await upload([{ name: 'folderId', content: '' }]);
    expect(none.statusCode).toBe(400);
    const badFolder = await upload([{ name: 'folderId', content: 'nope' }, file('a.txt', 'a')]);
    expect(badFolder.statusCode).toBe(400);
    expect(badFolder.json().errors).toEqual([{ path: 'folderId', message: expect.any(String) }]);

    const otherProject = await seedProject(t.db, companyId, 'Anderes Projekt');
    const foreignFolder = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${otherProject}/folders`,
      headers,
      payload: { name: 'Fremd' },
    });
    const before = await t.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));
    const intoForeign = await upload([
      { name: 'folderId', content: foreignFolder.json<{ id: string }>().id },
      file('fremd.txt', 'only in this request'),
    ]);
    expect(intoForeign.statusCode).toBe(400);
    const after = await t.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));
    expect(after).toHaveLength(before.length);
    // The refused request's blob was removed again.
    expect(await listStoredFiles(filesDir)).not.toContain(
      `${sha256('only in this request').slice(0, 2)}/${sha256('only in this request')}`,
    );

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      headers,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 404 for an unknown project', async () => {
    const response = await upload([file('a.txt', 'a')], '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('list, metadata, rename, move, delete', () => {
  it('lists folders and files of the project, by name ignoring case', async () => {
    const { folders, files } = await list();
    expect(folders.map((folder) => folder.name)).toEqual(['Fotos']);
    expect(files.map((f) => f.name)).toContain('Aufmaß.pdf');

    const otherProject = await seedProject(t.db, companyId, 'Sortierung');
    const body = multipartBody([file('b.txt', 'b'), file('A.txt', 'a'), file('c.txt', 'c')]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${otherProject}/files`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    const sorted = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${otherProject}/files`,
      headers,
    });
    expect(projectFilesListSchema.parse(sorted.json()).files.map((f) => f.name)).toEqual([
      'A.txt',
      'b.txt',
      'c.txt',
    ]);
  });

  it('answers the metadata of one file', async () => {
    const [created] = await uploadOk([file('Angebot.pdf', pdfDocument('Angebot'))]);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/files/${created?.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created?.id,
      name: 'Angebot.pdf',
      contentType: 'application/pdf',
    });
  });

  it('renames and moves with the version; a stale version gets 409 with the current file', async () => {
    const [created] = await uploadOk([file('alt.txt', 'rename me')]);
    if (created == null) throw new Error('no file');
    const folders = (await list()).folders;
    const renamed = await patch(created.id, { name: 'Neuer Name.txt', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Neuer Name.txt', version: 2 });

    const moved = await patch(created.id, { folderId: folders[0]?.id, version: 2 });
    expect(moved.json()).toMatchObject({ name: 'Neuer Name.txt', folderId: folders[0]?.id, version: 3 });

    const stale = await patch(created.id, { name: 'Zu spät.txt', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 409,
      current: { id: created.id, name: 'Neuer Name.txt', version: 3 },
    });

    const back = await patch(created.id, { folderId: null, version: 3 });
    expect(back.json()).toMatchObject({ folderId: null, version: 4 });
  });

  it('refuses invalid names and unknown folders with field errors', async () => {
    const [created] = await uploadOk([file('x.txt', 'invalid names')]);
    for (const name of ['a/b', 'a\\b', 'tab\there', '', '..', 'x'.repeat(256)]) {
      const response = await patch(created?.id ?? '', { name, version: 1 });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors[0].path).toBe('name');
    }
    const unknownFolder = await patch(created?.id ?? '', {
      folderId: '00000000-0000-4000-8000-000000000000',
      version: 1,
    });
    expect(unknownFolder.statusCode).toBe(400);
    expect(await patch(created?.id ?? '', { name: 'ok.txt' })).toHaveProperty('statusCode', 400);
  });

  it('deletes a file, and its blob only when no other file uses the same content', async () => {
    const content = 'same content twice';
    const blob = `${sha256(content).slice(0, 2)}/${sha256(content)}`;
    const [first, second] = await uploadOk([file('eins.txt', content), file('zwei.txt', content)]);
    expect(first?.sha256).toBe(second?.sha256);

    const del = (id = '') => t.app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers });
    expect((await del(first?.id)).statusCode).toBe(204);
    expect(await listStoredFiles(filesDir)).toContain(blob);
    expect((await del(second?.id)).statusCode).toBe(204);
    expect(await listStoredFiles(filesDir)).not.toContain(blob);
    expect((await del(second?.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/files/${first?.id}`, headers })).statusCode,
    ).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the files routes, the multipart upload and the binary content', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const upload = document.paths['/api/v1/projects/{projectId}/files'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.responses['413']).toBeDefined();
    const content = document.paths['/api/v1/files/{id}/content'].get;
    expect(content.responses['206'].content['application/octet-stream'].schema.format).toBe('binary');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/files/{id}',
        '/api/v1/projects/{projectId}/folders',
        '/api/v1/folders/{id}',
      ]),
    );
    expect(Object.keys(document.paths['/api/v1/company/logo'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });
});
