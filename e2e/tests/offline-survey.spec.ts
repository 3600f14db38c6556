import { expect } from '@playwright/test';
import { signInViaApi } from '../support/api';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { enterSurveyLine, outboxStates } from '../support/offline';
import { loginPrompt } from '../support/prompts';
import { seedSession } from '../support/session';
import { getSurveyViaApi, teamSurveyViaApi } from '../support/surveys-api';
import { createUserViaApi } from '../support/users-api';

// Issue 15, offline: a fitter on a phone measures without a connection; every line waits in the outbox (IndexedDB),
// survives a reload, and reaches the server exactly once when the connection is back.

const LINES = 30;

test('a fitter measures 30 lines offline, reloads, and back online exactly 30 reach the server; a lost answer makes no duplicate', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signInViaApi(request);
  const credentials = { userName: `monteur-off-${Date.now().toString(36)}`, password: 'Baustelle-2026!' };
  const fitter = await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: 'Otto Offline',
    role: 'fitter',
  });
  const { survey, path } = await teamSurveyViaApi(request, admin.accessToken, fitter.id, {
    project: 'Neubau Funkloch',
    construction: 'Keller',
    survey: 'Aufmaß Keller',
  });
  const lineCount = async () => (await getSurveyViaApi(request, admin.accessToken, survey.id)).lines.length;

  await seedSession(page, { ...(await signInViaApi(request, credentials)), url: serverBaseURL() });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const addLine = page.getByRole('button', { name: 'Neue Zeile' });
  await expect(addLine).toBeVisible();
  // The app shell is in the service worker's cache before the connection goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await addLine.click();
  for (let index = 1; index <= LINES; index += 1) await enterSurveyLine(page, `${index}*2`);
  await expect.poll(() => outboxStates(page)).toEqual(Array<string>(LINES).fill('waiting'));
  // The lines are shown as waiting, not as saved.
  await expect(page.getByText('wartet', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('offline-survey-waiting-390.png') });

  // A reload without a connection: the app shell from the service worker, the survey from the offline copy, and
  // the lines from the outbox, still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aufmaß Keller' })).toBeVisible();
  await expect(page.getByText('wartet', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Aufmaß wird geladen')).toHaveCount(0);
  expect(await outboxStates(page)).toHaveLength(LINES);
  await page.screenshot({ path: screenshotPath('offline-survey-reloaded-390.png') });
  expect(await lineCount()).toBe(0);

  // Back online: sent in order, exactly once each.
  await context.setOffline(false);
  await expect.poll(lineCount, { timeout: 30_000 }).toBe(LINES);
  await expect(page.getByText('wartet', { exact: true })).toHaveCount(0);
  expect(await outboxStates(page)).toEqual([]);

  // An answer lost after the server committed: the line is sent again with the same key and stored once.
  let aborted = false;
  await page.route('**/api/v1/quantity-surveys/*/lines', async (route) => {
    if (aborted || route.request().method() !== 'POST') return route.fallback();
    aborted = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Neue Zeile' }).click();
  await enterSurveyLine(page, '99');
  await expect.poll(() => aborted).toBe(true);
  await expect.poll(lineCount, { timeout: 30_000 }).toBe(LINES + 1);
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([]);
  expect(await lineCount()).toBe(LINES + 1);
  const stored = await getSurveyViaApi(request, admin.accessToken, survey.id);
  expect(stored.lines.filter((line) => line.expression === '99')).toHaveLength(1);
  await page.screenshot({ path: screenshotPath('offline-survey-synced-390.png') });
});

test("changes waiting at sign-out: a warning, kept for their owner, never sent under the next person's sign-in", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signInViaApi(request);
  const suffix = Date.now().toString(36);
  const fitterLogin = { userName: `monteur-wechsel-${suffix}`, password: 'Baustelle-2026!' };
  const fitter = await createUserViaApi(request, admin.accessToken, {
    ...fitterLogin,
    displayName: 'Otto Wechsel',
    role: 'fitter',
  });
  const officeLogin = { userName: `buero-wechsel-${suffix}`, password: 'Buero-2026!' };
  await createUserViaApi(request, admin.accessToken, {
    ...officeLogin,
    displayName: 'Bea Büro',
    role: 'office',
  });
  const { survey, path: surveyPath } = await teamSurveyViaApi(request, admin.accessToken, fitter.id, {
    project: 'Schichtwechsel',
    construction: 'EG',
    survey: 'Aufmaß Schichtwechsel',
  });
  const expressions = async () =>
    (await getSurveyViaApi(request, admin.accessToken, survey.id)).lines.map((line) => line.expression);
  const prompt = loginPrompt(page);
  const signOut = async () => {
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  };
  const signIn = async (login: { userName: string; password: string }) => {
    await page
      .getByRole('button', { name: 'Erneut anmelden' })
      .or(page.getByRole('link', { name: 'Erneut anmelden' }))
      .click();
    await prompt.userName.fill(login.userName);
    await prompt.password.fill(login.password);
    await prompt.submit.click();
    await expect(prompt.dialog).toBeHidden();
  };

  await seedSession(page, { ...(await signInViaApi(request, fitterLogin)), url: serverBaseURL() });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(surveyPath);
  const addLine = page.getByRole('button', { name: 'Neue Zeile' });
  await expect(addLine).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Two lines measured without a connection, then the fitter signs out: asked first, told they stay.
  await context.setOffline(true);
  await addLine.click();
  await enterSurveyLine(page, '1.5*2');
  await enterSurveyLine(page, '4');
  await expect.poll(() => outboxStates(page)).toEqual(['waiting', 'waiting']);
  await signOut();
  const warning = page.getByRole('dialog', { name: 'Nicht gesendete Änderungen' });
  await expect(warning).toContainText('2 Änderungen sind noch nicht auf dem Server.');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(warning.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.screenshot({ path: screenshotPath('sign-out-unsent-390.png') });
  await warning.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/logedOut$/);

  // Back online, someone from the office signs in on the same phone and saves a line of the same survey: it is
  // sent through the same outbox, which sends in order, yet the fitter's lines stay where they are.
  await context.setOffline(false);
  await signIn(officeLogin);
  await page.goto(surveyPath);
  await expect(page.getByRole('heading', { name: 'Aufmaß Schichtwechsel' })).toBeVisible();
  await expect(page.getByText('wartet', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Neue Zeile' }).click();
  await enterSurveyLine(page, '7');
  await expect.poll(expressions).toEqual(['7']);
  expect(await outboxStates(page)).toEqual(['waiting', 'waiting']);

  // The office signs out without a question (nothing of theirs waits); the fitter signs in and their lines go.
  await page.goto('/');
  await signOut();
  await expect(page).toHaveURL(/\/logedOut$/);
  await signIn(fitterLogin);
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([]);
  expect((await expressions()).sort()).toEqual(['1.5*2', '4', '7']);
});
