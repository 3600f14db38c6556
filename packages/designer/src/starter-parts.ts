import type { ElementStyle, TemplateElement } from '@vendoc/contract/document-template-elements';
import { createElement, DEFAULT_STYLE } from './element-defaults';

/**
 * The building blocks of the built-in DIN 5008 Form B starters (A4 portrait, mm from the page's top-left corner):
 * letterhead 0-45 mm, address window 20 mm from the left and 45 mm from the top (85 x 45 mm, the top 5 mm the
 * return-address line), information block from 125 mm at 50 mm, fold marks at 105 and 210 mm and the hole mark at
 * 148.5 mm, subject from 98.5 mm, body from 25 mm to 190 mm, footer with the company's data from 274 mm.
 */

export const LEFT = 25;
export const BODY_WIDTH = 165;
/** Where flowing content (positions, long texts) ends on every page: above the page number and the footer. */
export const FLOW_BOTTOM = 266;

const style = (overrides: Partial<ElementStyle>): ElementStyle => ({ ...DEFAULT_STYLE, ...overrides });
const run = (text: string, bold = false) => ({ text, bold, italic: false });

/** A plain text element (one run). */
export function text(
  id: string,
  box: [number, number, number, number],
  content: string,
  look: Partial<ElementStyle> = {},
) {
  const [x, y, width, height] = box;
  return createElement('text', {
    id,
    name: '',
    x,
    y,
    width,
    height,
    runs: [run(content)],
    style: style(look),
  });
}

/** Letterhead of the first page: logo at the top right, the company's name large at the left. */
export function letterhead(): TemplateElement[] {
  return [
    createElement('image', { id: 'logo', name: 'Logo', x: 135, y: 10, width: 55, height: 25 }),
    text('company-name', [LEFT, 15, 100, 10], '{{company.name}}', { fontSize: 16, fontWeight: 'bold' }),
  ];
}

/** DIN 5008 Form B address window with the return-address line, and the fold and hole marks. */
export function addressAndMarks(): TemplateElement[] {
  return [
    createElement('addressWindow', { id: 'address', name: 'Anschrift', x: 20, y: 45, width: 85, height: 45 }),
    createElement('foldMarks', {
      id: 'fold-marks',
      name: 'Falz- und Lochmarken',
      x: 3,
      y: 0,
      width: 5,
      height: 297,
    }),
  ];
}

/** The information block: label and value rows (values are inline fields). */
export function infoBlock(rows: readonly [string, string][]): TemplateElement {
  return createElement('freeTable', {
    id: 'info-block',
    name: 'Informationsblock',
    x: 125,
    y: 50,
    width: 75,
    height: Math.max(5, rows.length * 5),
    // 8 pt at 1.1 and a 54 mm value column: an e-mail address like m.mustermann@muster-fensterbau.de stays on one
    // line, a longer one wraps once (before its "@"), and 9 rows with two wrapped lines still end above the
    // subject at 98.5 mm. Labels are at most 19.4 mm wide at 8 pt.
    columns: [
      { width: 21, align: 'left' },
      { width: 54, align: 'left' },
    ],
    headerRows: 0,
    rows: rows.map(([label, value]) => [label, value]),
    style: style({ fontSize: 8, lineHeight: 1.1 }),
  });
}

/** Title and subject of the first page (bold title line, subject below). */
export function subject(title: string): TemplateElement {
  return createElement('text', {
    id: 'subject',
    name: 'Betreff',
    x: LEFT,
    y: 98.5,
    width: BODY_WIDTH,
    height: 12,
    runs: [run(`${title} {{document.number}}\n`, true), run('{{document.subject}}')],
    style: style({ fontSize: 11 }),
  });
}

/** A multi-line data field across the body width (intro, closing, payment terms, long note texts). */
export function bodyField(
  id: string,
  name: string,
  path: string,
  y: number,
  height: number,
): TemplateElement {
  return createElement('field', {
    id,
    name,
    x: LEFT,
    y,
    width: BODY_WIDTH,
    height,
    path,
    format: 'text',
    label: '',
  });
}

type Column = TemplateElement & { kind: 'positionsTable' };

/** The positions table across the body width; `priced` adds unit price and total. */
export function positionsTable(id: string, y: number, height: number, priced: boolean): TemplateElement {
  const columns: Column['columns'] = priced
    ? [
        { key: 'oz', label: 'Pos.', width: 18, align: 'left' },
        { key: 'shortText', label: 'Leistung', width: 67, align: 'left' },
        { key: 'quantity', label: 'Menge', width: 20, align: 'right' },
        { key: 'unit', label: 'Einh.', width: 12, align: 'left' },
        { key: 'unitPrice', label: 'EP €', width: 22, align: 'right' },
        { key: 'total', label: 'GP €', width: 26, align: 'right' },
      ]
    : [
        { key: 'oz', label: 'Pos.', width: 20, align: 'left' },
        { key: 'shortText', label: 'Leistung', width: 105, align: 'left' },
        { key: 'quantity', label: 'Menge', width: 25, align: 'right' },
        { key: 'unit', label: 'Einh.', width: 15, align: 'left' },
      ];
  return createElement('positionsTable', {
    id,
    name: 'Positionen',
    x: LEFT,
    y,
    width: BODY_WIDTH,
    height,
    columns,
    repeatHeader: true,
    titleSubtotals: priced,
    carryOver: priced,
    headerFill: '#eeeeee',
    style: style({ fontSize: 9 }),
  });
}

/** Page number at the foot of the body, right-aligned. */
export function pageNumber(id: string, y = 268): TemplateElement {
  return createElement('pageNumber', {
    id,
    name: 'Seitenzahl',
    x: 150,
    y,
    width: 40,
    height: 5,
    style: style({ fontSize: 8, align: 'right' }),
  });
}

/** The footer with the company's address, contact, register and bank data in three columns. */
export function footer(prefix: string): TemplateElement[] {
  const small = { fontSize: 7, color: '#444444' } as const;
  return [
    createElement('line', {
      id: `${prefix}footer-rule`,
      name: 'Fußzeile',
      x: LEFT,
      y: 274,
      width: BODY_WIDTH,
      height: 0,
      thickness: 0.2,
    }),
    text(
      `${prefix}footer-address`,
      [LEFT, 276, 55, 16],
      '{{company.name}}\n{{company.address.street}}\n{{company.address.postalCode}} {{company.address.city}}\nGeschäftsführung: {{company.managingDirector}}',
      small,
    ),
    text(
      `${prefix}footer-contact`,
      [80, 276, 55, 16],
      'Tel. {{company.phone}}\n{{company.email}}\n{{company.website}}\nUSt-IdNr. {{company.vatId}} · St.-Nr. {{company.taxNumber}}',
      small,
    ),
    text(
      `${prefix}footer-bank`,
      [135, 276, 55, 16],
      '{{company.bankName}}\nIBAN {{company.iban}}\nBIC {{company.bic}}\n{{company.registerCourt}} {{company.registerNumber}}',
      small,
    ),
  ];
}

/** The header of following pages: company and document in one small line, with a rule under it. */
export function followingHeader(title: string): TemplateElement[] {
  return [
    text(
      'fp-header',
      [LEFT, 12, 120, 6],
      `{{company.name}} · ${title} {{document.number}} vom {{document.date}}`,
      {
        fontSize: 8,
        color: '#444444',
      },
    ),
    createElement('line', {
      id: 'fp-header-rule',
      name: 'Kopfzeile',
      x: LEFT,
      y: 20,
      width: BODY_WIDTH,
      height: 0,
      thickness: 0.2,
    }),
  ];
}

/** A signature box with a caption. */
export function signature(id: string, x: number, y: number, label: string, imagePath: string | null = null) {
  return createElement('signature', {
    id,
    name: 'Unterschrift',
    x,
    y,
    width: 70,
    height: 20,
    label,
    imagePath,
    showDate: true,
  });
}
