import { expect, type Page } from '@playwright/test';
import { orderDocumentSchema } from '@vendoc/contract/order-documents';
import {
  createArticleViaApi,
  createCatalogPositionViaApi,
  createCatalogViaApi,
} from '../support/catalogs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';
import { createWageRateViaApi } from '../support/wage-rates-api';

const SCREENSHOTS = 'test-results/screenshots';

/** The totals table's amount in a row ("Nettobetrag", …). */
const total = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Summen' }).getByRole('row').filter({ hasText: label }).last();

test('a blank offer takes a catalog position with a chosen variant option, priced by the server', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const token = signedIn.accessToken;
  const catalog = await createCatalogViaApi(request, token, {
    name: uniqueName('Trockenbau'),
    trade: 'Trockenbau',
  });
  const board = await createArticleViaApi(request, token, catalog.id, {
    number: 'GKB-125',
    shortText: 'Gipskartonplatte 12,5 mm',
    unit: 'm2',
    purchasePrice: '3.20',
  });
  const fitter = await createWageRateViaApi(request, token, {
    name: uniqueName('Monteur'),
    hourlyRate: '60.00',
  });
  // 2 boards at 3,20 € + 15 % = 7,36 €, half an hour at 60,00 € = 30,00 €: 37,36 € per m², 49,86 € doubled.
  const position = await createCatalogPositionViaApi(request, token, catalog.id, {
    number: '01.0010',
    shortText: 'Metallständerwand',
    longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Ständerwerk CW 75, beplankt.' }] }],
    unit: 'm2',
    calculation: {
      components: [
        { id: 'board', kind: 'article', articleId: board.id, quantity: '2' },
        { id: 'mounting', kind: 'labour', wageRateId: fitter.id, minutes: '30' },
      ],
      markups: { material: '15', labour: '0', equipment: '0', subcontractor: '0' },
    },
    variants: {
      groups: [
        {
          id: 'g-cladding',
          name: 'Beplankung',
          options: [
            { id: 'o-single', name: 'einfach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'o-double',
              name: 'doppelt',
              textAddition: 'zweilagig beplankt',
              effect: { kind: 'perUnit', amount: '12.50' },
              isDefault: false,
            },
          ],
        },
      ],
      exclusions: [],
    },
  });
  const client = await createClientViaApi(request, token, {
    kind: 'private',
    name: uniqueName('Familie Berger'),
    addresses: [
      {
        kind: 'billing',
        label: '',
        street: 'Hafenstraße 1',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'DE',
      },
    ],
  });
  const project = await createProjectViaApi(request, token, {
    name: uniqueName('Büroausbau'),
    clientId: client.id,
  });
  const offer = orderDocumentSchema.parse(
    await postViaApi(request, token, '/api/v1/order-documents', {
      projectId: project.id,
      kind: 'offer',
      source: { type: 'blank' },
    }),
  );

  await page.goto(`/vendocOrderDocuments/${offer.id}`);
  await page.getByRole('button', { name: 'Katalogposition einfügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Katalogposition einfügen' });
  await dialog
    .getByRole('combobox', { name: 'Leistungskatalog' })
    .selectOption({ label: `${catalog.name} (Trockenbau)` });
  await dialog.getByRole('combobox', { name: 'Position suchen' }).fill('ständer');
  await dialog.getByRole('option', { name: /Metallständerwand/ }).click();
  const chosen = dialog.getByRole('region', { name: 'Gewählte Position' });
  await expect(chosen.getByRole('combobox', { name: 'Beplankung' })).toHaveValue('o-single');
  const price = dialog.getByRole('group', { name: 'Preis' });
  await expect(price).toContainText('37,36 €');
  await chosen.getByRole('combobox', { name: 'Beplankung' }).selectOption({ label: 'doppelt' });
  await expect(price).toContainText('49,86 €');
  await chosen.getByRole('textbox', { name: 'Menge' }).fill('3');
  await expect(price).toContainText('149,58 €');
  await expect(price).toContainText('30,00 €');
  await page.screenshot({ path: `${SCREENSHOTS}/order-document-catalog-dialog.png` });
  await dialog.getByRole('button', { name: 'Einfügen' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('textbox', { name: 'OZ 01.0010' })).toHaveValue(position.number);
  await expect(page.getByRole('textbox', { name: 'Kurztext 01.0010' })).toHaveValue('Metallständerwand');
  await expect(page.getByRole('textbox', { name: 'Menge 01.0010' })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'EP 01.0010' })).toHaveValue('49,86');
  // 3 × 49,86 € = 149,58 € net, 19 % VAT 28,42 €.
  await expect(total(page, 'Nettobetrag')).toContainText('149,58 €');
  await expect(total(page, 'Gesamtbetrag brutto')).toContainText('178,00 €');
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/order-document-catalog-row.png`, fullPage: true });

  // The stored row keeps what was chosen, for the PDF, and the labour share for §35a.
  const stored = await request.get(`${serverBaseURL()}/api/v1/order-documents/${offer.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [row] = orderDocumentSchema.parse(await stored.json()).items;
  expect(row).toMatchObject({
    catalogPositionId: position.id,
    longText: 'Ständerwerk CW 75, beplankt.\n\nBeplankung: doppelt\nzweilagig beplankt',
  });
  expect([Number(row?.unitPrice), Number(row?.labourUnitPrice)]).toEqual([49.86, 30]);
  expect(consoleErrors).toEqual([]);
});
