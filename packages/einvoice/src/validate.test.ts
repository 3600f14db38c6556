import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachFacturX } from './factur-x-pdf';
import type { InvoiceModel } from './model';
import { representativeInvoices } from './test-invoices';
import { detach, invoicePdf } from './test-support/pdf';
import { inBatches, validate, type Verdict } from './test-support/validate';
import { toFacturXCii, toXRechnungCii, toXRechnungUbl } from './write';

// Every e-invoice VenDoc writes must pass the official rules (../shared/testdata/einvoice/validate.sh): XRechnung
// CII and UBL fully, the XML extracted from the Factur-X PDF with the EN 16931 rules. One test runs them all, two at a time (3-15 s each).
const dir = mkdtempSync(join(tmpdir(), 'vendoc-einvoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The Factur-X PDF/A-3 (an invoice rendered by packages/pdf with the CII attached), and the XML poppler's pdfdetach
 * takes out of it: what a recipient validates.
 */
async function xmlFromFacturXPdf(model: InvoiceModel): Promise<string> {
  const pdf = await attachFacturX(await invoicePdf(`Rechnung ${model.number}`), await toFacturXCii(model));
  return detach(pdf).first;
}

const writers = [
  { name: 'xrechnung-cii', write: toXRechnungCii, en16931Only: false },
  { name: 'xrechnung-ubl', write: toXRechnungUbl, en16931Only: false },
  { name: 'facturx-en16931', write: xmlFromFacturXPdf, en16931Only: true },
] as const;

describe('validate.sh', () => {
  it(
    'finds every written e-invoice valid and refuses a broken one',
    { timeout: 600_000 },
    async (context) => {
      const files: { label: string; file: string; en16931Only: boolean }[] = [];
      for (const [invoice, model] of Object.entries(representativeInvoices))
        for (const writer of writers) {
          const file = join(dir, `${invoice}-${writer.name}.xml`);
          writeFileSync(file, await writer.write(model));
          files.push({ label: `${invoice} ${writer.name}`, file, en16931Only: writer.en16931Only });
        }
      // The control: the plain invoice with a wrong amount due must be refused (the harness cannot pass blindly).
      const broken = join(dir, 'broken-amount-due.xml');
      const plainCii = await toXRechnungCii(representativeInvoices.plainInvoice);
      writeFileSync(broken, plainCii.replace(/(<ram:DuePayableAmount>)[^<]+/, '$1999.99'));
      files.push({ label: 'control (wrong amount due)', file: broken, en16931Only: false });
      const verdicts: (Verdict & { label: string })[] = await inBatches(
        files.map(({ label, file, en16931Only }) => async () => ({
          label,
          ...(await validate(file, en16931Only)),
        })),
        2,
      );
      const missing = verdicts.find((verdict) => verdict.code === 2);
      if (missing !== undefined) {
        context.skip(`validate.sh cannot run (Java/Saxon-HE missing): ${missing.output}`);
        return;
      }
      console.log(verdicts.map((v) => `${v.label}: ${v.output.split('\n').at(-1)} (${v.ms} ms)`).join('\n'));
      const control = verdicts.pop();
      expect(control?.code).toBe(1);
      expect(control?.output).toContain('BR-CO-16');
      expect(verdicts.filter((v) => v.code !== 0).map((v) => `${v.label}: ${v.output}`)).toEqual([]);
      expect(verdicts.map((v) => v.output.split('\n').at(-1))).toEqual(files.slice(0, -1).map(() => 'valid'));
    },
  );
});
