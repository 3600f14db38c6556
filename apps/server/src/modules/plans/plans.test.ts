import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinListSchema, pinSchema, planListSchema, planSchema, type Plan } from '@vendoc/contract/plans';
import { smartNoteSchema } from '@vendoc/contract/smart-notes';
import { planPins, plans, smartNotes } from '../../db/schema';
import { createFilesDir, pdfDocument, pngImage, seedProject, uploadFile } from '../files/files-test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  fieldErrorPaths,
  seedTenant,
  type SignedInUser,
  type Tenant,
} from '../../test/tenant-fixtures';
import { addLine, createSurvey, moveTo } from '../quantity-surveys/quantity-surveys-test-support';
import { createPin, createPlan, insertPlanFile } from './plans-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let secondProjectId: string;
let otherProjectId: string;
let pdfId: string;
let pngId: string;

beforeAll(async () => {
  t = await createTestApp({ filesDir: await createFilesDir() });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId, 'Schule am Park');
  secondProjectId = await seedProject(t.db, tenant.companyId, 'Rathaus');
  otherProjectId = await seedProject(t.db, other.companyId, 'Fremdes Projekt');
  pdfId = await uploadFile(
    t,
    tenant.office,
    projectId,
    'Grundriss EG.pdf',
    pdfDocument('Grundriss Erdgeschoss'),
  );
  pngId = await uploadFile(t, tenant.office, projectId, 'Grundriss OG.png', pngImage(40, 30));
});
afterAll(async () => {
  await t?.close();
});

const countRows = async () => ({
  plans: (await t.db.select().from(plans).where(eq(plans.companyId, tenant.companyId))).length,
  pins: (await t.db.select().from(planPins).where(eq(planPins.companyId, tenant.companyId))).length,
  notes: (await t.db.select().from(smartNotes).where(eq(smartNotes.companyId, tenant.companyId))).length,
});

const newPlan = (name = 'Grundriss EG', fileId = pdfId) =>
  createPlan(t, tenant.office, projectId, { name, number: 'A-101', discipline: 'Architektur', fileId });

const getPins = async (planId: string, query = '', as: SignedInUser = tenant.office) => {
  const response = await call(t, { method: 'GET', url: `/api/v1/plans/${planId}/pins${query}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return pinListSchema.parse(response.json()).items;
};

const addRevision = (plan: Plan, body: Record<string, unknown>, as: SignedInUser = tenant.office) =>
  call(t, {
    method: 'POST',
    url: `/api/v1/plans/${plan.id}/revisions`,
    as,
    body: { version: plan.version, ...body },
  });

describe('plans', () => {
  it('creates a plan with revision A on page 1 of a PDF of the project, lists and reads it', async () => {
    const plan = await newPlan();
    expect(plan).toMatchObject({
      name: 'Grundriss EG',
      number: 'A-101',
      discipline: 'Architektur',
      version: 1,
    });
    expect(plan.revisions).toHaveLength(1);
    expect(plan.revisions[0]).toMatchObject({
      index: 'A',
      page: 1,
      file: { id: pdfId, name: 'Grundriss EG.pdf' },
    });
    expect(plan.currentRevisionId).toBe(plan.revisions[0]!.id);

    const listed = await call(t, {
      method: 'GET',
      url: `/api/v1/projects/${projectId}/plans`,
      as: tenant.fitter,
    });
    expect(listed.statusCode).toBe(200);
    expect(planListSchema.parse(listed.json()).items.map((each) => each.id)).toContain(plan.id);
    const read = await call(t, { method: 'GET', url: `/api/v1/plans/${plan.id}`, as: tenant.office });
    expect(planSchema.parse(read.json())).toEqual(plan);
  });

  it('takes an image without a page and refuses a page for it, other file types and files of other projects', async () => {
    const image = await newPlan('Grundriss OG', pngId);
    expect(image.revisions[0]).toMatchObject({ page: null, file: { contentType: 'image/png' } });

    const before = await countRows();
    const post = (body: Record<string, unknown>, project = projectId) =>
      call(t, { method: 'POST', url: `/api/v1/projects/${project}/plans`, as: tenant.office, body });
    const withPage = await post({ name: 'OG', fileId: pngId, page: 2 });
    expect(withPage.statusCode).toBe(400);
    expect(fieldErrorPaths(withPage)).toEqual(['page']);
    const textFile = await insertPlanFile(
      t,
      { companyId: tenant.companyId, projectId, userId: tenant.office.userId },
      'text/plain',
      'Notizen.txt',
    );
    const wrongType = await post({ name: 'Text', fileId: textFile });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json<{ detail: string }>().detail).toContain('PDF');
    const elsewhere = await insertPlanFile(t, {
      companyId: tenant.companyId,
      projectId: secondProjectId,
      userId: tenant.office.userId,
    });
    const otherProjectFile = await post({ name: 'Rathaus', fileId: elsewhere });
    expect(otherProjectFile.statusCode).toBe(400);
    expect(fieldErrorPaths(otherProjectFile)).toEqual(['fileId']);
    const noName = await post({ name: '  ', fileId: pdfId });
    expect(noName.statusCode).toBe(400);
    expect(fieldErrorPaths(noName)).toEqual(['name']);
    expect(await countRows()).toEqual(before);
  });

  it('lets the office manage plans, not fitters (403), and keeps other companies out (404)', async () => {
    const fitter = await call(t, {
      method: 'POST',
      url: `/api/v1/projects/${projectId}/plans`,
      as: tenant.fitter,
      body: { name: 'Vom Monteur', fileId: pdfId },
    });
    expect(fitter.statusCode).toBe(403);
    const plan = await newPlan('Schnitt A-A');
    expect(
      (
        await call(t, {
          method: 'PATCH',
          url: `/api/v1/plans/${plan.id}`,
          as: tenant.fitter,
          body: { name: 'X', version: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await addRevision(plan, { fileId: pdfId }, tenant.fitter)).statusCode).toBe(403);

    for (const request of [
      { method: 'GET' as const, url: `/api/v1/plans/${plan.id}` },
      { method: 'GET' as const, url: `/api/v1/plans/${plan.id}/pins` },
      { method: 'GET' as const, url: `/api/v1/plans/${plan.id}/defect-report.pdf` },
      { method: 'PATCH' as const, url: `/api/v1/plans/${plan.id}`, body: { name: 'Fremd', version: 1 } },
      { method: 'POST' as const, url: `/api/v1/plans/${plan.id}/pins`, body: { x: '0.5', y: '0.5' } },
      { method: 'DELETE' as const, url: `/api/v1/plans/${plan.id}?version=1` },
      { method: 'GET' as const, url: `/api/v1/projects/${projectId}/plans` },
    ]) {
      const response = await call(t, { ...request, as: other.admin });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    // A file of this company given to another company's project: the project is not theirs (404).
    const foreign = await call(t, {
      method: 'POST',
      url: `/api/v1/projects/${otherProjectId}/plans`,
      as: tenant.office,
      body: { name: 'Fremd', fileId: pdfId },
    });
    expect(foreign.statusCode).toBe(404);
    // Their own project, but our file: not a file of their project (400).
    const ourFile = await call(t, {
      method: 'POST',
      url: `/api/v1/projects/${otherProjectId}/plans`,
      as: other.office,
      body: { name: 'Fremd', fileId: pdfId },
    });
    expect(ourFile.statusCode).toBe(400);
    expect(fieldErrorPaths(ourFile)).toEqual(['fileId']);
    expect((await getPins(plan.id)).length).toBe(0);
  });

  it('renames with the version (a stale one gets 409 with the current plan) and deletes with its pins', async () => {
    const plan = await newPlan('Ansicht Nord');
    const renamed = await call(t, {
      method: 'PATCH',
      url: `/api/v1/plans/${plan.id}`,
      as: tenant.office,
      body: { name: 'Ansicht Nord (neu)', number: '', version: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(planSchema.parse(renamed.json())).toMatchObject({
      name: 'Ansicht Nord (neu)',
      number: null,
      version: 2,
    });
    const stale = await call(t, {
      method: 'PATCH',
      url: `/api/v1/plans/${plan.id}`,
      as: tenant.office,
      body: { name: 'Zu spät', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: { name: string } }>().current.name).toBe('Ansicht Nord (neu)');

    await createPin(t, tenant.fitter, plan.id, { x: '0.1', y: '0.2' });
    const staleDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/plans/${plan.id}?version=1`,
      as: tenant.office,
    });
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/plans/${plan.id}?version=2`,
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(planPins).where(eq(planPins.planId, plan.id))).toEqual([]);
    expect(
      (await call(t, { method: 'GET', url: `/api/v1/plans/${plan.id}`, as: tenant.office })).statusCode,
    ).toBe(404);
  });
});

describe('revisions', () => {
  it('adds B and C after A, keeps the pins on the revision they were placed on, and refuses a stale version', async () => {
    const plan = await newPlan('Revisionen');
    const pin = await createPin(t, tenant.fitter, plan.id, { x: '0.25', y: '0.75', label: 'Steckdose' });
    const b = await addRevision(plan, { fileId: pngId, note: 'Wände verschoben' });
    expect(b.statusCode, b.body).toBe(201);
    const withB = planSchema.parse(b.json());
    expect(withB.revisions.map((revision) => revision.index)).toEqual(['A', 'B']);
    expect(withB.revisions[1]).toMatchObject({ note: 'Wände verschoben', page: null });
    expect(withB.currentRevisionId).toBe(withB.revisions[1]!.id);
    expect(withB.pinCount).toBe(1);

    const stale = await addRevision(plan, { fileId: pdfId });
    expect(stale.statusCode).toBe(409);
    const c = await addRevision(withB, { fileId: pdfId, page: 1 });
    expect(c.statusCode, c.body).toBe(201);
    expect(planSchema.parse(c.json()).revisions.map((revision) => revision.index)).toEqual(['A', 'B', 'C']);

    const [kept] = await getPins(plan.id);
    expect(kept).toMatchObject({ id: pin.id, x: '0.250000', y: '0.750000', revisionIndex: 'A', version: 1 });
    expect(await getPins(plan.id, `?revisionId=${withB.revisions[1]!.id}`)).toEqual([]);
  });
});

describe('pins', () => {
  it('places pins in exact plan coordinates, numbered per plan, and refuses bad input without storing anything', async () => {
    const plan = await newPlan('Koordinaten');
    const first = await createPin(t, tenant.fitter, plan.id, { x: '0.123456', y: '1' });
    const second = await createPin(t, tenant.fitter, plan.id, { x: '0', y: '0.5', label: 'Tür' });
    expect(first).toMatchObject({
      number: 1,
      x: '0.123456',
      y: '1.000000',
      type: 'note',
      status: 'open',
      link: null,
    });
    expect(second).toMatchObject({ number: 2, label: 'Tür', revisionId: plan.currentRevisionId });

    const before = await countRows();
    const post = (body: Record<string, unknown>) =>
      call(t, { method: 'POST', url: `/api/v1/plans/${plan.id}/pins`, as: tenant.fitter, body });
    for (const [body, paths] of [
      [{ x: '1.2', y: '0.5' }, ['x']],
      [{ x: '0.5', y: '-0.1' }, ['y']],
      [{ x: 0.5, y: '0.5' }, ['x']],
      [{ x: '0.5', y: '0.5', type: 'kaputt' }, ['type']],
      [{ x: '0.5', y: '0.5', revisionId: crypto.randomUUID() }, ['revisionId']],
      [{ x: '0.5', y: '0.5', link: { kind: 'file', id: crypto.randomUUID() } }, ['link.id']],
    ] as const) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrorPaths(response)).toEqual(paths);
    }
    expect(await countRows()).toEqual(before);
  });

  it('links items of the project only, takes the type and status from them and filters by type, status and revision', async () => {
    const plan = await newPlan('Verknüpfungen');
    const noteResponse = await call(t, {
      method: 'POST',
      url: '/api/v1/smart-notes',
      as: tenant.office,
      body: { projectId, type: 'defect', title: 'Fliese gesprungen' },
    });
    const note = smartNoteSchema.parse(noteResponse.json());
    const secondNote = smartNoteSchema.parse(
      (
        await call(t, {
          method: 'POST',
          url: '/api/v1/smart-notes',
          as: tenant.office,
          body: { projectId: secondProjectId, type: 'defect', title: 'Anderes Projekt' },
        })
      ).json(),
    );
    const linked = await createPin(t, tenant.fitter, plan.id, {
      x: '0.5',
      y: '0.5',
      link: { kind: 'smartNote', id: note.id },
    });
    expect(linked).toMatchObject({
      type: 'defect',
      status: 'open',
      link: { kind: 'smartNote', id: note.id, title: 'Fliese gesprungen' },
    });
    const photo = await createPin(t, tenant.fitter, plan.id, {
      x: '0.2',
      y: '0.2',
      link: { kind: 'file', id: pngId },
    });
    expect(photo).toMatchObject({ type: 'photo', link: { kind: 'file', title: 'Grundriss OG.png' } });
    expect(photo.link?.contentUrl).toContain(`/files/${pngId}/content`);

    const elsewhere = await call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins`,
      as: tenant.fitter,
      body: { x: '0.5', y: '0.5', link: { kind: 'smartNote', id: secondNote.id } },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldErrorPaths(elsewhere)).toEqual(['link.id']);

    // The note is done: so is its pin.
    const done = await call(t, {
      method: 'PUT',
      url: `/api/v1/smart-notes/${note.id}`,
      as: tenant.office,
      body: { type: 'defect', title: note.title, status: 'done', version: note.version },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await getPins(plan.id, '?status=done')).map((pin) => pin.id)).toEqual([linked.id]);
    expect((await getPins(plan.id, '?status=open')).map((pin) => pin.id)).toEqual([photo.id]);
    expect((await getPins(plan.id, '?type=photo')).map((pin) => pin.id)).toEqual([photo.id]);
    expect(await getPins(plan.id, '?type=defect&status=open')).toEqual([]);
    expect((await getPins(plan.id, `?revisionId=${plan.currentRevisionId}`)).length).toBe(2);
    const bad = await call(t, {
      method: 'GET',
      url: `/api/v1/plans/${plan.id}/pins?status=kaputt`,
      as: tenant.office,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('links a survey line and a diary day, its status following the survey and the day', async () => {
    const plan = await newPlan('Aufmaß und Bautagebuch');
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: null, name: 'Aufmaß EG' });
    const line = await addLine(t, tenant.office, survey.id, {
      sheetId: survey.sheets[0]!.id,
      text: 'Wand Nord',
      expression: '2*3',
    });
    const linePin = await createPin(t, tenant.fitter, plan.id, {
      x: '0.3',
      y: '0.3',
      link: { kind: 'surveyLine', id: line.id },
    });
    expect(linePin).toMatchObject({
      type: 'surveyLine',
      status: 'open',
      link: { kind: 'surveyLine', id: line.id, surveyId: survey.id },
    });
    expect(linePin.link?.title).toContain('Wand Nord');
    await moveTo(t, tenant.office, survey.id, 'submitted');
    expect((await getPins(plan.id, '?type=surveyLine')).map((pin) => pin.status)).toEqual(['inProgress']);

    const day = await call(t, {
      method: 'POST',
      url: '/api/v1/construction-notes',
      as: tenant.fitter,
      body: { projectId, date: '2026-11-20' },
    });
    expect(day.statusCode, day.body).toBe(201);
    const dayPin = await createPin(t, tenant.fitter, plan.id, {
      x: '0.6',
      y: '0.3',
      link: { kind: 'constructionNote', id: day.json<{ id: string }>().id },
    });
    expect(dayPin).toMatchObject({ type: 'diaryEntry', status: 'open', link: { title: '2026-11-20' } });
  });

  it('creates a new smart note with the pin in one transaction; a bad note leaves neither', async () => {
    const plan = await newPlan('Neue Mängel');
    const pin = await createPin(t, tenant.fitter, plan.id, {
      x: '0.4',
      y: '0.6',
      newSmartNote: { title: 'Riss im Putz', text: 'Über dem Fenster', dueDate: '2026-12-12' },
    });
    expect(pin).toMatchObject({
      type: 'defect',
      status: 'open',
      link: { kind: 'smartNote', title: 'Riss im Putz' },
    });
    const note = await call(t, {
      method: 'GET',
      url: `/api/v1/smart-notes/${pin.link!.id}`,
      as: tenant.fitter,
    });
    expect(smartNoteSchema.parse(note.json())).toMatchObject({
      projectId,
      type: 'defect',
      title: 'Riss im Putz',
      createdBy: { id: tenant.fitter.userId },
    });

    const before = await countRows();
    const badNote = await call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins`,
      as: tenant.fitter,
      body: { x: '0.4', y: '0.6', newSmartNote: { title: 'Fremde Person', assigneeId: other.admin.userId } },
    });
    expect(badNote.statusCode).toBe(400);
    expect(fieldErrorPaths(badNote)).toEqual(['assigneeId']);
    const notPhoto = await call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins`,
      as: tenant.fitter,
      body: { x: '0.4', y: '0.6', newSmartNote: { title: 'Mit PDF als Foto', photoFileIds: [pdfId] } },
    });
    expect(notPhoto.statusCode).toBe(422);
    const both = await call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins`,
      as: tenant.fitter,
      body: { x: '0.4', y: '0.6', link: { kind: 'file', id: pngId }, newSmartNote: { title: 'Beides' } },
    });
    expect(both.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
    // The pin number taken by the refused pins was rolled back with them.
    expect((await createPin(t, tenant.fitter, plan.id, { x: '0.1', y: '0.1' })).number).toBe(2);
  });

  it('lets fitters change and delete only their own pins; the office all; versions checked', async () => {
    const plan = await newPlan('Rechte');
    const officePin = await createPin(t, tenant.office, plan.id, { x: '0.3', y: '0.3' });
    const fitterPin = await createPin(t, tenant.fitter, plan.id, { x: '0.6', y: '0.6' });
    const patch = (id: string, body: Record<string, unknown>, as: SignedInUser) =>
      call(t, { method: 'PATCH', url: `/api/v1/pins/${id}`, as, body });

    expect((await patch(officePin.id, { label: 'Nein', version: 1 }, tenant.fitter)).statusCode).toBe(403);
    expect(
      (await call(t, { method: 'DELETE', url: `/api/v1/pins/${officePin.id}?version=1`, as: tenant.fitter }))
        .statusCode,
    ).toBe(403);
    const own = await patch(
      fitterPin.id,
      { label: 'Meins', type: 'task', status: 'inProgress', version: 1 },
      tenant.fitter,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(pinSchema.parse(own.json())).toMatchObject({
      label: 'Meins',
      type: 'task',
      status: 'inProgress',
      version: 2,
    });
    const stale = await patch(fitterPin.id, { label: 'Alt', version: 1 }, tenant.office);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: { label: string } }>().current.label).toBe('Meins');
    expect((await patch(fitterPin.id, { x: '2', version: 2 }, tenant.office)).statusCode).toBe(400);
    expect((await patch(fitterPin.id, { label: 'Fremd', version: 2 }, other.admin)).statusCode).toBe(404);
    const byOffice = await patch(fitterPin.id, { x: '0.65', version: 2 }, tenant.office);
    expect(pinSchema.parse(byOffice.json())).toMatchObject({ x: '0.650000', y: '0.600000', version: 3 });
    expect(
      (await call(t, { method: 'DELETE', url: `/api/v1/pins/${officePin.id}?version=1`, as: tenant.office }))
        .statusCode,
    ).toBe(204);
    expect((await getPins(plan.id)).map((pin) => pin.id)).toEqual([fitterPin.id]);
  });

  it('moves pins onto a new revision all at once; one stale version moves none (409)', async () => {
    const plan = await newPlan('Verschieben');
    const a = await createPin(t, tenant.office, plan.id, { x: '0.1', y: '0.1' });
    const b = await createPin(t, tenant.office, plan.id, { x: '0.2', y: '0.2' });
    const revised = planSchema.parse((await addRevision(plan, { fileId: pngId })).json());
    const move = (pins: unknown[], revisionId?: string) =>
      call(t, {
        method: 'POST',
        url: `/api/v1/plans/${plan.id}/pins/move`,
        as: tenant.office,
        body: { pins, ...(revisionId === undefined ? {} : { revisionId }) },
      });

    const stale = await move([
      { id: a.id, x: '0.15', y: '0.15', version: 1 },
      { id: b.id, x: '0.25', y: '0.25', version: 7 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: { id: string } }>().current.id).toBe(b.id);
    expect((await getPins(plan.id)).map((pin) => [pin.x, pin.version])).toEqual([
      ['0.100000', 1],
      ['0.200000', 1],
    ]);

    const moved = await move([
      { id: a.id, x: '0.15', y: '0.15', version: 1 },
      { id: b.id, x: '0.25', y: '0.25', version: 1 },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    const current = revised.currentRevisionId;
    expect(
      pinListSchema.parse(moved.json()).items.map((pin) => [pin.x, pin.revisionId, pin.revisionIndex]),
    ).toEqual([
      ['0.150000', current, 'B'],
      ['0.250000', current, 'B'],
    ]);

    const otherPlan = await newPlan('Anderer Plan');
    const foreignPin = await createPin(t, tenant.office, otherPlan.id, { x: '0.5', y: '0.5' });
    expect((await move([{ id: foreignPin.id, x: '0.1', y: '0.1', version: 1 }])).statusCode).toBe(404);
    expect((await move([], current)).statusCode).toBe(400);
    const fitterMove = await call(t, {
      method: 'POST',
      url: `/api/v1/plans/${plan.id}/pins/move`,
      as: tenant.fitter,
      body: { pins: [{ id: a.id, x: '0.3', y: '0.3', version: 2 }] },
    });
    expect(fitterMove.statusCode).toBe(403);
  });
});
