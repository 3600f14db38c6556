import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderDocument, OrderDocumentItemInput } from '@vendoc/contract/order-documents';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from '../support/records-api';

/** A blank invoice draft of a new project, with `items` saved into it through the API. */
async function draftWithItems(
  request: APIRequestContext,
  accessToken: string,
  items: OrderDocumentItemInput[],
): Promise<OrderDocument> {
  const client = await createClientViaApi(request, accessToken, {
    kind: 'private',
    name: uniqueName('Familie Krüger'),
    addresses: [
      {
        kind: 'billing',
        label: '',
        street: 'Lindenweg 3',
        postalCode: '50667',
        city: 'Köln',
        country: 'DE',
      },
    ],
  });
  const project = await createProjectViaApi(request, accessToken, {
    name: uniqueName('Bad Krüger'),
    clientId: client.id,
  });
  const draft = (await postViaApi(request, accessToken, '/api/v1/order-documents', {
    projectId: project.id,
    kind: 'invoice',
  })) as OrderDocument;
  const response = await request.put(`${serverBaseURL()}/api/v1/order-documents/${draft.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { ...draft, items, version: draft.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OrderDocument;
}

/** Position `n` (1-based) with an OZ of four digits. */
const position = (n: number): OrderDocumentItemInput => ({
  id: crypto.randomUUID(),
  type: 'position',
  oz: String(n).padStart(4, '0'),
  shortText: `Leistung ${n}`,
  quantity: '1',
  unit: 'Stk',
  unitPrice: '10',
});

test('the items grid takes a long text and the labour share by keyboard and keeps them', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000);
  const document = await draftWithItems(request, signedIn.accessToken, [position(1)]);
  await page.goto(`/vendocOrderDocuments/${document.id}`);

  const price = page.getByRole('textbox', { name: 'EP 0001' });
  await price.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1.250,50');
  await page.keyboard.press('Tab');
  // The labour share comes right after the unit price.
  await expect(page.getByRole('textbox', { name: 'Lohnanteil 0001' })).toBeFocused();
  await page.keyboard.type('2.000');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Lohnanteil 0001' })).toHaveAttribute(
    'title',
    'Der Lohnanteil darf nicht höher als der EP sein',
  );
  await page.getByRole('textbox', { name: 'Lohnanteil 0001' }).fill('800,25');
  await page.keyboard.press('Tab');

  const toggle = page.getByRole('button', { name: /^Langtext 0001/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const longText = page.getByRole('textbox', { name: 'Langtext 0001' });
  await expect(longText).toBeFocused();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('Stahl-Email\\ninkl. Ablaufgarnitur'),
  );
  await page.keyboard.type('Wanne aus Stahl-Email');
  await page.keyboard.press('Enter');
  await page.keyboard.type('inkl. Ablaufgarnitur');
  await expect(page.getByRole('button', { name: 'Langtext 0001 (vorhanden)' })).toBeVisible();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'EP 0001' })).toHaveValue('1250,50', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Lohnanteil 0001' })).toHaveValue('800,25');
  // A row with a long text says so while it is closed.
  const closed = page.getByRole('button', { name: 'Langtext 0001 (vorhanden)' });
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  await closed.click();
  await expect(page.getByRole('textbox', { name: 'Langtext 0001' })).toHaveValue(
    'Wanne aus Stahl-Email\ninkl. Ablaufgarnitur',
  );
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('table', { name: 'Positionen des Dokuments' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/order-document-grid-${width}x${height}.png` });
  }
});

test('a document of 2,000 items scrolls and Enter goes down to its last row', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const items = Array.from({ length: 2000 }, (_, index) => position(index + 1));
  const document = await draftWithItems(request, signedIn.accessToken, items);
  await page.goto(`/vendocOrderDocuments/${document.id}`);

  const grid = page.getByRole('table', { name: 'Positionen des Dokuments' });
  // Loading 2,000 items takes its time on a busy machine; the grid is there once they are.
  await expect(grid.getByRole('textbox', { name: 'Menge 0001' })).toBeVisible({ timeout: 90_000 });
  // Only the rows in view are drawn.
  expect(await grid.getByRole('textbox', { name: /^Menge / }).count()).toBeLessThan(100);

  await grid.getByRole('textbox', { name: 'Menge 0001' }).focus();
  for (let row = 2; row <= 60; row++) {
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('textbox', { name: `Menge ${String(row).padStart(4, '0')}` })).toBeFocused();
  }
  // The header stays at the top of the scrolled grid.
  const header = grid.getByRole('columnheader', { name: 'Menge' });
  await expect(header).toBeInViewport();

  // Down to the end with the mouse wheel, then Enter from the row before the last.
  await grid.hover();
  await page.mouse.wheel(0, 200_000);
  const beforeLast = grid.getByRole('textbox', { name: 'Menge 1999' });
  await expect(beforeLast).toBeVisible();
  await beforeLast.focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('textbox', { name: 'Menge 2000' })).toBeFocused();
  await expect(grid.getByRole('textbox', { name: 'Menge 2000' })).toBeInViewport();
});
