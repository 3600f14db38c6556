import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import { starterTemplate } from '@vendoc/designer/starters';
import { pageTexts } from '@vendoc/pdf/poppler';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedProject } from '../files/files-test-support';
import { addLine, createSurvey } from '../quantity-surveys/quantity-surveys-test-support';
import { createTemplate, listTemplates } from './document-templates-test-support';

// POST /document-templates/{id}/preview with `source`: the layout filled with a real document of the company.
let t: TestApp;
let tenant: Tenant;
let surveyId: string;
let sheetLayout: DocumentTemplate;
const preview = (id: string, body: unknown, as = tenant.office) =>
  call(t, { method: 'POST', url: `/api/v1/document-templates/${id}/preview`, as, body });
const textOf = async (response: { rawPayload: Buffer }) =>
  (await pageTexts(new Uint8Array(response.rawPayload))).join('\n');

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  const projectId = await seedProject(t.db, tenant.companyId, 'Schule am Park');
  const survey = await createSurvey(t, tenant.fitter, { projectId, name: 'Dachgeschoss' });
  surveyId = survey.id;
  await addLine(t, tenant.fitter, surveyId, {
    sheetId: survey.sheets[0]!.id,
    text: 'Gaube West',
    expression: '3,20*1,50',
  });
  sheetLayout = await createTemplate(t, tenant.office, { kind: 'quantitySurveySheet', name: 'Aufmaß neu' });
});
afterAll(async () => {
  await t?.close();
});

describe('preview with a real document', () => {
  it("renders a survey sheet layout with the company's survey instead of sample data", async () => {
    const response = await preview(sheetLayout.id, { source: { type: 'quantitySurvey', id: surveyId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response);
    for (const expected of ['Gaube West', '3,20*1,50', 'Schule am Park', 'Dachgeschoss'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Muster Fensterbau GmbH'); // the sample company
    const sample = await textOf(await preview(sheetLayout.id, {}));
    expect(sample).toContain('Muster Fensterbau GmbH');
  });

  it('fills unsaved changes of the editor with the survey too', async () => {
    const template = starterTemplate('quantitySurveySheet');
    template.firstPage.elements = template.firstPage.elements.filter((element) => element.id !== 'subject');
    const response = await preview(sheetLayout.id, {
      template,
      source: { type: 'quantitySurvey', id: surveyId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response);
    expect(text).toContain('Gaube West');
    expect(text).not.toContain('Aufmaßblatt Dachgeschoss');
  });

  it("answers 404 for another company's survey or an unknown one", async () => {
    const stranger = await signedInUser(t, 'office');
    const [theirs] = await listTemplates(t, stranger, 'quantitySurveySheet');
    const foreign = await preview(theirs!.id, { source: { type: 'quantitySurvey', id: surveyId } }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    const unknown = await preview(sheetLayout.id, {
      source: { type: 'quantitySurvey', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a source the layout kind does not take, and malformed sources, naming the path', async () => {
    const [offer] = await listTemplates(t, tenant.office, 'offer');
    const wrongKind = await preview(offer!.id, { source: { type: 'quantitySurvey', id: surveyId } });
    expect(wrongKind.statusCode).toBe(400);
    expect(fieldErrorPaths(wrongKind)).toEqual(['source.type']);
    const unknownType = await preview(sheetLayout.id, { source: { type: 'invoice', id: surveyId } });
    expect(unknownType.statusCode).toBe(400);
    expect(fieldErrorPaths(unknownType)).toEqual(['source.type']);
    const badId = await preview(sheetLayout.id, { source: { type: 'quantitySurvey', id: 'x' } });
    expect(badId.statusCode).toBe(400);
    expect(fieldErrorPaths(badId)).toEqual(['source.id']);
  });

  it('is for office and admin only', async () => {
    const response = await preview(
      sheetLayout.id,
      { source: { type: 'quantitySurvey', id: surveyId } },
      tenant.fitter,
    );
    expect(response.statusCode).toBe(403);
  });
});
