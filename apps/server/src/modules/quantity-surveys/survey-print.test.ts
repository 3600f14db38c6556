import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { pageTexts } from '@vendoc/pdf/poppler';
import { clients, companies, users } from '../../db/schema';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject } from '../files/files-test-support';
import { addLine, createBoq, createSurvey, expectStatus } from './quantity-surveys-test-support';

let t: TestApp;
let tenant: Tenant;
let surveyId: string;
const pdfUrl = (query = '') => `/api/v1/quantity-surveys/${surveyId}/pdf${query}`;
const textOf = async (body: Buffer) => (await pageTexts(new Uint8Array(body))).join('\n');

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  const projectId = await seedProject(t.db, tenant.companyId);
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [{ shortText: 'Wand', qty: '10.000', unit: 'm2' }],
  });
  const oz = [...boq.items.keys()][0]!;
  const survey = await createSurvey(t, tenant.fitter, { projectId, boqId: boq.id, name: 'Erdgeschoss' });
  surveyId = survey.id;
  const sheetIds = [survey.sheets[0]!.id];
  for (const title of ['Küche', 'Bad']) {
    const sheet = await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${surveyId}/sheets`,
      as: tenant.fitter,
      body: { title },
    });
    sheetIds.push(expectStatus<QuantitySurveySheet>(sheet, 201).id);
  }
  const texts = ['Wand Nord', 'Wand Süd', 'Wand Ost'];
  for (const [index, sheetId] of sheetIds.entries()) {
    await addLine(t, tenant.fitter, surveyId, {
      sheetId,
      oz,
      text: texts[index]!,
      expression: `${index + 2},50*2,75`,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /quantity-surveys/{id}/pdf', () => {
  it("prints every sheet's lines with the default survey sheet layout, also for fitters", async () => {
    const started = performance.now();
    const response = await call(t, { method: 'GET', url: pdfUrl(), as: tenant.fitter });
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      'Aufmaßblatt',
      'Wand Nord',
      'Wand Süd',
      'Wand Ost',
      'Blatt 2 · Küche',
      '2,50*2,75',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/6,875\s+m2/);
    console.info(`survey PDF of 3 sheets: ${Math.round(ms)} ms`);
  });

  it('fills the header: survey as document number, date, project, client, sender and company', async () => {
    await t.db.update(users).set({ email: 'bu@mb.de' }).where(eq(users.id, tenant.office.userId));
    await t.db
      .update(companies)
      .set({ phone: '0221 98765', email: 'info@mb.de', iban: 'DE02120300000000202051' })
      .where(eq(companies.id, tenant.companyId));
    const [client] = await t.db
      .select({ number: clients.number })
      .from(clients)
      .where(eq(clients.companyId, tenant.companyId));
    const response = await call(t, { method: 'GET', url: pdfUrl(), as: tenant.office });
    expect(response.statusCode, response.body).toBe(200);
    const [firstPage] = await pageTexts(new Uint8Array(response.rawPayload));
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    const [office] = await t.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, tenant.office.userId));
    for (const expected of [
      /Aufmaßnr\.\s+Erdgeschoss/,
      new RegExp(`Datum\\s+${today.replace(/\./g, '\\.')}`),
      new RegExp(`Kundennr\\.\\s+${client!.number}`),
      /Bauvorhaben\s+Neubau Musterstraße/,
      new RegExp(`Bearbeiter\\s+${office!.name}`),
      /Telefon\s+0221 98765/,
      /E-Mail\s+bu@mb\.de/,
      /Erika Mustermann/,
      /DE02 ?1203 ?0000 ?0000 ?2020 ?51|DE02120300000000202051/,
    ])
      expect(firstPage).toMatch(expected);
  });

  it('prints only the chosen sheets', async () => {
    const response = await call(t, { method: 'GET', url: pdfUrl('?sheets=1,3'), as: tenant.office });
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Wand Nord');
    expect(text).toContain('Wand Ost');
    expect(text).not.toContain('Wand Süd');
  });

  it('refuses unknown or malformed sheet numbers naming the parameter', async () => {
    for (const query of ['?sheets=4', '?sheets=1;2', '?sheets=']) {
      const response = await call(t, { method: 'GET', url: pdfUrl(query), as: tenant.office });
      expect(response.statusCode, query).toBe(400);
      expect(fieldErrorPaths(response), query).toEqual(['sheets']);
    }
  });

  it("answers 404 for another company's survey", async () => {
    const stranger = await signedInUser(t, 'admin');
    const response = await call(t, { method: 'GET', url: pdfUrl(), as: stranger });
    expect(response.statusCode).toBe(404);
  });
});
