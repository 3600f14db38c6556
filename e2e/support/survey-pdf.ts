import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/**
 * Clicks the print action (`print`), waits for the survey PDF the page asks the server for and for the new tab
 * that shows it from a blob URL; returns the PDF's URL and bytes.
 */
export async function printSurveyPdf(
  page: Page,
  print: () => Promise<void>,
): Promise<{ url: URL; pdf: Buffer }> {
  const pdfResponse = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/pdf'));
  const popup = page.waitForEvent('popup');
  await print();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await expect(page.getByText('PDF wird erstellt …')).toBeHidden();
  return { url: new URL(response.url()), pdf: await response.body() };
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so a line stays on one line). */
export async function pdfText(pdf: Buffer, file: string): Promise<string> {
  await writeFile(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
