import { expect, type APIRequestContext } from '@playwright/test';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import { isVoiceMemoType } from '@vendoc/contract/smart-notes';
import config from '../playwright.config';
import { signInViaApi } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { serverBaseURL } from '../support/env';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { createClientViaApi, createProjectViaApi, uniqueName } from '../support/records-api';
import { seedSession } from '../support/session';
import { createSmartNoteViaApi, fileContentViaApi, getSmartNoteViaApi } from '../support/smart-notes-api';
import { createUserViaApi } from '../support/users-api';

// Chromium's fake microphone (a beep), granted without a prompt: MediaRecorder records it as on a phone.
test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['microphone'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

/** The first bytes of every WebM (Matroska EBML header). */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** HTMLMediaElement.HAVE_METADATA: the player knows what it plays. */
const HAVE_METADATA = 1;

/** A fitter of the admin's company and a note of theirs in a new project. */
async function fitterWithNote(request: APIRequestContext) {
  const admin = await signInViaApi(request);
  const suffix = Date.now().toString(36);
  const credentials = { userName: `monteur-memo-${suffix}`, password: 'Baustelle-2026!' };
  await createUserViaApi(request, admin.accessToken, {
    ...credentials,
    displayName: `Max Monteur ${suffix}`,
    role: 'fitter',
  });
  const fitter = await signInViaApi(request, credentials);
  const client = await createClientViaApi(request, admin.accessToken, {
    kind: 'private',
    name: uniqueName('Erika Mustermann'),
  });
  const project = await createProjectViaApi(request, admin.accessToken, {
    name: uniqueName('Sanierung Altbau'),
    clientId: client.id,
  });
  const note = await createSmartNoteViaApi(request, fitter.accessToken, {
    projectId: project.id,
    type: 'defect',
    title: uniqueName('Fenster undicht Küche'),
  });
  return { fitter, project, note };
}

test('a fitter records a voice memo on the phone, plays it after a reload and removes it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { fitter, project, note } = await fitterWithNote(request);
  await seedSession(page, { ...fitter, url: serverBaseURL() });

  await page.goto(`/projects/${project.id}/smartNotes/${note.id}`);
  await expect(page.getByRole('heading', { level: 1, name: note.title })).toBeVisible();
  const memo = page.getByRole('region', { name: 'Sprachnotiz' });
  const record = memo.getByRole('button', { name: 'Sprachnotiz aufnehmen' });
  await expect(record).toBeVisible();
  expect((await record.boundingBox())!.height).toBeGreaterThanOrEqual(48);

  await record.click();
  const timer = memo.getByRole('timer', { name: 'Aufnahmedauer' });
  await expect(timer).toHaveText(/^(?!00:00)\d\d:\d\d$/);
  await expect(memo.getByText('Aufnahme läuft')).toBeVisible();
  const stop = memo.getByRole('button', { name: 'Stopp' });
  expect((await stop.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await memo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-voice-memo-recording-390.png') });
  await stop.click();

  const player = memo.getByLabel('Sprachnotiz abspielen');
  await expect(player).toBeVisible();
  await expect(timer).toBeHidden();
  // The browser reads the recording from the server (type, CSP and ranges allow it), not only an element.
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => (audio.error ? -1 : audio.readyState)))
    .toBeGreaterThanOrEqual(HAVE_METADATA);
  // MediaRecorder's WebM names no duration: the player finds it, so it shows the length before it is played.
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => ({
        known: Number.isFinite(audio.duration) && audio.duration > 0,
        atStart: audio.currentTime === 0,
      })),
    )
    .toEqual({ known: true, atStart: true });
  await expect(memo.getByRole('button', { name: 'Neu aufnehmen' })).toBeVisible();
  await expect(memo.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  await memo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-voice-memo-390.png') });
  await expectNoSeriousAxeViolations(page, 'note with a voice memo (390 x 844)');

  const stored = await getSmartNoteViaApi(request, fitter.accessToken, note.id);
  expect(stored.voiceMemo).not.toBeNull();
  const voiceMemo = stored.voiceMemo!;
  expect(isVoiceMemoType(voiceMemo.contentType)).toBe(true);
  expect(voiceMemo.contentType).toBe('video/webm');
  expect(voiceMemo.size).toBeGreaterThan(0);
  expect(voiceMemo.name).toMatch(/^Sprachnotiz \d{4}-\d\d-\d\d \d\d-\d\d\.webm$/);
  await expect(memo.getByText(voiceMemo.name)).toBeVisible();
  const content = await fileContentViaApi(request, voiceMemo.contentUrl);
  expect(content.body.subarray(0, 4)).toEqual(EBML_MAGIC);
  expect(content.body.length).toBe(voiceMemo.size);

  await page.reload();
  await expect(player).toBeVisible();
  const source = new URL((await player.getAttribute('src'))!);
  expect(source.pathname).toBe(`/api/v1/files/${voiceMemo.id}/content`);
  expect(source.searchParams.get('disposition')).toBe('inline');
  await expect(player).toHaveAttribute('preload', 'metadata');
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => (audio.error ? -1 : audio.readyState)))
    .toBeGreaterThanOrEqual(HAVE_METADATA);
  // and it plays
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());

  await memo.getByRole('button', { name: 'Entfernen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sprachnotiz entfernen?' });
  await expect(dialog).toContainText('bleibt in den Projektdateien');
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(dialog).toBeHidden();
  await expect(memo.getByRole('button', { name: 'Sprachnotiz aufnehmen' })).toBeVisible();
  await expect(player).toBeHidden();
  expect((await getSmartNoteViaApi(request, fitter.accessToken, note.id)).voiceMemo).toBeNull();
  // the recording itself stays in the project's files
  expect((await fileContentViaApi(request, voiceMemo.contentUrl)).body.length).toBe(voiceMemo.size);
  expect(consoleErrors).toEqual([]);
});

test('a refused upload shows the server’s reason and keeps the recording to try again', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const { fitter, project, note } = await fitterWithNote(request);
  await seedSession(page, { ...fitter, url: serverBaseURL() });
  // The first upload is refused as the server refuses one (a problem document from a VenDoc server).
  let refused = 0;
  await page.route(`**/api/v1/projects/${project.id}/files`, async (route) => {
    if (refused > 0 || route.request().method() !== 'POST') return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 507,
      contentType: 'application/problem+json',
      headers: { [VENDOC_SERVER_HEADER]: '1' },
      body: JSON.stringify({
        type: 'insufficient-storage',
        title: 'Insufficient Storage',
        status: 507,
        detail: 'Der Speicher des Servers ist voll.',
      }),
    });
  });

  await page.goto(`/projects/${project.id}/smartNotes/${note.id}`);
  const memo = page.getByRole('region', { name: 'Sprachnotiz' });
  await memo.getByRole('button', { name: 'Sprachnotiz aufnehmen' }).click();
  await expect(memo.getByRole('timer', { name: 'Aufnahmedauer' })).toHaveText(/^(?!00:00)\d\d:\d\d$/);
  await memo.getByRole('button', { name: 'Stopp' }).click();

  const alert = memo.getByRole('alert');
  await expect(alert).toContainText('Der Speicher des Servers ist voll.');
  expect(refused).toBe(1);
  expect((await getSmartNoteViaApi(request, fitter.accessToken, note.id)).voiceMemo).toBeNull();
  await memo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('smart-note-voice-memo-failed-390.png') });

  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(memo.getByLabel('Sprachnotiz abspielen')).toBeVisible();
  await expect(alert).toBeHidden();
  const stored = await getSmartNoteViaApi(request, fitter.accessToken, note.id);
  expect(stored.voiceMemo?.size).toBeGreaterThan(0);
  // Chromium logs the refused request itself; nothing else went wrong.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 507')]);
});
