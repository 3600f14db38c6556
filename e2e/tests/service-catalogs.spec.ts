import { expect, type APIRequestContext } from '@playwright/test';
import { decimal, decimalEquals, formatGerman, toFixed, type Decimal } from '@vendoc/money/decimal';
import { signInViaApi } from '../support/api';
import { getBoqViaApi, getNodesViaApi, importBoqViaApi, listBoqsViaApi } from '../support/boqs-api';
import {
  createArticleViaApi,
  createCatalogPositionViaApi,
  createCatalogViaApi,
  getCatalogPositionViaApi,
  getCatalogViaApi,
  listArticlesViaApi,
} from '../support/catalogs-api';
import { datanorm5Lines, datanormSample } from '../support/datanorm-files';
import { serverBaseURL } from '../support/env';
import { boqCell } from '../support/boq-grid';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { pdfDocument } from '../support/sample-files';
import { applyMatchedPrices, chooseMatchingBoq, matchingRow } from '../support/matching-page';
import { chooseSearchOption } from '../support/search-options';
import { seedSession } from '../support/session';
import { tenderX83 } from '../support/tender-files';
import { createUserViaApi } from '../support/users-api';
import { createWageRateViaApi } from '../support/wage-rates-api';

/** A wholesaler's DATANORM 5 file: 5 articles (2 of them with net prices) and their long texts. */
const DATANORM_FILE = 'v5_texts_and_products.001';

// What the estimator types, in German notation; wire() gives the same figure to compute the expected prices.
const CABLES = '2';
const MINUTES = '37,5';
const MATERIAL_MARKUP = '18';
const LABOUR_MARKUP = '12,5';
const PROTOCOL_SURCHARGE = '7,5';
const wire = (typed: string) => decimal(typed.replace(',', '.'));

/** Money as the pages show it: "2.895,82 €" (Intl de-DE puts a no-break space before the sign). */
const euro = (value: Decimal | string) => `${formatGerman(value, 2)}\u00a0€`;

async function newProject(request: APIRequestContext, token: string) {
  const client = await createClientViaApi(request, token, {
    kind: 'public',
    name: uniqueName('Landkreis Musterstadt'),
  });
  return createProjectViaApi(request, token, {
    name: uniqueName('Brandmeldeanlage Feuerwache'),
    clientId: client.id,
  });
}

test('DATANORM articles, a calculated position with a variant, matched to a tender and priced into the BoQ', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  // Five pages and some forty steps: 21–23 s on a machine with load average 7 on 2 cores, too close to the
  // default 30 s.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = signedIn.accessToken;
  const catalog = await createCatalogViaApi(request, token, {
    name: uniqueName('Brandmeldetechnik'),
    trade: 'Elektro',
  });
  const wageRate = await createWageRateViaApi(request, token, {
    name: uniqueName('Elektromonteur'),
    hourlyRate: '58.50',
  });

  // What the file holds, read here line by line: the summary must say the same.
  const file = datanormSample(DATANORM_FILE);
  const { articles, textKeys, lineCounts } = datanorm5Lines(file.buffer);
  const netPriced = articles.filter((article) => article.priceKind === '2');
  expect(articles).toHaveLength(5);
  expect(netPriced).toHaveLength(2);
  // No price (P) or discount group (R) lines: the summary's prices are those of the A lines, discount groups 0.
  expect([lineCounts.get('P') ?? 0, lineCounts.get('R') ?? 0]).toEqual([0, 0]);
  const pricedArticles = articles.filter((article) => /^\d+$/.test(article.priceCents.trim()));
  const [device, cable] = netPriced;
  if (!device || !cable) throw new Error(`${DATANORM_FILE} has fewer than two net-priced articles`);

  // 1. DATANORM import through the dialog, then the summary.
  await page.goto(`/serviceCatalogs/${catalog.id}/articleManagement`);
  await expect(page.getByRole('heading', { name: catalog.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noch keine Artikel' })).toBeVisible();
  // The empty state repeats the page's actions; either button opens the same dialog.
  await page.getByRole('button', { name: 'DATANORM importieren' }).first().click();
  const importDialog = page.getByRole('dialog', { name: `DATANORM in „${catalog.name}“ importieren` });
  await importDialog.getByTestId('import-file-input').setInputFiles(file);
  await expect(importDialog.getByText(DATANORM_FILE)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Importieren' }).click();
  const imported = page.getByRole('dialog', { name: 'DATANORM importiert' });
  const summary = imported.getByTestId('import-summary');
  await expect(summary.getByRole('definition')).toHaveText([
    DATANORM_FILE,
    'DATANORM 5',
    String(new Set(articles.map((article) => article.number)).size), // Neu
    '0', // Aktualisiert
    '0', // Gelöscht
    String(articles.filter((article) => textKeys.has(article.textKey)).length), // Texte
    String(pricedArticles.length), // Preise
    '0', // Rabattgruppen
    '0', // Neu berechnete Positionen
    '0', // Abgelehnt
    /^\d+,\d s$/, // Dauer
  ]);
  await expect(summary).toContainText('Alle Zeilen wurden übernommen.');
  await imported.screenshot({ path: screenshotPath('catalog-datanorm-summary.png') });
  await imported.getByRole('button', { name: 'Schließen' }).click();
  await expect(imported).toBeHidden();
  const articleGrid = page.getByRole('grid', { name: `Artikel von ${catalog.name}` });
  await expect(articleGrid.getByRole('row')).toHaveCount(articles.length + 1);
  await expect(articleGrid.getByRole('row').filter({ hasText: device.number })).toBeVisible();

  // 2. A position from the two net-priced articles and labour, built in the calculation sheet.
  await page.goto(`/serviceCatalogs/${catalog.id}/positionManagement`);
  await page.getByRole('button', { name: 'Neue Position' }).click();
  const create = page.getByRole('dialog', { name: 'Neue Position' });
  const shortText = 'LSN-Prüfgerät mit USB-Parametrierkabel liefern und in Betrieb nehmen';
  await create.getByRole('textbox', { name: 'Kurztext' }).fill(shortText);
  await create.getByRole('textbox', { name: 'Einheit' }).fill('St');
  await create.getByRole('button', { name: 'Anlegen' }).click();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/[?&]position=/);
  const positionId = new URL(page.url()).searchParams.get('position') ?? '';
  const editor = page.getByRole('form', { name: /^Position .+ bearbeiten$/ });
  await expect(editor.getByRole('heading', { name: shortText, level: 2 })).toBeVisible();

  const addLine = editor.getByRole('group', { name: 'Komponente hinzufügen' });
  const pickArticle = async (row: number, number: string) => {
    const picker = editor.getByRole('combobox', { name: `Artikel, Zeile ${row}` });
    await picker.fill(number);
    await chooseSearchOption(page, number);
    await expect(picker).toHaveValue(new RegExp(`^${number} `));
  };
  await addLine.getByRole('button', { name: 'Material' }).click();
  await pickArticle(1, device.number);
  await addLine.getByRole('button', { name: 'Material' }).click();
  await pickArticle(2, cable.number);
  await editor.getByRole('textbox', { name: 'Menge, Zeile 2' }).fill(CABLES);
  await addLine.getByRole('button', { name: 'Lohn' }).click();
  await editor.getByRole('combobox', { name: 'Lohnsatz, Zeile 3' }).selectOption({ label: wageRate.name });
  await editor.getByRole('textbox', { name: 'Tätigkeit, Zeile 3' }).fill('Montage und Inbetriebnahme');
  await editor.getByRole('textbox', { name: 'Minuten, Zeile 3' }).fill(MINUTES);
  await editor.getByRole('textbox', { name: 'Zuschlag Material in Prozent' }).fill(MATERIAL_MARKUP);
  await editor.getByRole('textbox', { name: 'Zuschlag Lohn in Prozent' }).fill(LABOUR_MARKUP);

  // The EP computed here, exactly, from the file's prices: material and labour each with its markup, rounded
  // once at the end (half away from zero).
  const purchase = (cents: string) => decimal(cents).dividedBy(100);
  const withMarkup = (cost: Decimal, percent: string) => cost.plus(cost.times(wire(percent)).dividedBy(100));
  const material = purchase(device.priceCents).plus(purchase(cable.priceCents).times(wire(CABLES)));
  const labour = decimal(wire(MINUTES)).times(wageRate.hourlyRate).dividedBy(60);
  const net = withMarkup(material, MATERIAL_MARKUP).plus(withMarkup(labour, LABOUR_MARKUP));
  const unitPrice = toFixed(net, 2);
  const applies = editor.getByRole('group', { name: 'Geltender Einheitspreis' });
  await expect(editor.getByRole('status').filter({ hasText: 'Beim Tippen berechnet' })).toBeVisible();
  await expect(applies).toContainText(euro(unitPrice));
  const totals = editor.getByRole('table', { name: 'Zuschläge und Summen' });
  await expect(totals.getByRole('row', { name: /^Einheitspreis \(EP\)/ })).toContainText(euro(unitPrice));

  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Vom Server berechnet' })).toBeVisible();
  await expect(applies).toContainText(euro(unitPrice));
  const saved = await getCatalogPositionViaApi(request, token, catalog.id, positionId);
  expect(saved.calculationComplete).toBe(true);
  expect(saved.unitPrice).not.toBeNull();
  expect(decimalEquals(saved.unitPrice ?? '', unitPrice), `${saved.unitPrice} = ${unitPrice}`).toBe(true);
  await expect(
    page.getByRole('grid', { name: 'Positionen' }).getByRole('row').filter({ hasText: shortText }),
  ).toContainText(formatGerman(unitPrice, 2));
  // The page fits the window and the editor scrolls inside it: a tall window shows the whole sheet.
  await page.setViewportSize({ width: 1440, height: 1500 });
  await page.screenshot({ path: screenshotPath('catalog-position-editor.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // 3. A variant group: the standard (default) and an option with a percent surcharge on the exact net.
  await page.getByRole('link', { name: 'Varianten', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/variantManagement\\?position=${positionId}`));
  const variants = page.getByRole('form', { name: /^Varianten der Position / });
  await variants.getByRole('button', { name: 'Variantengruppe hinzufügen' }).click();
  await variants.getByRole('textbox', { name: 'Variantengruppe' }).fill('Ausführung');
  const group = variants.getByRole('region', { name: 'Variantengruppe Ausführung' });
  await group
    .getByRole('group', { name: 'Option Option 1' })
    .getByRole('textbox', { name: 'Option', exact: true })
    .fill('Standard');
  await group.getByRole('button', { name: 'Option hinzufügen' }).click();
  const second = group.getByRole('group', { name: 'Option Option 2' });
  await second.getByRole('textbox', { name: 'Option', exact: true }).fill('Mit Abnahmeprotokoll');
  const withProtocol = group.getByRole('group', { name: 'Option Mit Abnahmeprotokoll' });
  await withProtocol
    .getByRole('textbox', { name: 'Textergänzung' })
    .fill('einschließlich Abnahmeprotokoll nach DIN 14675');
  await withProtocol
    .getByRole('combobox', { name: 'Preiswirkung, Option Mit Abnahmeprotokoll' })
    .selectOption({ label: 'Prozent' });
  await withProtocol.getByRole('textbox', { name: 'Prozent' }).fill(PROTOCOL_SURCHARGE);
  await variants.getByRole('button', { name: 'Speichern' }).click();

  const preview = variants.getByRole('region', { name: 'Preisvorschau' });
  const quoted = preview.getByRole('group', { name: 'Preis mit den gewählten Optionen' });
  // Without a choice the default applies: the position's own EP.
  await expect(preview.getByRole('combobox', { name: 'Ausführung' })).toHaveValue('');
  await expect(quoted).toContainText(euro(unitPrice));
  await preview.getByRole('combobox', { name: 'Ausführung' }).selectOption({ label: 'Mit Abnahmeprotokoll' });
  // The percent applies to the exact net, not to the rounded EP.
  const withProtocolPrice = toFixed(withMarkup(net, PROTOCOL_SURCHARGE), 2);
  await expect(quoted).toContainText(euro(withProtocolPrice));
  await expect(quoted).toContainText('einschließlich Abnahmeprotokoll nach DIN 14675');

  // 4. A tender with an item like the position (and one the catalog has nothing for), matched in the UI.
  const project = await newProject(request, token);
  const tenderName = uniqueName('LV Brandmeldeanlage');
  await importBoqViaApi(
    request,
    token,
    project.id,
    tenderX83(tenderName, { number: '01', label: 'Brandmeldetechnik' }, [
      {
        number: '0010',
        shortText: 'LSN-Prüfgerät mit USB-Parametrierkabel liefern und in Betrieb nehmen',
        longText:
          'Prüfgerät für LSN-Ringleitungen mit Parametrierkabel USB, Kabellänge 3 m, liefern,\n' +
          'an die Brandmelderzentrale anschließen und in Betrieb nehmen.',
        qty: '2.000',
        unit: 'St',
      },
      {
        number: '0020',
        shortText: 'Gerüst für Arbeiten an der Fassade vorhalten',
        longText: 'Fassadengerüst Lastklasse 3 für die Dauer der Arbeiten vorhalten.',
        qty: '120.000',
        unit: 'm2',
      },
    ]),
  );
  const [boq] = await listBoqsViaApi(request, token, project.id);
  if (!boq) throw new Error('the tender was not imported');

  await page.goto(`/serviceCatalogs/${catalog.id}/positionMatching`);
  await expect(page.getByRole('heading', { name: 'Projekt und LV wählen' })).toBeVisible();
  // The project's only BoQ is chosen for the user.
  const matching = await chooseMatchingBoq(page, project.name, boq.name);
  const item = matchingRow(page, matching, '01.0010');
  await expect(item).toContainText(saved.number);
  await expect(item).toContainText(euro(unitPrice));
  await page.screenshot({ path: screenshotPath('catalog-matching.png') });
  await item.getByRole('button', { name: 'Annehmen' }).click();
  await expect(item).toContainText('angenommen');
  await expect(page.getByRole('status').filter({ hasText: 'zugeordnet' })).toHaveText('1 von 2 zugeordnet');

  const applied = await applyMatchedPrices(page);
  await expect(applied.getByRole('status')).toHaveText('1 Einheitspreis gesetzt.');
  // The BoQ's totals computed here: 2 St at the catalog's EP; the scaffold has no price yet.
  const itemTotal = toFixed(decimal('2').times(unitPrice), 2);
  const vat = toFixed(decimal(itemTotal).times(boq.vatPercent).dividedBy(100), 2);
  const gross = toFixed(decimal(itemTotal).plus(vat), 2);
  const appliedTotals = applied.getByRole('definition');
  await expect(appliedTotals).toHaveText([euro(itemTotal), euro(vat), euro(gross)]);
  await expect(applied).toContainText('1 Position hat noch keinen Preis.');
  await applied.screenshot({ path: screenshotPath('catalog-matching-applied.png') });

  // 5. The project's BoQ shows the price and the totals, and the server has the catalog's price.
  await applied.getByRole('link', { name: 'Zu den Positionen' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/positions`));
  await expect(boqCell(page, '01.0010', 4)).toHaveText(formatGerman(unitPrice, 2));
  await expect(boqCell(page, '01.0010', 5)).toHaveText(formatGerman(itemTotal, 2));
  await expect(page.getByTestId('boq-net')).toHaveText(euro(itemTotal));
  await expect(page.getByTestId('boq-vat')).toHaveText(euro(vat));
  await expect(page.getByTestId('boq-gross')).toHaveText(euro(gross));
  const nodes = await getNodesViaApi(request, token, boq.id);
  const priced = nodes.find((node) => node.oz === '01.0010');
  const position = await getCatalogPositionViaApi(request, token, catalog.id, positionId);
  expect(priced?.unitPrice ?? null).not.toBeNull();
  expect(decimalEquals(priced?.unitPrice ?? '', position.unitPrice ?? '')).toBe(true);
  expect(nodes.find((node) => node.oz === '01.0020')?.unitPrice).toBeNull();
  const stored = await getBoqViaApi(request, token, boq.id);
  expect(decimalEquals(stored.totals.net, itemTotal)).toBe(true);
  expect(decimalEquals(stored.totals.gross, gross)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a fitter reads the catalog pages but has nothing to create, edit or import', async ({
  page,
  request,
}) => {
  const admin = await signInViaApi(request);
  const catalog = await createCatalogViaApi(request, admin.accessToken, {
    name: uniqueName('Trockenbau'),
    trade: 'Trockenbau',
  });
  const board = await createArticleViaApi(request, admin.accessToken, catalog.id, {
    number: 'GKB-125',
    shortText: 'Gipskartonplatte 12,5 mm',
    unit: 'm2',
    purchasePrice: '3.20',
  });
  const position = await createCatalogPositionViaApi(request, admin.accessToken, catalog.id, {
    shortText: 'Metallständerwand, einfach beplankt',
    unit: 'm2',
    calculation: {
      components: [{ id: 'board', kind: 'article', articleId: board.id, quantity: '2' }],
      markups: { material: '15', labour: '0', equipment: '0', subcontractor: '0' },
    },
  });
  const credentials = { userName: `monteur-lk-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Max Monteur',
    role: 'fitter',
  });
  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });

  // The catalog list: the catalog with its page links, no "new", and only the export in its menu.
  const me = page.waitForResponse((response) => response.url().endsWith('/api/v1/me'));
  await page.goto(`/serviceCatalogs?q=${encodeURIComponent(catalog.name)}`);
  expect(((await (await me).json()) as { user: { role: string } }).user.role).toBe('fitter');
  const row = page
    .getByRole('table', { name: 'Leistungskataloge' })
    .getByRole('row')
    .filter({ hasText: catalog.name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Leistungskatalog' })).toHaveCount(0);
  await row.getByRole('button', { name: `Aktionen für ${catalog.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Als GAEB X81 exportieren']);
  await page.keyboard.press('Escape');

  // Articles: listed, but no new article and no import.
  await row.getByRole('link', { name: 'Artikel', exact: true }).click();
  const articleGrid = page.getByRole('grid', { name: `Artikel von ${catalog.name}` });
  await expect(articleGrid.getByRole('row').filter({ hasText: 'GKB-125' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Artikel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'DATANORM importieren' })).toHaveCount(0);

  // Positions: the calculation sheet can be read, not changed.
  await page.goto(`/serviceCatalogs/${catalog.id}/positionManagement?position=${position.id}`);
  const editor = page.getByRole('form', { name: `Position ${position.number} bearbeiten` });
  await expect(editor.getByText('Nur lesen')).toBeVisible();
  await expect(editor.getByRole('combobox', { name: 'Artikel, Zeile 1' })).toHaveValue(/^GKB-125 /);
  await expect(editor.getByRole('textbox', { name: 'Kurztext' })).not.toBeEditable();
  await expect(editor.getByRole('textbox', { name: 'Menge, Zeile 1' })).not.toBeEditable();
  await expect(editor.getByRole('textbox', { name: 'Zuschlag Material in Prozent' })).not.toBeEditable();
  await expect(editor.getByRole('group', { name: 'Geltender Einheitspreis' })).toContainText(
    euro(position.unitPrice ?? ''),
  );
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Neue Position' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Neue Kategorie' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Komponente hinzufügen' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('catalog-position-read-only.png') });

  // Variants: nothing to add; the preview still prices the position.
  await page.goto(`/serviceCatalogs/${catalog.id}/variantManagement?position=${position.id}`);
  const variants = page.getByRole('form', { name: `Varianten der Position ${position.number}` });
  await expect(variants.getByText('Diese Position hat keine Varianten.')).toBeVisible();
  await expect(variants.getByRole('button', { name: 'Variantengruppe hinzufügen' })).toHaveCount(0);
  await expect(variants.getByRole('group', { name: 'Preis mit den gewählten Optionen' })).toContainText(
    euro(position.unitPrice ?? ''),
  );
});

test('a file that is not DATANORM is refused with the server’s reason, and nothing is stored', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  const catalog = await createCatalogViaApi(request, signedIn.accessToken, { name: uniqueName('Sanitär') });
  await page.goto(`/serviceCatalogs/${catalog.id}/articleManagement`);
  await expect(page.getByRole('heading', { name: 'Noch keine Artikel' })).toBeVisible();
  await page.getByRole('button', { name: 'DATANORM importieren' }).first().click();
  const dialog = page.getByRole('dialog', { name: `DATANORM in „${catalog.name}“ importieren` });
  // The wholesaler's price list as PDF instead of its DATANORM file: an easy mix-up.
  await dialog.getByTestId('import-file-input').setInputFiles({
    name: 'preisliste.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument('Preisliste 2025'),
  });
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Import abgelehnt:');
  // The server's own reason, naming the file (not the client's generic fallback).
  await expect(refusal).toContainText('„preisliste.pdf“: Die Datei ist keine DATANORM-Datei');
  await expect(refusal).not.toContainText('Die Datei konnte nicht gelesen werden.');
  await dialog.screenshot({ path: screenshotPath('catalog-datanorm-refused.png') });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Noch keine Artikel' })).toBeVisible();
  expect((await getCatalogViaApi(request, signedIn.accessToken, catalog.id)).counts.articles).toBe(0);
  expect((await listArticlesViaApi(request, signedIn.accessToken, catalog.id)).total).toBe(0);
  // The refused upload is answered 422, which the browser logs as a failed resource: nothing else.
  expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([]);
});
