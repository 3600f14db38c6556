import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import {
  documentTemplateListSchema,
  documentTemplateSchema,
  type DocumentTemplate,
} from '@vendoc/contract/document-template-records';
import { orderDocumentSchema } from '@vendoc/contract/order-documents';
import { createElement } from '@vendoc/designer/element-defaults';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { pdfText } from '../support/survey-pdf';

const MARKER = 'Layout Nordlicht';

test("an invoice draft laid out with the company's own copy of a template, previewed as it would be issued", async ({
  page,
  request,
  signedIn,
  consoleErrors,
}, testInfo) => {
  const token = signedIn.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  // The designer's copy of the default invoice layout, with a text of its own at the top.
  const list = documentTemplateListSchema.parse(
    await (
      await request.get(`${serverBaseURL()}/api/v1/document-templates?kind=finalInvoice`, { headers })
    ).json(),
  );
  const standard = list.items.find((template) => template.isDefault)!;
  const name = uniqueName('Rechnung Nordlicht');
  const copy = documentTemplateSchema.parse(
    await postViaApi(request, token, `/api/v1/document-templates/${standard.id}/duplicate`, { name }),
  );
  const layout: DocumentTemplate['template'] = structuredClone(copy.template);
  layout.firstPage.elements.push(
    createElement('text', {
      id: 'nordlicht',
      x: 25,
      y: 12,
      width: 120,
      height: 8,
      runs: [{ text: MARKER, bold: true, italic: false }],
    }),
  );
  const patched = await request.patch(`${serverBaseURL()}/api/v1/document-templates/${copy.id}`, {
    headers,
    data: { template: layout, version: copy.version },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  const client = await createClientViaApi(request, token, {
    kind: 'commercial',
    name: uniqueName('Nordbau'),
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Turnhalle'),
    clientId: client.id,
  });
  const draft = orderDocumentSchema.parse(
    await postViaApi(request, token, '/api/v1/order-documents', { projectId: project.id, kind: 'invoice' }),
  );

  await page.goto(`/vendocOrderDocuments/${draft.id}`);
  const select = page.getByRole('combobox', { name: 'Layout' });
  await expect(select).toHaveText('Standardlayout');
  await select.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(select).toHaveText(name);
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Kopfdaten' })
    .screenshot({ path: testInfo.outputPath('editor-header.png') });

  const pdfResponse = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/pdf'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  const file = testInfo.outputPath('preview.pdf');
  const text = await pdfText(await response.body(), file);
  expect(text).toContain(MARKER);
  expect(text).toContain('Entwurf');
  // The first page as an image, to look at.
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, testInfo.outputPath('preview')]);
  expect(consoleErrors).toEqual([]);
});
