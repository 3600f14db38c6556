import { lineTotal, netVatGross } from '@vendoc/money/amounts';
import { sum, toFixed } from '@vendoc/money/decimal';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { starterTemplate } from '@vendoc/designer/starters';
import { crc32, deflateSync } from 'node:zlib';

/** German long-text sentences with every special character the PDF must carry (ß, ä, ö, ü, „“, €, –). */
const SENTENCES = [
  'Lieferung und fachgerechte Montage einschließlich aller Befestigungsmittel, Dichtbänder und Anschlüsse.',
  'Ausführung nach „RAL-Leitfaden zur Montage“ – innen luftdicht, außen schlagregendicht.',
  'Oberfläche weiß, Beschläge silberfarben; Zulage für Sonderfarben je Stück 45,00 €.',
  'Größe und Öffnungsart nach Angaben des Bauherrn; Maße vor Ort prüfen.',
  'Altbauteile ausbauen, Schutt sortenrein trennen und ordnungsgemäß entsorgen.',
  'Übergänge zu Putz und Laibung mit Anputzleisten schließen, Fugen überstreichbar.',
];

/** A long text of `sentences` sentences, different per position. */
export function longText(position: number, sentences: number): string {
  return Array.from(
    { length: sentences },
    (_unused, index) => SENTENCES[(position + index) % SENTENCES.length],
  ).join(' ');
}

/**
 * The sample offer with `count` positions in titles of 50, each with a long text of 2–6 sentences, and totals
 * computed exactly from the positions (what a large real offer looks like).
 */
export function largeOffer(count: number): Record<string, unknown> {
  const titles = Math.ceil(count / 50);
  const items = Array.from({ length: titles }, (_unused, t) => {
    const oz = String(t + 1).padStart(2, '0');
    return {
      oz,
      shortText: `Bauabschnitt ${t + 1}: Fenster und Türen`,
      items: Array.from({ length: Math.min(50, count - t * 50) }, (_unused2, p) => {
        const n = t * 50 + p;
        const quantity = `${1 + (n % 9)}.${String((n * 7) % 1000).padStart(3, '0')}`;
        const unitPrice = `${40 + ((n * 37) % 900)}.${String((n * 13) % 100).padStart(2, '0')}`;
        return {
          oz: `${oz}.${String((p + 1) * 10).padStart(4, '0')}`,
          shortText: `Kunststofffenster Typ ${n + 1}, ${800 + (n % 5) * 100} x 1200 mm, Uw max. 0,9`,
          longText: `Kunststofffenster Typ ${n + 1}\n${longText(n, 2 + (n % 5))}`,
          quantity,
          unit: n % 3 === 0 ? 'm²' : 'Stk',
          unitPrice,
          total: toFixed(lineTotal(quantity, unitPrice), 2),
          vatRate: '19',
          discount: '0',
        };
      }),
    };
  });
  const net = sum(items.flatMap((title) => title.items.map((item) => item.total)));
  const { vat, gross } = netVatGross(net, '19');
  const base = sampleDocumentData('offer');
  return {
    ...base,
    items,
    totals: {
      net: toFixed(net, 2),
      vat: toFixed(vat, 2),
      gross: toFixed(gross, 2),
      deductions: '0.00',
      amountDue: toFixed(gross, 2),
      vatRates: [{ rate: '19', net: toFixed(net, 2), vat: toFixed(vat, 2) }],
    },
  };
}

/** The offer starter printing each position's long text (short text as its first line) in the "Leistung" column. */
export function offerWithLongTexts(): DesignerTemplate {
  const template = starterTemplate('offer');
  return {
    ...template,
    firstPage: {
      ...template.firstPage,
      elements: template.firstPage.elements.map((element) =>
        element.kind === 'positionsTable'
          ? {
              ...element,
              columns: element.columns.map((column) =>
                column.key === 'shortText' ? { ...column, key: 'longText' as const } : column,
              ),
            }
          : element,
      ),
    },
  };
}

/** A solid-colour PNG of `width` x `height` pixels. */
export function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x20)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
