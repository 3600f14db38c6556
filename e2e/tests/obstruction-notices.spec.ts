import { expect } from '@playwright/test';
import { gaebSample, getNodesViaApi, projectWithBoqViaApi } from '../support/boqs-api';
import {
  berlinDate,
  createConstructionNoteViaApi,
  uploadPhotoViaApi,
} from '../support/construction-notes-api';
import { test } from '../support/fixtures';
import { screenshotPath } from '../support/paths';
import { pngImage } from '../support/sample-files';
import { pdfText, printSurveyPdf } from '../support/survey-pdf';

// Issue 15: an obstruction in the site diary becomes a notice under VOB/B §6 (1): a letter PDF with the facts, the
// affected positions and photos; its sending is recorded, and later the notice that it ended (§6 (3)).

test('a site manager notifies an obstruction from the diary: the letter names the affected positions, sending and end are recorded', async ({
  page,
  request,
  signedIn,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const token = signedIn.accessToken;
  const { projectId, boqId } = await projectWithBoqViaApi(request, token, gaebSample('boq.x83'));
  const items = (await getNodesViaApi(request, token, boqId)).filter((node) => node.kind === 'item');
  const [first, second] = items;
  if (!first || !second) throw new Error('the sample has fewer than two items');
  const photoId = await uploadPhotoViaApi(request, token, projectId, {
    name: 'Estrich nass.png',
    mimeType: 'image/png',
    buffer: pngImage(320, 240),
  });
  const since = berlinDate(-1);
  const day = await createConstructionNoteViaApi(request, token, {
    projectId,
    date: since,
    obstructions: [
      {
        cause: 'Estrich im OG nicht begehbar',
        since,
        affectedPositionIds: [first.id, second.id],
        expectedEffect: 'Fensterbänke drei Tage später',
      },
    ],
    photos: [{ fileId: photoId, caption: 'Estrich im OG noch nass' }],
  });

  await page.goto(`/constructionNotes/${day.id}`);
  const section = page.getByRole('region', { name: 'Behinderungsanzeigen (VOB/B § 6)' });
  await expect(section.getByText('Noch keine Anzeige')).toBeVisible();
  await section.getByRole('button', { name: 'Behinderungsanzeige erstellen' }).click();
  const create = page.getByRole('dialog', { name: 'Behinderungsanzeige erstellen' });
  await create.getByRole('checkbox', { name: 'Estrich im OG noch nass' }).check();
  await create.getByRole('button', { name: 'Anzeige erstellen' }).click();
  await expect(create).toBeHidden();
  await expect(section.getByText('Behinderungsanzeige Nr. 1')).toBeVisible();
  await expect(section.getByText('Noch nicht versendet')).toBeVisible();

  const letter = await printSurveyPdf(page, () =>
    section.getByRole('button', { name: 'Anzeige als PDF' }).click(),
  );
  const text = await pdfText(letter.pdf, testInfo.outputPath('notice.pdf'));
  for (const expected of [
    'Behinderungsanzeige Nr. 1 nach § 6 Abs. 1 VOB/B',
    'Estrich im OG nicht begehbar',
    `${first.oz} ${first.shortText}`,
    `${second.oz} ${second.shortText}`,
    'Fensterbänke drei Tage später',
    'Anlage: 1 Foto',
    'Estrich im OG noch nass',
  ])
    expect(text).toContain(expected);

  await section.getByRole('button', { name: 'Versand erfassen', exact: true }).click();
  const sending = page.getByRole('dialog', { name: 'Versand der Behinderungsanzeige erfassen' });
  await sending.getByRole('button', { name: 'Speichern' }).click();
  await expect(sending.getByText('Bitte den Empfänger angeben.')).toBeVisible();
  await sending.getByRole('textbox', { name: 'Empfänger' }).fill('Stadt Musterstadt, Bauamt');
  await sending.getByRole('button', { name: 'Speichern' }).click();
  await expect(sending).toBeHidden();
  await expect(section.getByText(/Versendet am .* \(E-Mail\) an Stadt Musterstadt, Bauamt/)).toBeVisible();

  await section.getByRole('button', { name: 'Ende eintragen' }).click();
  const end = page.getByRole('dialog', { name: 'Ende der Behinderung eintragen' });
  await end.getByRole('button', { name: 'Speichern' }).click();
  await expect(end).toBeHidden();
  await expect(section.getByText(/^Beendet am /)).toBeVisible();

  const endLetter = await printSurveyPdf(page, () =>
    section.getByRole('button', { name: 'Ende als PDF' }).click(),
  );
  expect(endLetter.url.searchParams.get('letter')).toBe('end');
  expect(await pdfText(endLetter.pdf, testInfo.outputPath('end.pdf'))).toContain('Wegfall der Behinderung');
  await section.getByRole('button', { name: 'Versand des Endes erfassen' }).click();
  const endSending = page.getByRole('dialog', { name: 'Versand der Anzeige über das Ende erfassen' });
  await endSending.getByRole('combobox', { name: 'Versandweg' }).click();
  await page.getByRole('option', { name: 'Brief' }).click();
  await endSending.getByRole('textbox', { name: 'Empfänger' }).fill('Stadt Musterstadt, Bauamt');
  await endSending.getByRole('button', { name: 'Speichern' }).click();
  await expect(endSending).toBeHidden();
  await expect(section.getByText(/Ende angezeigt am .* \(Brief\)/)).toBeVisible();
  await expect(section.getByRole('button', { name: /erfassen|eintragen/ })).toHaveCount(0);

  // after a reload the notice and its state are the server's
  await page.reload();
  await expect(section.getByText('Behinderungsanzeige Nr. 1')).toBeVisible();
  await expect(section.getByText(/Ende angezeigt am/)).toBeVisible();
  await section.screenshot({ path: screenshotPath('obstruction-notices-section.png') });
  expect(consoleErrors).toEqual([]);
});
