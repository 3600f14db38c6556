import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QuantitySurveyDetail,
  QuantitySurveyTotals,
  QuantitySurveyTransferResponse,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import { allNodes } from '../boqs/boqs-test-support';
import { seedProject } from '../files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  expectStatus,
  getDetail,
  measuredQuantities,
  moveTo,
  type TestBoq,
} from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let projectId: string;
let boq: TestBoq;
let surveyA: QuantitySurveyDetail;
const clock = createTestClock();

const ITEMS = [
  { shortText: 'Wände spachteln', qty: '100', unit: 'm2' },
  { shortText: 'Decke abhängen', qty: '50', unit: 'm2' },
  { shortText: 'Sockelleiste', qty: '20', unit: 'm' },
  { shortText: 'Fensterbank', qty: '4', unit: 'Stk' },
];

const variable = (surveyId: string, body: object) =>
  call(t, {
    method: 'POST',
    url: `/api/v1/quantity-surveys/${surveyId}/variables`,
    as: tenant.fitter,
    body,
  }).then((response) => expectStatus<QuantitySurveyVariable>(response, 201));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
  projectId = await seedProject(t.db, tenant.companyId);
  boq = await createBoq(t, tenant.office, projectId, { items: ITEMS });
  expect([...boq.items.keys()]).toEqual(['01.0010', '01.0020', '01.0030', '01.0040']);

  // Survey A: every kind of line the totals have to get right.
  surveyA = await createSurvey(t, tenant.fitter, { projectId, name: 'Aufmaß A' });
  const sheet1 = surveyA.sheets[0]!.id;
  const sheet2 = expectStatus<{ id: string }>(
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${surveyA.id}/sheets`,
      as: tenant.fitter,
      body: {},
    }),
    201,
  ).id;
  await variable(surveyA.id, { sheetId: sheet1, name: 'L', expression: '4,25' });
  await variable(surveyA.id, { sheetId: sheet1, name: 'B', expression: '3,10' });
  await variable(surveyA.id, { name: 'H', expression: '2,50' });
  const line = (sheetId: string, row: string, fields: object) =>
    addLine(t, tenant.fitter, surveyA.id, { sheetId, row, ...fields });
  await line(sheet1, 'A0', { oz: '01.0010', text: 'Wand Nord', expression: '2,40*2,75-1,01*2,135' });
  await line(sheet1, 'B0', { oz: '01.0010', text: 'Raum', formulaNumber: 91, expression: '2*(L+B)*H' });
  await line(sheet1, 'C0', { oz: '01.0010', text: 'Abzug Tür', expression: '-0,885*2,01' });
  await line(sheet1, 'D0', { oz: '01.0020', marker: 'S', text: 'geschätzt', expression: '4,25*3,10' });
  await line(sheet1, 'E0', { marker: 'H', text: 'Leistenhöhe', expression: '1,5' });
  await line(sheet1, 'F0', { oz: '01.0030', expression: '0001E0*4' });
  await line(sheet1, 'G0', { marker: '*', text: 'Ende Bad' });
  await line(sheet2, 'A0', { oz: '01.0010', text: 'Rechteck', formulaNumber: 4, expression: '2;3' });
  await line(sheet2, 'B0', { oz: '02.0010', text: 'nicht im LV', expression: '1' });
});
afterAll(async () => {
  await t?.close();
});

const totalsOf = async (surveyId: string, as = tenant.fitter) =>
  expectStatus<QuantitySurveyTotals>(
    await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${surveyId}/totals`, as }),
    200,
  );
const transfer = (surveyId: string, as = tenant.office) =>
  call(t, { method: 'POST', url: `/api/v1/quantity-surveys/${surveyId}/transfer`, as });
const id = (oz: string) => boq.items.get(oz)!;

describe('GET /api/v1/quantity-surveys/{id}/totals', () => {
  it('sums the survey per position and per sheet, with the BoQ items (hand-computed)', async () => {
    // 01.0010: A0 2,40*2,75-1,01*2,135 = 6.6 - 2.15635 = 4.44365 -> 4.444
    //          B0 2*(L+B)*H = 2*(4.25+3.10)*2.50 = 2*7.35*2.5 = 36.750
    //          C0 -0,885*2,01 = -1.77885 -> -1.779 (deduction)
    //          sheet 2 A0 formula 4 (rectangle a*b*c, c = 1): 2*3 = 6.000
    //          sum 4.444 + 36.750 - 1.779 + 6.000 = 45.415; sheet 1: 39.415, sheet 2: 6.000
    // 01.0020: D0 S 4,25*3,10 = 13.175, all of it estimated
    // 01.0030: F0 0001E0*4 = 1.5*4 = 6.000 (E0 is a helper line without position: not counted itself)
    // 02.0010: 1.000, no such item in the BoQ; G0 is a comment
    expect(await totalsOf(surveyA.id)).toEqual({
      positions: [
        {
          oz: '01.0010',
          boqNodeId: id('01.0010'),
          shortText: 'Wände spachteln',
          unit: 'm2',
          boqQuantity: expect.stringMatching(/^100(\.0+)?$/),
          quantity: '45.415',
          estimated: '0.000',
          lines: 4,
        },
        {
          oz: '01.0020',
          boqNodeId: id('01.0020'),
          shortText: 'Decke abhängen',
          unit: 'm2',
          boqQuantity: expect.stringMatching(/^50(\.0+)?$/),
          quantity: '13.175',
          estimated: '13.175',
          lines: 1,
        },
        {
          oz: '01.0030',
          boqNodeId: id('01.0030'),
          shortText: 'Sockelleiste',
          unit: 'm',
          boqQuantity: expect.stringMatching(/^20(\.0+)?$/),
          quantity: '6.000',
          estimated: '0.000',
          lines: 1,
        },
        {
          oz: '02.0010',
          boqNodeId: null,
          shortText: null,
          unit: null,
          boqQuantity: null,
          quantity: '1.000',
          estimated: '0.000',
          lines: 1,
        },
      ],
      sheets: [
        { sheet: 1, oz: '01.0010', quantity: '39.415' },
        { sheet: 1, oz: '01.0020', quantity: '13.175' },
        { sheet: 1, oz: '01.0030', quantity: '6.000' },
        { sheet: 2, oz: '01.0010', quantity: '6.000' },
        { sheet: 2, oz: '02.0010', quantity: '1.000' },
      ],
      errors: 0,
    });
  });

  it('counts lines with errors, which count nothing; 404 for other companies', async () => {
    const survey = await createSurvey(t, tenant.fitter, { projectId, boqId: null, name: 'Mit Fehler' });
    const sheetId = survey.sheets[0]!.id;
    await addLine(t, tenant.fitter, survey.id, { sheetId, oz: '01.0010', expression: '2,5*2' });
    await addLine(t, tenant.fitter, survey.id, { sheetId, oz: '01.0010', expression: '2,5*X' });
    expect(await totalsOf(survey.id)).toEqual({
      positions: [
        {
          oz: '01.0010',
          boqNodeId: null,
          shortText: null,
          unit: null,
          boqQuantity: null,
          quantity: '5.000',
          estimated: '0.000',
          lines: 1,
        },
      ],
      sheets: [{ sheet: 1, oz: '01.0010', quantity: '5.000' }],
      errors: 1,
    });
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/quantity-surveys/${survey.id}/totals`,
      as: other.admin,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/v1/quantity-surveys/{id}/transfer', () => {
  it('refuses drafts, surveys without BoQ, fitters and other companies', async () => {
    const draft = await createSurvey(t, tenant.fitter, { projectId, name: 'Entwurf' });
    const refused = await transfer(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Nur freigegebene oder abgerechnete Aufmaße können ins Leistungsverzeichnis übertragen werden.',
    });
    const withoutBoq = await createSurvey(t, tenant.fitter, { projectId, boqId: null, name: 'Ohne LV' });
    await moveTo(t, tenant.office, withoutBoq.id, 'approved');
    const noBoq = await transfer(withoutBoq.id);
    expect(noBoq.statusCode).toBe(409);
    expect(noBoq.json()).toMatchObject({ detail: expect.stringContaining('keinem Leistungsverzeichnis') });
    expect((await transfer(withoutBoq.id, tenant.fitter)).statusCode).toBe(403);
    expect((await transfer(withoutBoq.id, other.admin)).statusCode).toBe(404);
    expect([...(await measuredQuantities(t.db, boq.id)).values()].every((value) => value === null)).toBe(
      true,
    );
  });

  it('sums all approved and billed surveys of the BoQ into the items, idempotently; drafts do not count', async () => {
    // Survey B, approved: 01.0010 10 -> 10.000; 01.0020 2,5*2 = 5.000; 01.0040 3 -> 3.000.
    const surveyB = await createSurvey(t, tenant.fitter, { projectId, name: 'Aufmaß B' });
    const sheetB = surveyB.sheets[0]!.id;
    await addLine(t, tenant.fitter, surveyB.id, { sheetId: sheetB, oz: '01.0010', expression: '10' });
    await addLine(t, tenant.fitter, surveyB.id, { sheetId: sheetB, oz: '01.0020', expression: '2,5*2' });
    await addLine(t, tenant.fitter, surveyB.id, { sheetId: sheetB, oz: '01.0040', expression: '3' });
    // Survey C stays a draft: its 1000 m2 must not count. Survey D measures another BoQ.
    const surveyC = await createSurvey(t, tenant.fitter, { projectId, name: 'Aufmaß C' });
    await addLine(t, tenant.fitter, surveyC.id, {
      sheetId: surveyC.sheets[0]!.id,
      oz: '01.0010',
      expression: '1000',
    });
    const otherBoq = await createBoq(t, tenant.office, projectId, {
      name: 'Nachtrag',
      items: ITEMS.slice(0, 1),
    });
    const surveyD = await createSurvey(t, tenant.fitter, { projectId, boqId: otherBoq.id, name: 'Aufmaß D' });
    await addLine(t, tenant.fitter, surveyD.id, {
      sheetId: surveyD.sheets[0]!.id,
      oz: '01.0010',
      expression: '7',
    });
    await moveTo(t, tenant.office, surveyD.id, 'approved');
    await moveTo(t, tenant.office, surveyA.id, 'approved');
    await moveTo(t, tenant.office, surveyB.id, 'billed');

    clock.advanceSeconds(120);
    const first = expectStatus<QuantitySurveyTransferResponse>(await transfer(surveyA.id), 200);
    expect(first).toEqual({
      boqId: boq.id,
      updatedItems: 4,
      unknownOz: ['02.0010'],
      transferredAt: clock.now().toISOString(),
    });
    // 01.0010: A 45.415 + B 10.000 = 55.415; 01.0020: 13.175 + 5.000 = 18.175; 01.0030: A 6.000; 01.0040: B 3.000
    const expected = new Map([
      [id('01.0010'), '55.415'],
      [id('01.0020'), '18.175'],
      [id('01.0030'), '6.000'],
      [id('01.0040'), '3.000'],
    ]);
    const measured = await measuredQuantities(t.db, boq.id);
    for (const [nodeId, quantity] of expected) expect(measured.get(nodeId), nodeId).toBe(quantity);

    // The BoQ node API shows them.
    const nodes = await allNodes(t, tenant.office, boq.id);
    expect(nodes.map((node) => [node.oz, node.measuredQty])).toEqual([
      ['01', null],
      ['01.0010', '55.415'],
      ['01.0020', '18.175'],
      ['01.0030', '6.000'],
      ['01.0040', '3.000'],
    ]);
    // Both counted surveys are marked; the other BoQ's and the draft are not.
    for (const [survey, transferred] of [
      [surveyA, true],
      [surveyB, true],
      [surveyC, false],
      [surveyD, false],
    ] as const) {
      expect((await getDetail(t, tenant.office, survey.id)).transferredAt).toBe(
        transferred ? clock.now().toISOString() : null,
      );
    }
    expect((await allNodes(t, tenant.office, otherBoq.id)).map((node) => node.measuredQty)).toEqual([
      null,
      null,
    ]);

    // Again: the same quantities (from B, billed, too).
    clock.advanceSeconds(60);
    const again = expectStatus<QuantitySurveyTransferResponse>(await transfer(surveyB.id, tenant.admin), 200);
    expect(again).toEqual({
      boqId: boq.id,
      updatedItems: 4,
      unknownOz: [],
      transferredAt: clock.now().toISOString(),
    });
    const remeasured = await measuredQuantities(t.db, boq.id);
    for (const [nodeId, quantity] of expected) expect(remeasured.get(nodeId)).toBe(quantity);

    // A reopened (B is billed, which is final): only B counts now, a submitted C still not, and 01.0030,
    // measured by A alone, is no longer measured.
    await moveTo(t, tenant.office, surveyC.id, 'submitted');
    const reopenedB = await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${surveyB.id}/status`,
      as: tenant.office,
      body: { status: 'approved', version: (await getDetail(t, tenant.office, surveyB.id)).version },
    });
    expect(reopenedB.statusCode).toBe(409);
    const reopenedA = await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${surveyA.id}/status`,
      as: tenant.office,
      body: { status: 'submitted', version: (await getDetail(t, tenant.office, surveyA.id)).version },
    });
    expectStatus(reopenedA, 200);
    const onlyB = expectStatus<QuantitySurveyTransferResponse>(await transfer(surveyB.id), 200);
    expect(onlyB.updatedItems).toBe(3);
    const afterReopen = await measuredQuantities(t.db, boq.id);
    expect(afterReopen.get(id('01.0010'))).toBe('10.000');
    expect(afterReopen.get(id('01.0020'))).toBe('5.000');
    expect(afterReopen.get(id('01.0030'))).toBeNull();
    expect(afterReopen.get(id('01.0040'))).toBe('3.000');
  });
});
