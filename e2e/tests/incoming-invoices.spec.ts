import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { attachFacturX } from '@vendoc/einvoice/factur-x-pdf';
import { representativeInvoices } from '@vendoc/einvoice/test-invoices';
import { invoicePdf } from '@vendoc/einvoice/test-support/pdf';
import { toFacturXCii } from '@vendoc/einvoice/write';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';

const SCREENSHOTS = 'test-results/screenshots';
// The official XRechnung test suite's business cases beside the repository (tests only).
const SAMPLES = fileURLToPath(new URL('../../../shared/testdata/einvoice/samples/', import.meta.url));

test('incoming e-invoices: a supplier’s XRechnung and ZUGFeRD uploaded to the project and read', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  test.slow();
  const client = await createClientViaApi(request, signedIn.accessToken, {
    kind: 'commercial',
    name: uniqueName('Eingangsrechnung GmbH'),
  });
  const project = await createProjectViaApi(request, signedIn.accessToken, {
    name: uniqueName('Neubau Lager'),
    clientId: client.id,
  });
  const cii = await readFile(`${SAMPLES}01.01a-INVOICE_uncefact.xml`);
  const model = representativeInvoices.plainInvoice;
  const zugferd = await attachFacturX(
    await invoicePdf(`Rechnung ${model.number}`),
    await toFacturXCii(model),
  );

  await page.goto(`/projects/${project.id}/files`);
  await page.getByTestId('file-picker').setInputFiles([
    { name: 'Lieferant XRechnung.xml', mimeType: 'application/xml', buffer: cii },
    { name: 'Lieferant ZUGFeRD.pdf', mimeType: 'application/pdf', buffer: Buffer.from(zugferd) },
  ]);
  await expect(page.getByTestId('upload-item').filter({ hasText: 'Hochgeladen' })).toHaveCount(2);

  // The XRechnung: what the file itself says is shown readably.
  const number = /<rsm:ExchangedDocument>\s*<ram:ID>([^<]+)</.exec(cii.toString('utf8'))?.[1] ?? '';
  const payable = /<ram:DuePayableAmount>([^<]+)</.exec(cii.toString('utf8'))?.[1] ?? '';
  expect(number).not.toBe('');
  await page.getByRole('button', { name: 'Aktionen für Lieferant XRechnung.xml' }).click();
  await page.getByRole('menuitem', { name: 'Als E-Rechnung anzeigen' }).click();
  const dialog = page.getByRole('dialog', { name: `Rechnung ${number}` });
  await expect(dialog).toBeVisible();
  // checked by the server with the official rules (no Java): the sample is valid
  await expect(
    dialog.getByText('Gültig nach den offiziellen Regeln (EN 16931 und XRechnung).'),
  ).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Rechnungspositionen' }).getByRole('row')).not.toHaveCount(
    1,
  );
  const [euros = '', cents = ''] = payable.split('.');
  const germanPayable = `${Number(euros).toLocaleString('de-DE')},${cents.padEnd(2, '0')} €`;
  await expect(dialog.getByText('Zahlbetrag').locator('xpath=following-sibling::*[1]')).toHaveText(
    germanPayable,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/incoming-invoice-xrechnung.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // The ZUGFeRD PDF: the XML it carries.
  await page.getByRole('button', { name: 'Aktionen für Lieferant ZUGFeRD.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Als E-Rechnung anzeigen' }).click();
  const pdfDialog = page.getByRole('dialog', { name: `Rechnung ${model.number}` });
  await expect(pdfDialog.getByText('CII (ZUGFeRD-PDF)')).toBeVisible();
  await expect(pdfDialog.getByText('Gültig nach den offiziellen Regeln (EN 16931).')).toBeVisible();
  await expect(pdfDialog.getByText(model.seller.name).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
