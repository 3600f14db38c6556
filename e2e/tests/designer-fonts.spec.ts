import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { test } from '../support/fixtures';
import { serverBaseURL } from '../support/env';
import { screenshotPath } from '../support/paths';
import { pdfText } from '../support/survey-pdf';
import { createTemplateViaApi } from '../support/templates-api';

// The canvas measures and draws text with the Noto fonts the PDF embeds (issue 13), so its line breaks are the
// PDF's: every line of text the canvas shows with sample data is a line (or part of one) of the preview PDF.

const PARAGRAPH =
  'Die Fenster werden nach RAL-Leitfaden luftdicht und schlagregendicht eingebaut; die Anschlussfugen ' +
  'erhalten innen ein diffusionsdichtes und außen ein diffusionsoffenes Fugenband. Größere Abweichungen ' +
  'der Rohbaumaße (über ± 10 mm) sind vor Beginn der Montage schriftlich anzuzeigen, „Mehraufwand“ wird ' +
  'nach Aufwand berechnet – Übergabe und Einweisung sind im Preis enthalten. ';

/**
 * The offer starter with two long paragraphs where its table and totals were: sans regular and bold, serif italic and
 * bold italic.
 */
async function withParagraphs(
  request: APIRequestContext,
  accessToken: string,
  record: DocumentTemplate,
): Promise<void> {
  const elements = record.template.firstPage.elements;
  const sample = elements.find((element) => element.kind === 'text');
  if (sample?.kind !== 'text') throw new Error('the offer starter has no text element');
  const paragraph = (
    id: string,
    y: number,
    fontFamily: 'sans' | 'serif',
    italic: boolean,
  ): TemplateElement => ({
    ...sample,
    id,
    name: id,
    x: 25,
    y,
    width: 110,
    height: 60,
    style: { ...sample.style, fontFamily, fontSize: 10, fontWeight: 'normal', italic: false, align: 'left' },
    runs: [
      { text: PARAGRAPH, bold: false, italic },
      { text: PARAGRAPH, bold: true, italic },
    ],
  });
  const template = {
    ...record.template,
    firstPage: {
      ...record.template.firstPage,
      elements: [
        ...elements.filter((element) => !['positionsTable', 'totals'].includes(element.kind)),
        paragraph('paragraph-sans', 120, 'sans', false),
        paragraph('paragraph-serif', 183, 'serif', true),
      ],
    },
  };
  const response = await request.patch(`${serverBaseURL()}/api/v1/document-templates/${record.id}`, {
    data: { template, version: record.version },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text lines the layout engine placed on the canvas (one absolutely positioned `white-space: pre` row each). */
async function canvasLines(page: Page): Promise<string[]> {
  const rows = page.getByTestId('designer-page').locator('div[style*="white-space: pre;"]');
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).map(collapse).filter((line) => line !== '');
}

test("designer: the canvas breaks the offer starter's lines where the PDF preview does, inside their boxes", async ({
  page,
  request,
  signedIn,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1440, height: 1400 });
  const template = await createTemplateViaApi(request, signedIn.accessToken);
  await withParagraphs(request, signedIn.accessToken, template);
  const fonts = page.waitForResponse((response) =>
    /\/assets\/NotoSans_400Regular-[\w-]+\.ttf$/.test(response.url()),
  );
  await page.goto(`/designer/loading?template=${template.id}`);
  expect((await fonts).status()).toBe(200);
  await expect(page.getByTestId('designer-page')).toBeVisible();
  expect(
    await page.evaluate(() =>
      ['', 'bold ', 'italic ', 'italic bold '].flatMap((variant) =>
        ['Noto Sans', 'Noto Serif'].map((family) => document.fonts.check(`${variant}12px "${family}"`)),
      ),
    ),
  ).toEqual(Array(8).fill(true));

  const lines = await canvasLines(page);
  // drawn as measured: no line is wider than its text box (the page's letter spacing would widen it)
  const overflowing = await page
    .getByTestId('designer-page')
    .locator('div[style*="white-space: pre;"]')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const range = document.createRange();
        range.selectNodeContents(row);
        const overflow = range.getBoundingClientRect().width - row.getBoundingClientRect().width;
        return overflow > 0.5 ? [`${row.textContent ?? ''} (+${overflow.toFixed(1)} px)`] : [];
      }),
    );
  expect(overflowing).toEqual([]);
  const preview = await request.post(`${serverBaseURL()}/api/v1/document-templates/${template.id}/preview`, {
    data: {},
    headers: { Authorization: `Bearer ${signedIn.accessToken}` },
  });
  expect(preview.status()).toBe(200);
  const pdfLines = (await pdfText(await preview.body(), join(tmpdir(), `designer-fonts-${template.id}.pdf`)))
    .split('\n')
    .map(collapse);
  // the paragraphs wrap into many lines, each break where the PDF's is
  expect(lines.filter((line) => line.split(' ').length >= 6).length).toBeGreaterThan(15);
  expect(lines.filter((line) => !pdfLines.some((pdfLine) => pdfLine.includes(line)))).toEqual([]);
  await page.getByTestId('designer-page').screenshot({ path: screenshotPath('designer-fonts-canvas.png') });
  expect(consoleErrors).toEqual([]);
});
