import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionNoteSchema, type ConstructionNote } from '@vendoc/contract/construction-notes';
import type { QuantitySurveyTotals } from '@vendoc/contract/quantity-surveys';
import { constructionNoteSurveyTransfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  fieldErrorPaths,
  seedTenant,
  type SignedInUser,
  type Tenant,
} from '../../test/tenant-fixtures';
import {
  createBoq,
  createSurvey,
  expectStatus,
  getDetail,
  moveTo,
  surveyFootprint,
  UNKNOWN_ID,
  type TestBoq,
} from '../quantity-surveys/quantity-surveys-test-support';
import { createNote, getNote, seedProject, signNote } from './construction-notes-test-support';

// The day's work done (BoQ position and quantity) taken into a quantity survey of the project: one new sheet,
// one line per entry, in one transaction; a day goes into a survey once.

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let boq: TestBoq;
let wall: string;
let filler: string;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t, tenant);
  boq = await createBoq(t, tenant.office, projectId, {
    items: [
      { shortText: 'Gipskartonwand', qty: '120', unit: 'm2' },
      { shortText: 'Spachtelung Q3', qty: '80', unit: 'm2' },
    ],
  });
  [wall, filler] = [...boq.items.values()] as [string, string];
});
afterAll(async () => {
  await t?.close();
});

const transfer = (as: SignedInUser, noteId: string, quantitySurveyId: string) =>
  call(t, {
    method: 'POST',
    url: `/api/v1/construction-notes/${noteId}/survey-transfers`,
    as,
    body: { quantitySurveyId },
  });

const transfersOf = async (date: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(constructionNoteSurveyTransfers)
      .where(eq(constructionNoteSurveyTransfers.date, date))
  )[0]?.n ?? 0;

/** A day of the project with two entries of work done on BoQ positions, one without a quantity, one free text. */
const dayWithWork = (date: string) =>
  createNote(t, tenant.fitter, {
    projectId,
    date,
    workDone: [
      { positionId: wall, oz: '01.0010', shortText: 'Gipskartonwand EG', quantity: '42.125', unit: 'm2' },
      { positionId: filler, oz: '01.0020', shortText: 'Spachtelung Q3', quantity: null, unit: 'm2' },
      { positionId: null, shortText: 'Baustelle geräumt', quantity: '1', unit: 'psch' },
      { positionId: filler, oz: '01.0020', shortText: 'Spachtelung Q3 Flur', quantity: '18', unit: 'm2' },
    ],
  });

describe('construction notes: work done taken into a quantity survey', () => {
  it('adds a sheet "Bautagebuch <date>" with a line per position and quantity; the day shows it', async () => {
    const note = await dayWithWork('2026-11-16');
    const survey = await createSurvey(t, tenant.fitter, { projectId, boqId: boq.id, name: 'Aufmaß EG' });

    const response = await transfer(tenant.fitter, note.id, survey.id);
    const day = constructionNoteSchema.parse(expectStatus(response, 201));
    expect(day.surveyTransfers).toEqual([
      expect.objectContaining({
        quantitySurveyId: survey.id,
        quantitySurveyName: 'Aufmaß EG',
        sheetNumber: 2,
        lineCount: 2,
        noteRevision: 1,
      }),
    ]);

    const detail = await getDetail(t, tenant.fitter, survey.id);
    const sheet = detail.sheets.find((each) => each.number === 2);
    expect(sheet?.title).toBe('Bautagebuch 16.11.2026');
    const lines = detail.lines
      .filter((line) => line.sheetId === sheet?.id)
      .map(({ row, oz, text, expression }) => ({ row, oz, text, expression }));
    expect(lines).toEqual([
      { row: 'A0', oz: '01.0010', text: 'Gipskartonwand EG', expression: '42,125' },
      { row: 'A1', oz: '01.0020', text: 'Spachtelung Q3 Flur', expression: '18' },
    ]);
    const totals = expectStatus<QuantitySurveyTotals>(
      await call(t, {
        method: 'GET',
        url: `/api/v1/quantity-surveys/${survey.id}/totals`,
        as: tenant.fitter,
      }),
      200,
    );
    expect(totals.positions.map(({ oz, quantity }) => ({ oz, quantity }))).toEqual([
      { oz: '01.0010', quantity: '42.125' },
      { oz: '01.0020', quantity: '18.000' },
    ]);
    // Every revision of the day shows where its work went.
    expect((await getNote(t, tenant.office, note.id)).surveyTransfers).toHaveLength(1);
  });

  it('a day goes into a survey once (409, nothing added); after its sheet is deleted it can go again', async () => {
    const note = await dayWithWork('2026-11-17');
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Aufmaß OG' });
    expectStatus(await transfer(tenant.office, note.id, survey.id), 201);
    const before = await surveyFootprint(t.db, survey.id);

    const again = await transfer(tenant.fitter, note.id, survey.id);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().detail).toContain('Blatt 2');
    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);

    const sheet = (await getDetail(t, tenant.office, survey.id)).sheets.find((each) => each.number === 2)!;
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/quantity-surveys/${survey.id}/sheets/${sheet.id}?version=${sheet.version}`,
      as: tenant.office,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await getNote(t, tenant.office, note.id)).surveyTransfers).toEqual([]);
    const retaken = constructionNoteSchema.parse(
      expectStatus(await transfer(tenant.office, note.id, survey.id), 201),
    );
    expect(retaken.surveyTransfers).toMatchObject([{ quantitySurveyId: survey.id, sheetNumber: 2 }]);
  });

  it('a signed day is taken too; an earlier revision is not (409 naming the newest)', async () => {
    const signed = await signNote(t, tenant.office, await dayWithWork('2026-11-18'));
    const revised = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${signed.id}/revisions`,
      as: tenant.office,
      body: { reason: 'Menge Spachtelung korrigiert' },
    });
    const newest = constructionNoteSchema.parse(expectStatus(revised, 201));
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Aufmaß Flur' });

    const old = await transfer(tenant.office, signed.id, survey.id);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ current: { id: newest.id } });
    const taken = constructionNoteSchema.parse(
      expectStatus(await transfer(tenant.office, newest.id, survey.id), 201),
    );
    expect(taken.surveyTransfers).toMatchObject([{ noteRevision: 2 }]);
    // The signed revision shows it as well, and stays locked and verified.
    const signedNow = await getNote(t, tenant.office, signed.id);
    expect(signedNow).toMatchObject({ status: 'signed', chain: 'verified', version: signed.version });
    expect(signedNow.surveyTransfers).toMatchObject([{ noteRevision: 2 }]);
  });

  it('bad input is a 400 naming the field and stores nothing', async () => {
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Aufmaß Keller' });
    const before = await surveyFootprint(t.db, survey.id);

    const nothingToTake = await createNote(t, tenant.fitter, {
      projectId,
      date: '2026-11-19',
      workDone: [
        { positionId: null, shortText: 'Aufgeräumt', quantity: '2' },
        { positionId: wall, shortText: 'Wand', quantity: '0.000' },
      ],
    });
    const empty = await transfer(tenant.fitter, nothingToTake.id, survey.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(empty)).toEqual(['workDone']);

    const note = await dayWithWork('2026-11-20');
    const missingBody = await call(t, {
      method: 'POST',
      url: `/api/v1/construction-notes/${note.id}/survey-transfers`,
      as: tenant.fitter,
      body: { quantitySurveyId: 'not-an-id' },
    });
    expect(missingBody.statusCode).toBe(400);
    expect(fieldErrorPaths(missingBody)).toEqual(['quantitySurveyId']);

    // A survey of another project of the company.
    const secondProject = await seedProject(t, tenant);
    const elsewhere = await createSurvey(t, tenant.office, {
      projectId: secondProject,
      boqId: null,
      name: 'Fremd',
    });
    const wrongProject = await transfer(tenant.fitter, note.id, elsewhere.id);
    expect(wrongProject.statusCode).toBe(400);
    expect(fieldErrorPaths(wrongProject)).toEqual(['quantitySurveyId']);

    // A survey of the project that measures another BoQ of it.
    const second = await createBoq(t, tenant.office, projectId, {
      name: 'Nachtrag 1',
      kind: 'offer',
      items: [{ shortText: 'Zusatzwand', qty: '10', unit: 'm2' }],
    });
    const otherBoq = await createSurvey(t, tenant.office, {
      projectId,
      boqId: second.id,
      name: 'Aufmaß Nachtrag',
    });
    const wrongBoq = await transfer(tenant.fitter, note.id, otherBoq.id);
    expect(wrongBoq.statusCode).toBe(400);
    expect(fieldErrorPaths(wrongBoq)).toEqual(['workDone.0.positionId', 'workDone.3.positionId']);
    expect(wrongBoq.json().errors[0].message).toContain('01.0010');

    expect(await surveyFootprint(t.db, survey.id)).toEqual(before);
    expect(await transfersOf('2026-11-20')).toBe(0);
  });

  it('an approved survey is locked (409); other companies get 404 and see nothing', async () => {
    const note = await dayWithWork('2026-11-23');
    const survey = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Aufmaß fertig' });
    await moveTo(t, tenant.office, survey.id, 'approved');
    const locked = await transfer(tenant.office, note.id, survey.id);
    expect(locked.statusCode).toBe(409);

    const open = await createSurvey(t, tenant.office, { projectId, boqId: boq.id, name: 'Aufmaß offen' });
    const before = await surveyFootprint(t.db, open.id);
    // Another company's user: neither the day nor the survey exists for them.
    expect((await transfer(other.office, note.id, open.id)).statusCode).toBe(404);
    // A day of the company into another company's survey, or an unknown survey.
    const foreignProject = await seedProject(t, other);
    const foreign = await createSurvey(t, other.office, {
      projectId: foreignProject,
      boqId: null,
      name: 'Fremd',
    });
    expect((await transfer(tenant.office, note.id, foreign.id)).statusCode).toBe(404);
    expect((await transfer(tenant.office, note.id, UNKNOWN_ID)).statusCode).toBe(404);
    expect(await surveyFootprint(t.db, open.id)).toEqual(before);
    expect(await transfersOf('2026-11-23')).toBe(0);
  });

  it('two transfers of one day into one survey at once: one sheet, the other gets 409', async () => {
    const note: ConstructionNote = await dayWithWork('2026-11-24');
    const survey = await createSurvey(t, tenant.office, {
      projectId,
      boqId: boq.id,
      name: 'Aufmaß parallel',
    });
    const answers = await Promise.all([
      transfer(tenant.office, note.id, survey.id),
      transfer(tenant.fitter, note.id, survey.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const detail = await getDetail(t, tenant.office, survey.id);
    expect(detail.sheets).toHaveLength(2);
    expect(detail.lines).toHaveLength(2);
  });
});
