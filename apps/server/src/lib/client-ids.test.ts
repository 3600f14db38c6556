import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionNoteSchema } from '@vendoc/contract/construction-notes';
import { projectFilesUploadResponseSchema } from '@vendoc/contract/files';
import { smartNoteCommentSchema, smartNoteSchema } from '@vendoc/contract/smart-notes';
import { constructionNotes, projectFiles, smartNoteComments, smartNotes } from '../db/schema';
import { seedProject } from '../modules/construction-notes/construction-notes-test-support';
import { createFilesDir, multipartBody, pngImage, type FormPart } from '../modules/files/files-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, fieldErrorPaths, seedTenant, type SignedInUser, type Tenant } from '../test/tenant-fixtures';

// Ids chosen by the client (a phone names what it makes offline, so that later changes and links can refer to it
// before the server has it): the same create again answers the record, an id used otherwise is a 409 that tells
// nothing about the record.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant, [tenant.fitter.userId]);
  otherProjectId = await seedProject(t, other);
});
afterAll(async () => {
  await t?.close();
});

const note = (id: string | undefined, title = 'Riss in der Fassade', project = projectId) => ({
  ...(id === undefined ? {} : { id }),
  projectId: project,
  type: 'defect',
  title,
});

const postNote = (as: SignedInUser, body: unknown) =>
  call(t, { method: 'POST', url: '/api/v1/smart-notes', as, body });

function upload(as: SignedInUser, project: string, parts: FormPart[]): Promise<LightMyRequestResponse> {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${project}/files`,
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  });
}

const photo = (name: string, rgb: [number, number, number] = [200, 30, 30]): FormPart => ({
  name: 'files',
  filename: name,
  contentType: 'image/png',
  content: pngImage(3, 2, rgb),
});

const countRows = async (table: typeof smartNotes | typeof projectFiles, id: string) =>
  (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length;

describe('ids chosen by the client', () => {
  it('makes a smart note under its id; the same create again answers it (200) without a second note', async () => {
    const id = randomUUID();
    const first = await postNote(tenant.fitter, note(id));
    expect(first.statusCode, first.body).toBe(201);
    expect(smartNoteSchema.parse(first.json()).id).toBe(id);

    const again = await postNote(tenant.fitter, note(id));
    expect(again.statusCode, again.body).toBe(200);
    expect(smartNoteSchema.parse(again.json())).toEqual(smartNoteSchema.parse(first.json()));
    expect(await countRows(smartNotes, id)).toBe(1);
  });

  it('answers two repeats arriving at once with one note', async () => {
    const id = randomUUID();
    const answers = await Promise.all([postNote(tenant.office, note(id)), postNote(tenant.office, note(id))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => smartNoteSchema.parse(answer.json()).id))).toEqual(new Set([id]));
    expect(await countRows(smartNotes, id)).toBe(1);
  });

  it('refuses an id someone else used with a 409 that shows nothing of their note, in the company and outside', async () => {
    const id = randomUUID();
    expect((await postNote(tenant.fitter, note(id, 'Geheim'))).statusCode).toBe(201);
    for (const as of [tenant.office, other.office]) {
      const taken = await postNote(as, note(id, 'Meins', as === other.office ? otherProjectId : projectId));
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.headers['content-type']).toContain('application/problem+json');
      expect(taken.body).not.toContain('Geheim');
      expect(taken.json()).not.toHaveProperty('current');
    }
    const [stored] = await t.db.select().from(smartNotes).where(eq(smartNotes.id, id));
    expect(stored?.title).toBe('Geheim');
  });

  it('refuses an id that is not a UUID (400 naming it) and stores nothing', async () => {
    const before = await t.db.select({ id: smartNotes.id }).from(smartNotes);
    const bad = await postNote(tenant.office, { ...note(undefined), id: 'notiz-1' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['id']);
    expect(await t.db.select({ id: smartNotes.id }).from(smartNotes)).toHaveLength(before.length);
  });

  it('adds a comment under its id once; the same id on another note is a 409', async () => {
    const noteId = smartNoteSchema.parse((await postNote(tenant.fitter, note(undefined))).json()).id;
    const secondNoteId = smartNoteSchema.parse((await postNote(tenant.fitter, note(undefined))).json()).id;
    const id = randomUUID();
    const comment = (onNote: string) =>
      call(t, {
        method: 'POST',
        url: `/api/v1/smart-notes/${onNote}/comments`,
        as: tenant.fitter,
        body: { id, text: 'Gerüst fehlt noch' },
      });
    const first = await comment(noteId);
    expect(first.statusCode, first.body).toBe(201);
    expect(smartNoteCommentSchema.parse(first.json()).id).toBe(id);
    const again = await comment(noteId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await comment(secondNoteId)).statusCode).toBe(409);
    const stored = await t.db.select().from(smartNoteComments).where(eq(smartNoteComments.id, id));
    expect(stored.map((row) => row.noteId)).toEqual([noteId]);
  });

  it('starts a diary day under its id; a repeat answers it, another day of the same date stays a 409', async () => {
    const id = randomUUID();
    const day = { id, projectId, date: '2026-11-30', workDone: [] };
    const first = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: day,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(constructionNoteSchema.parse(first.json()).id).toBe(id);
    const again = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: day,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(constructionNoteSchema.parse(again.json()).id).toBe(id);

    // The day is kept already: someone else's new entry of that day, with an id of its own, is the day's 409.
    const secondId = randomUUID();
    const sameDay = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.office,
      body: { ...day, id: secondId },
    });
    expect(sameDay.statusCode, sameDay.body).toBe(409);
    expect(sameDay.json()).toMatchObject({ current: { id, date: '2026-11-30' } });
    // Someone else's id: a 409 without the day.
    const taken = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: other.office,
      body: { id, projectId: otherProjectId, date: '2026-11-30' },
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).not.toHaveProperty('current');
    const rows = await t.db.select({ id: constructionNotes.id }).from(constructionNotes);
    expect(rows.filter((row) => row.id === id || row.id === secondId)).toHaveLength(1);
  });

  it('uploads photos under their ids; the same upload again answers the stored files (200), nothing doubled', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const parts = [
      { name: 'id', content: first },
      photo('riss.png'),
      photo('ohne-id.png', [10, 200, 10]),
      { name: 'id', content: second },
      photo('fuge.png', [10, 10, 200]),
    ];
    const stored = await upload(tenant.fitter, projectId, parts);
    expect(stored.statusCode, stored.body).toBe(201);
    const files = projectFilesUploadResponseSchema.parse(stored.json()).files;
    expect(files.map((file) => file.name)).toEqual(['riss.png', 'ohne-id.png', 'fuge.png']);
    expect(files[0]?.id).toBe(first);
    expect(files[2]?.id).toBe(second);

    const again = await upload(tenant.fitter, projectId, [parts[0]!, parts[1]!, parts[3]!, parts[4]!]);
    expect(again.statusCode, again.body).toBe(200);
    expect(projectFilesUploadResponseSchema.parse(again.json()).files.map((file) => file.id)).toEqual([
      first,
      second,
    ]);
    expect(await countRows(projectFiles, first)).toBe(1);
    expect(await countRows(projectFiles, second)).toBe(1);
  });

  it('refuses a file id used by someone else or in another project (409), a bad or doubled id (400); nothing stored', async () => {
    const id = randomUUID();
    expect(
      (await upload(tenant.fitter, projectId, [{ name: 'id', content: id }, photo('a.png')])).statusCode,
    ).toBe(201);
    const before = (await t.db.select({ id: projectFiles.id }).from(projectFiles)).length;
    const secondProject = await seedProject(t, tenant, [tenant.fitter.userId]);
    const refusals: [SignedInUser, string, FormPart[], number][] = [
      [tenant.office, projectId, [{ name: 'id', content: id }, photo('b.png')], 409],
      [other.office, otherProjectId, [{ name: 'id', content: id }, photo('b.png')], 409],
      [tenant.fitter, secondProject, [{ name: 'id', content: id }, photo('b.png')], 409],
      [tenant.fitter, projectId, [{ name: 'id', content: 'foto-1' }, photo('b.png')], 400],
      // A new file beside someone else's id: neither is stored.
      [
        tenant.office,
        projectId,
        [{ name: 'id', content: randomUUID() }, photo('b.png'), { name: 'id', content: id }, photo('c.png')],
        409,
      ],
    ];
    const doubled = randomUUID();
    refusals.push([
      tenant.fitter,
      projectId,
      [{ name: 'id', content: doubled }, photo('b.png'), { name: 'id', content: doubled }, photo('c.png')],
      400,
    ]);
    for (const [as, project, parts, status] of refusals) {
      const refused = await upload(as, project, parts);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body).not.toContain('a.png');
    }
    expect((await t.db.select({ id: projectFiles.id }).from(projectFiles)).length).toBe(before);
  });
});
