import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  smartNoteCommentSchema,
  smartNoteListSchema,
  smartNoteSchema,
  VOICE_MEMO_MAX_BYTES,
  type SmartNote,
  type SmartNoteCreate,
} from '@vendoc/contract/smart-notes';
import { projectFiles, smartNoteComments, smartNotes } from '../../db/schema';
import {
  createFilesDir,
  multipartBody,
  pdfDocument,
  pngImage,
  seedProject,
  uploadFile,
} from '../files/files-test-support';
import { createBoq, createSurvey } from '../quantity-surveys/quantity-surveys-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  fieldErrorPaths,
  seedTenant,
  type SignedInUser,
  type Tenant,
} from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let secondProjectId: string;

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId, 'Schule am Park');
  secondProjectId = await seedProject(t.db, tenant.companyId, 'Rathaus');
});
afterAll(async () => {
  await t?.close();
});

const upload = (as: SignedInUser, project: string, name: string, content: Buffer) =>
  uploadFile(t, as, project, name, content);

/** A file row of the project (metadata only: type and size are what the note checks). */
async function insertFile(as: SignedInUser, contentType: string, size: number, name: string) {
  const [row] = await t.db
    .insert(projectFiles)
    .values({
      companyId: tenant.companyId,
      projectId,
      name,
      contentType,
      size,
      sha256: 'c'.repeat(64),
      uploadedBy: as.userId,
    })
    .returning({ id: projectFiles.id });
  return row!.id;
}

function post(body: unknown, as: SignedInUser = tenant.office, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/smart-notes',
    headers: {
      ...as.headers,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });
}

async function create(body: Partial<SmartNoteCreate> = {}, as: SignedInUser = tenant.office) {
  const response = await post({ projectId, type: 'task', title: 'Notiz', ...body }, as);
  expect(response.statusCode, response.body).toBe(201);
  return smartNoteSchema.parse(response.json());
}

const put = (note: SmartNote, changes: Record<string, unknown>, as: SignedInUser = tenant.office) =>
  call(t, {
    method: 'PUT',
    url: `/api/v1/smart-notes/${note.id}`,
    as,
    body: {
      type: note.type,
      title: note.title,
      text: note.text,
      status: note.status,
      assigneeId: note.assignee?.id ?? null,
      dueDate: note.dueDate,
      checklist: note.checklist,
      positionIds: note.positions.map((each) => each.id),
      photoFileIds: note.photos.map((each) => each.id),
      voiceMemoFileId: note.voiceMemo?.id ?? null,
      quantitySurveyId: note.quantitySurveyId,
      version: note.version,
      ...changes,
    },
  });

async function list(query: string, as: SignedInUser = tenant.office) {
  const response = await call(t, { method: 'GET', url: `/api/v1/smart-notes${query}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return smartNoteListSchema.parse(response.json());
}

const noteCount = async () => (await t.db.select({ id: smartNotes.id }).from(smartNotes)).length;
const status = (response: LightMyRequestResponse) => response.statusCode;

describe('smart notes', () => {
  it('keep a defect with checklist, photos, voice memo, positions, survey and assignee; change and delete it', async () => {
    const boq = await createBoq(t, tenant.office, projectId, {
      items: [
        { shortText: 'Gipskartonwand', qty: '120', unit: 'm2' },
        { shortText: 'Spachtelung Q3', qty: '80', unit: 'm2' },
      ],
    });
    const [wall, filler] = [...boq.items.values()];
    const photo = await upload(tenant.fitter, projectId, 'Riss.png', pngImage(4, 3));
    const memo = await insertFile(tenant.fitter, 'audio/ogg', 40_000, 'Sprachnotiz.ogg');
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Mängelaufmaß' });
    const note = await create(
      {
        type: 'defect',
        title: 'Riss in Wand Achse B',
        text: 'Vom Boden bis 1,2 m',
        assigneeId: tenant.fitter.userId,
        dueDate: '2026-12-04',
        checklist: [{ text: 'Fotografieren', done: true }, { text: 'Spachteln' }],
        positionIds: [filler!, wall!],
        photoFileIds: [photo],
        voiceMemoFileId: memo,
        quantitySurveyId: survey.id,
      },
      tenant.fitter,
    );
    expect(note).toMatchObject({
      projectId,
      projectName: 'Schule am Park',
      type: 'defect',
      status: 'open',
      assignee: { id: tenant.fitter.userId },
      createdBy: { id: tenant.fitter.userId },
      dueDate: '2026-12-04',
      checklist: [
        { text: 'Fotografieren', done: true },
        { text: 'Spachteln', done: false },
      ],
      quantitySurveyId: survey.id,
      version: 1,
      comments: [],
    });
    // in the order given, with what the phone shows
    expect(note.positions.map((each) => [each.id, each.oz, each.shortText, each.unit])).toEqual([
      [filler, '01.0020', 'Spachtelung Q3', 'm2'],
      [wall, '01.0010', 'Gipskartonwand', 'm2'],
    ]);
    expect(note.photos).toEqual([expect.objectContaining({ id: photo, contentType: 'image/png' })]);
    const content = await t.app.inject({ method: 'GET', url: note.photos[0]!.contentUrl });
    expect(content.statusCode).toBe(200);
    expect(note.voiceMemo).toMatchObject({ id: memo, contentType: 'audio/ogg' });

    const changed = await put(note, { status: 'inProgress', checklist: [{ text: 'Spachteln', done: true }] });
    expect(status(changed), changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'inProgress', version: 2, checklist: [{ done: true }] });
    const stale = await put(note, { status: 'done' });
    expect(status(stale)).toBe(409);
    expect(stale.json()).toMatchObject({ current: { status: 'inProgress', version: 2 } });

    // a deleted photo drops out of the note
    await t.db.delete(projectFiles).where(eq(projectFiles.id, photo));
    const read = await call(t, { method: 'GET', url: `/api/v1/smart-notes/${note.id}`, as: tenant.office });
    expect(smartNoteSchema.parse(read.json()).photos).toEqual([]);

    const staleDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/smart-notes/${note.id}?version=1`,
      as: tenant.office,
    });
    expect(status(staleDelete)).toBe(409);
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/smart-notes/${note.id}?version=2`,
      as: tenant.office,
    });
    expect(status(deleted)).toBe(204);
    const gone = await call(t, { method: 'GET', url: `/api/v1/smart-notes/${note.id}`, as: tenant.office });
    expect(status(gone)).toBe(404);
  });

  it('keeps comments in order with their author, append-only', async () => {
    const note = await create({ title: 'Material fehlt', type: 'materialRequest' });
    for (const [as, text] of [
      [tenant.fitter, 'Noch 20 Platten nötig'],
      [tenant.office, 'Bestellt, kommt Donnerstag'],
    ] as const) {
      const response = await call(t, {
        method: 'POST',
        url: `/api/v1/smart-notes/${note.id}/comments`,
        as,
        body: { text },
      });
      expect(status(response), response.body).toBe(201);
      expect(smartNoteCommentSchema.parse(response.json()).author.id).toBe(as.userId);
    }
    const empty = await call(t, {
      method: 'POST',
      url: `/api/v1/smart-notes/${note.id}/comments`,
      as: tenant.fitter,
      body: { text: '  ' },
    });
    expect(status(empty)).toBe(400);
    expect(fieldErrorPaths(empty)).toEqual(['text']);
    const read = await call(t, { method: 'GET', url: `/api/v1/smart-notes/${note.id}`, as: tenant.fitter });
    expect(smartNoteSchema.parse(read.json()).comments.map((each) => each.text)).toEqual([
      'Noch 20 Platten nötig',
      'Bestellt, kommt Donnerstag',
    ]);
  });

  it('lists notes by project, type, status, assignee and due date, in pages', async () => {
    const own = await seedTenant(t);
    const a = await seedProject(t.db, own.companyId, 'Halle A');
    const b = await seedProject(t.db, own.companyId, 'Halle B');
    const make = (body: Partial<SmartNoteCreate>) => create({ projectId: a, ...body }, own.office);
    await make({ title: 'Mangel Tür', type: 'defect', dueDate: '2026-12-01', assigneeId: own.fitter.userId });
    await make({ title: 'Aufmaß Dach', type: 'measurement', status: 'done', dueDate: '2026-12-10' });
    await make({ title: 'Nachtrag Fenster', type: 'changeOrderCandidate', projectId: b });
    await make({ title: 'Material Dübel', type: 'materialRequest', assigneeId: own.fitter.userId });
    const titles = async (query: string) =>
      (await list(query, own.office)).items.map((each) => each.title).sort();
    expect(await titles('')).toHaveLength(4);
    expect(await titles(`?projectId=${b}`)).toEqual(['Nachtrag Fenster']);
    expect(await titles('?type=defect')).toEqual(['Mangel Tür']);
    expect(await titles('?status=done')).toEqual(['Aufmaß Dach']);
    expect(await titles(`?assigneeId=${own.fitter.userId}`)).toEqual(['Mangel Tür', 'Material Dübel']);
    expect(await titles('?dueBefore=2026-12-05')).toEqual(['Mangel Tür']);
    const byProject = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${a}/smart-notes`,
      as: own.fitter,
    });
    expect(smartNoteListSchema.parse(byProject.json()).total).toBe(3);

    const first = await list('?sort=dueDate&limit=3', own.office);
    expect(first.total).toBe(4);
    expect(first.items.map((each) => each.title).slice(0, 2)).toEqual(['Mangel Tür', 'Aufmaß Dach']);
    const second = await list(`?sort=dueDate&limit=3&cursor=${first.nextCursor}`, own.office);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]!.dueDate).toBeNull();

    const bad = await call(t, {
      method: 'GET',
      url: '/api/v1/smart-notes?status=closed&dueBefore=morgen',
      as: own.office,
    });
    expect(status(bad)).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(['dueBefore', 'status']);
    const badSort = await call(t, { method: 'GET', url: '/api/v1/smart-notes?sort=colour', as: own.office });
    expect(fieldErrorPaths(badSort)).toEqual(['sort']);
  });

  it('refuses bad input naming the field and stores nothing', async () => {
    const before = await noteCount();
    const bad = await post({
      projectId,
      type: 'wish',
      title: '',
      dueDate: '31.12.2026',
      checklist: [{ text: '', done: 'ja' }],
      photoFileIds: ['kein-id'],
    });
    expect(status(bad)).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(bad)).toEqual([
      'checklist.0.done',
      'checklist.0.text',
      'dueDate',
      'photoFileIds.0',
      'title',
      'type',
    ]);
    // links that are not the project's: another project's photo, another company's user, an unknown position
    const elsewhere = await upload(tenant.office, secondProjectId, 'Anderswo.png', pngImage());
    const unknown = await post({
      projectId,
      type: 'task',
      title: 'Falsche Verweise',
      assigneeId: other.fitter.userId,
      positionIds: ['00000000-0000-4000-8000-000000000000'],
      photoFileIds: [elsewhere],
      quantitySurveyId: '00000000-0000-4000-8000-000000000001',
    });
    expect(status(unknown), unknown.body).toBe(400);
    expect(fieldErrorPaths(unknown)).toEqual([
      'assigneeId',
      'photoFileIds.0',
      'positionIds.0',
      'quantitySurveyId',
    ]);
    expect(await noteCount()).toBe(before);
  });

  it('takes images only as photos (422), audio only as voice memo (422) and no voice memo above the limit (413)', async () => {
    const before = await noteCount();
    const pdf = await upload(tenant.office, projectId, 'Plan.pdf', pdfDocument());
    const notImage = await post({ projectId, type: 'defect', title: 'PDF als Foto', photoFileIds: [pdf] });
    expect(status(notImage)).toBe(422);
    expect(fieldErrorPaths(notImage)).toEqual(['photoFileIds.0']);
    const image = await upload(tenant.office, projectId, 'Foto.png', pngImage());
    const notAudio = await post({ projectId, type: 'note', title: 'Bild als Memo', voiceMemoFileId: image });
    expect(status(notAudio)).toBe(422);
    expect(fieldErrorPaths(notAudio)).toEqual(['voiceMemoFileId']);
    const huge = await insertFile(tenant.office, 'audio/webm', VOICE_MEMO_MAX_BYTES + 1, 'Lang.webm');
    const tooLarge = await post({ projectId, type: 'note', title: 'Zu lang', voiceMemoFileId: huge });
    expect(status(tooLarge)).toBe(413);
    expect(tooLarge.json()).toMatchObject({ detail: expect.stringContaining('25 MB') });
    const recorded = await insertFile(tenant.office, 'video/webm', 300_000, 'Aufnahme.webm');
    const fine = await post({ projectId, type: 'note', title: 'Aufnahme', voiceMemoFileId: recorded });
    expect(status(fine), fine.body).toBe(201);
    expect(await noteCount()).toBe(before + 1);
  });

  it('takes a recording uploaded as the browsers record it (WebM, MP4) as voice memo, replaced and removed', async () => {
    // The first bytes of Chromium's MediaRecorder recordings (audio/webm;codecs=opus and audio/mp4, which Safari
    // writes too): the upload detects the type from them, and the browser's claimed type is not used.
    const webm = Buffer.from(
      '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
      'hex',
    );
    const mp4 = Buffer.from(
      '000000246674797069736f6d0000020069736f6d69736f3669736f32767030396d7034310000025d6d6f6f7600000078',
      'hex',
    );
    const recording = async (name: string, contentType: string, head: Buffer) => {
      const form = multipartBody([
        { name: 'file', filename: name, contentType, content: Buffer.concat([head, Buffer.alloc(2000, 7)]) },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/files`,
        headers: { ...tenant.fitter.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ files: { id: string; contentType: string; size: number }[] }>().files[0]!;
    };
    const chromium = await recording('Sprachnotiz 2026-12-02 14-05.webm', 'audio/webm;codecs=opus', webm);
    expect(chromium).toMatchObject({ contentType: 'video/webm', size: webm.length + 2000 });
    const note = await create({ title: 'Aufnahme am Gerüst', voiceMemoFileId: chromium.id }, tenant.fitter);
    expect(note.voiceMemo).toMatchObject({
      id: chromium.id,
      name: 'Sprachnotiz 2026-12-02 14-05.webm',
      contentType: 'video/webm',
      size: webm.length + 2000,
    });
    // the player reads it in ranges through the signed URL
    const ranged = await t.app.inject({
      method: 'GET',
      url: `${note.voiceMemo!.contentUrl}&disposition=inline`,
      headers: { range: 'bytes=0-3' },
    });
    expect(status(ranged)).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/webm');
    expect(ranged.rawPayload).toEqual(webm.subarray(0, 4));

    // recorded anew (as Safari records, MP4): the earlier recording stays in the project's files
    const safari = await recording('Sprachnotiz 2026-12-02 14-07.m4a', 'audio/mp4', mp4);
    expect(safari.contentType).toBe('video/mp4');
    const replaced = await put(note, { voiceMemoFileId: safari.id }, tenant.fitter);
    expect(status(replaced), replaced.body).toBe(200);
    const withMp4 = smartNoteSchema.parse(replaced.json());
    expect(withMp4.voiceMemo).toMatchObject({ id: safari.id, contentType: 'video/mp4' });
    const earlier = await call(t, { method: 'GET', url: `/api/v1/files/${chromium.id}`, as: tenant.fitter });
    expect(status(earlier)).toBe(200);

    const removed = await put(withMp4, { voiceMemoFileId: null }, tenant.fitter);
    expect(status(removed), removed.body).toBe(200);
    expect(smartNoteSchema.parse(removed.json()).voiceMemo).toBeNull();
  });

  it('lets fitters change their own notes and those assigned to them only; office all', async () => {
    const byOffice = await create({ title: 'Vom Büro' });
    const fitterEdit = await put(byOffice, { status: 'done' }, tenant.fitter);
    expect(status(fitterEdit)).toBe(403);
    const assigned = await put(byOffice, { assigneeId: tenant.fitter.userId });
    expect(status(assigned)).toBe(200);
    const fitterNow = await put(smartNoteSchema.parse(assigned.json()), { status: 'done' }, tenant.fitter);
    expect(status(fitterNow), fitterNow.body).toBe(200);
    // an assigned fitter may not delete the office's note; the author may delete their own
    const fitterDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/smart-notes/${byOffice.id}?version=3`,
      as: tenant.fitter,
    });
    expect(status(fitterDelete)).toBe(403);
    const own = await create({ title: 'Eigene' }, tenant.fitter);
    const officeEdit = await put(own, { title: 'Vom Büro geändert' }, tenant.admin);
    expect(status(officeEdit)).toBe(200);
    const ownDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/smart-notes/${own.id}?version=2`,
      as: tenant.fitter,
    });
    expect(status(ownDelete)).toBe(204);
  });

  it('hides other companies’ notes and projects (404)', async () => {
    const note = await create({ title: 'Geheim' });
    const strangers = other.admin;
    for (const request of [
      { method: 'GET' as const, url: `/api/v1/smart-notes/${note.id}` },
      {
        method: 'PUT' as const,
        url: `/api/v1/smart-notes/${note.id}`,
        body: { type: 'task', title: 'x', version: 1 },
      },
      { method: 'DELETE' as const, url: `/api/v1/smart-notes/${note.id}?version=1` },
      { method: 'POST' as const, url: `/api/v1/smart-notes/${note.id}/comments`, body: { text: 'x' } },
      { method: 'GET' as const, url: `/api/v1/projects/${projectId}/smart-notes` },
      { method: 'POST' as const, url: '/api/v1/smart-notes', body: { projectId, type: 'task', title: 'x' } },
    ]) {
      const response = await call(t, { ...request, as: strangers });
      expect(status(response), `${request.method} ${request.url}`).toBe(404);
    }
    expect((await list('', strangers)).items.map((each) => each.id)).not.toContain(note.id);
    const comments = await t.db.select().from(smartNoteComments).where(eq(smartNoteComments.noteId, note.id));
    expect(comments).toEqual([]);
  });

  it('creates a note once for repeats of an Idempotency-Key, also when two arrive at once', async () => {
    const before = await noteCount();
    const body = { projectId, type: 'note', title: 'Offline erfasst' };
    const first = await post(body, tenant.fitter, 'note-key-1');
    expect(status(first), first.body).toBe(201);
    const replay = await post(body, tenant.fitter, 'note-key-1');
    expect(status(replay)).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<SmartNote>().id).toBe(first.json<SmartNote>().id);
    const [a, b] = await Promise.all([
      post({ ...body, title: 'Zweimal gesendet' }, tenant.fitter, 'note-key-2'),
      post({ ...body, title: 'Zweimal gesendet' }, tenant.fitter, 'note-key-2'),
    ]);
    expect([status(a), status(b)]).toEqual([201, 201]);
    expect(a.json<SmartNote>().id).toBe(b.json<SmartNote>().id);
    expect(await noteCount()).toBe(before + 2);
    const otherBody = await post({ ...body, title: 'Anders' }, tenant.fitter, 'note-key-1');
    expect(status(otherBody)).toBe(422);
    expect(await noteCount()).toBe(before + 2);
  });
});
