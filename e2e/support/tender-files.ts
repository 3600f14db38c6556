import type { GaebDocument } from '@vendoc/gaeb/model';
import { richTextFromPlainText } from '@vendoc/gaeb/rich-text';
import { boqOf, makeCategory, makeItem } from '@vendoc/gaeb/test-support/model-factory';
import { writeGaeb } from '@vendoc/gaeb/writer';

/** One item of a small tender: its OZ is the title's number and the item's number ("01.0010"). */
export interface TenderItem {
  /** Item number within the title, 4 digits ("0010"). */
  number: string;
  shortText: string;
  longText: string;
  /** Wire decimal ("2.000"). */
  qty: string;
  unit: string;
}

/**
 * A GAEB X83 (tender) with one title and the given items, written by @vendoc/gaeb's writer so it follows the
 * official schema: a tender as an architect's AVA program would send it, small enough to read in the test.
 */
export function tenderX83(
  name: string,
  title: { number: string; label: string },
  items: readonly TenderItem[],
): { name: string; mimeType: string; buffer: Buffer } {
  const boq = boqOf([
    {
      ...makeCategory(
        title.number,
        items.map((item) =>
          makeItem({
            id: `I${title.number}${item.number}`,
            rNoPart: item.number,
            oz: `${title.number}.${item.number}`,
            qty: item.qty,
            unit: item.unit,
            description: {
              wicNo: null,
              outline: null,
              completeText: {
                outline: richTextFromPlainText(item.shortText),
                detail: { parts: [{ kind: 'text', text: richTextFromPlainText(item.longText) }] },
              },
            },
          }),
        ),
      ),
      // An XML ID may not start with a digit.
      id: `C${title.number}`,
      label: richTextFromPlainText(title.label),
    },
  ]);
  boq.info = {
    ...boq.info,
    name: 'LV',
    label: name,
    outlineCompleteness: 'AllTxt',
    breakdown: [
      { type: 'BoQLevel', label: null, length: 2, numeric: true, alignment: null },
      { type: 'Item', label: null, length: 4, numeric: true, alignment: null },
    ],
  };
  const document: GaebDocument = {
    version: '3.3',
    phase: '83',
    namespace: '',
    info: { version: '3.3', versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: { name: 'E2E', label: name, currency: 'EUR', currencyLabel: null },
    award: { container: 'Award', dp: '83', info: null, owner: null, contractor: null, boq },
  };
  const { xml, warnings } = writeGaeb(document, { phase: 83 });
  if (warnings.length > 0) {
    throw new Error(`the tender is not schema-valid: ${warnings.map((w) => w.message).join('; ')}`);
  }
  return { name: `${name}.x83`, mimeType: 'application/xml', buffer: Buffer.from(xml, 'utf8') };
}
