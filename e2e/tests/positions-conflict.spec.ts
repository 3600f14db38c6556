import { expect, type Page } from '@playwright/test';
import { decimalEquals } from '@vendoc/money/decimal';
import { signInViaApi } from '../support/api';
import { boqCell } from '../support/boq-grid';
import { gaebSample, getNodesViaApi, projectWithBoqViaApi } from '../support/boqs-api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { seedSession } from '../support/session';
import { createUserViaApi } from '../support/users-api';

const TENDER = gaebSample('boq.x83');

/** Types a unit price into 01.02.0010 by keyboard and waits for the server's answer to its PATCH. */
async function typeUnitPrice(page: Page, text: string): Promise<number> {
  await boqCell(page, '01.02.0010', 4).click();
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  return (await answer).status();
}

test('two people set the same unit price: the second keeps what they typed and chooses', async ({
  page,
  browser,
  request,
  signedIn,
  consoleErrors,
}) => {
  const token = signedIn.accessToken;
  const { projectId, boqId } = await projectWithBoqViaApi(request, token, TENDER);
  const colleague = { userName: `buero-${Date.now().toString(36)}`, password: 'Angebot-2026!' };
  await createUserViaApi(request, token, { ...colleague, displayName: 'Bea Büro', role: 'office' });

  // Anna (this page) and Bea (a browser of her own) open the same BoQ.
  const beaContext = await browser.newContext();
  const bea = await beaContext.newPage();
  await seedSession(bea, { ...(await signInViaApi(request, colleague)), url: serverBaseURL() });
  for (const person of [page, bea]) {
    await person.setViewportSize({ width: 1440, height: 900 });
    await person.goto(`/projects/${projectId}/positions`);
    await expect(boqCell(person, '01.02.0010', 4)).toHaveText('');
  }

  // Anna saves first; Bea's save of the row she still sees as it was is refused (409).
  expect(await typeUnitPrice(page, '12,5')).toBe(200);
  expect(await typeUnitPrice(bea, '13')).toBe(409);
  const alert = bea.getByRole('alert');
  await expect(alert).toContainText(
    '01.02.0010: Diese Zeile wurde inzwischen geändert. Gespeichert ist: EP 12,50',
  );
  // What Bea typed is still there; the subtotals are Anna's row plus Bea's change of it.
  await expect(boqCell(bea, '01.02.0010', 4)).toHaveText('13,00');
  await expect(boqCell(bea, '01.02.0010', 5)).toHaveText('1.300,00');
  await expect(boqCell(bea, '01.02', 5)).toHaveText('1.300,00');
  await expect(bea.getByTestId('boq-net')).toHaveText('1.300,00 €');
  await bea.screenshot({ path: screenshotPath('positions-conflict.png') });

  // She saves her value over Anna's, deliberately.
  const saved = bea.waitForResponse((response) => response.request().method() === 'PATCH');
  await alert.getByRole('button', { name: 'Meine Eingabe speichern' }).click();
  expect((await saved).status()).toBe(200);
  await expect(alert).toBeHidden();
  await expect(boqCell(bea, '01.02.0010', 4)).toHaveText('13,00');
  const stored = (await getNodesViaApi(request, token, boqId)).find((node) => node.oz === '01.02.0010');
  expect(stored?.unitPrice != null && decimalEquals(stored.unitPrice, '13')).toBe(true);

  // Now Anna's row is the stale one: Bea saves again first, and Anna takes Bea's newer value.
  expect(await typeUnitPrice(bea, '15')).toBe(200);
  expect(await typeUnitPrice(page, '14')).toBe(409);
  const annasAlert = page.getByRole('alert');
  await expect(annasAlert).toContainText('Gespeichert ist: EP 15,00');
  await expect(boqCell(page, '01.02.0010', 4)).toHaveText('14,00');
  await annasAlert.getByRole('button', { name: 'Neu laden' }).click();
  await expect(annasAlert).toBeHidden();
  await expect(boqCell(page, '01.02.0010', 4)).toHaveText('15,00');
  await expect(boqCell(page, '01', 5)).toHaveText('1.500,00');
  const after = (await getNodesViaApi(request, token, boqId)).find((node) => node.oz === '01.02.0010');
  expect(after?.unitPrice != null && decimalEquals(after.unitPrice, '15')).toBe(true);

  await beaContext.close();
  // Anna's refused save is answered 409, which the browser logs as a failed resource: nothing else.
  expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
});
