import type { ElementOfKind, TemplateElement } from '@vendoc/contract/document-template-elements';
import { giroCodePayload } from './epc-qr';
import { formatFieldValue } from './format-value';
import { fillInlineFields } from './inline-fields';
import { CELL_PADDING, frameBox, textBox, type LayoutContext } from './layout-context';
import type { LayoutBox, TextLine } from './layout-types';
import { hasValue, resolvePath } from './resolve-path';
import { lineHeightMm, wrapRuns, wrapText } from './text-wrap';

/** The lines of a text or field element, inline fields filled; null for other kinds. */
export function elementLines(element: TemplateElement, context: LayoutContext): TextLine[] | null {
  const { data, fields, measurer } = context;
  if (element.kind === 'text') {
    const runs = element.runs.map((run) => ({ ...run, text: fillInlineFields(run.text, data, fields) }));
    return wrapRuns(runs, element.width, element.style, measurer);
  }
  if (element.kind === 'field') {
    const value = formatFieldValue(
      fields.has(element.path) ? resolvePath(data, element.path) : undefined,
      element.format,
    );
    return wrapText(value === '' ? '' : `${element.label}${value}`, element.width, element.style, measurer);
  }
  return null;
}

/** Where the recipient's lines start in the window: Form A 12.7 mm, Form B 17.7 mm (DIN 5008 address zones). */
const RECIPIENT_OFFSET = { A: 12.7, B: 17.7 } as const;

function addressWindowBoxes(
  element: ElementOfKind<'addressWindow'>,
  context: LayoutContext,
  y: number,
): LayoutBox[] {
  const { data, fields, measurer } = context;
  const boxes: LayoutBox[] = [];
  const returnAddress = fillInlineFields(element.returnAddress, data, fields).trim();
  if (returnAddress !== '') {
    const style = { ...element.style, fontSize: 7, lineHeight: 1.2 };
    const lines = wrapText(returnAddress, element.width, style, measurer).slice(0, 1);
    boxes.push(
      textBox(element, { x: element.x, y: y + 1.5, width: element.width, height: 3.5 }, lines, style),
    );
  }
  const recipient = fillInlineFields(element.recipient, data, fields)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  const top = RECIPIENT_OFFSET[element.form];
  const lines = wrapText(recipient, element.width, element.style, measurer);
  boxes.push(
    textBox(element, { x: element.x, y: y + top, width: element.width, height: element.height - top }, lines),
  );
  return boxes;
}

const TOTALS_LABELS = {
  net: 'Nettobetrag',
  gross: 'Gesamtbetrag',
  deductions: 'abzüglich früherer Rechnungen und Einbehalt',
  amountDue: 'Zahlbetrag',
} as const;

interface TotalsRow {
  label: string;
  value: string;
  bold: boolean;
}

/** The label and formatted value rows of a totals block. */
function totalsRows(element: ElementOfKind<'totals'>, context: LayoutContext): TotalsRow[] {
  const money = (path: string) => formatFieldValue(resolvePath(context.data, path), 'money');
  return element.rows.flatMap((row): TotalsRow[] => {
    if (row === 'vatPerRate') {
      const rates = resolvePath(context.data, 'totals.vatRates');
      return (Array.isArray(rates) ? rates : []).map((rate: unknown) => ({
        label: `zzgl. ${formatFieldValue(resolvePath(rate, 'rate'), 'percent')} USt auf ${formatFieldValue(resolvePath(rate, 'net'), 'money')}`,
        value: formatFieldValue(resolvePath(rate, 'vat'), 'money'),
        bold: false,
      }));
    }
    if (row === 'deductions' && !hasValue(resolvePath(context.data, 'totals.deductions'))) return [];
    return [
      {
        label: TOTALS_LABELS[row],
        value: money(`totals.${row}`),
        bold: row === 'gross' || row === 'amountDue',
      },
    ];
  });
}

/** The rows of a totals block with their lines: a label wider than its column wraps, the row grows with it. */
function totalsLines(element: ElementOfKind<'totals'>, context: LayoutContext) {
  const lineHeight = lineHeightMm(element.style);
  return totalsRows(element, context).map((row) => {
    const style = { ...element.style, fontWeight: row.bold ? ('bold' as const) : element.style.fontWeight };
    const label = wrapText(row.label, element.labelWidth, style, context.measurer);
    const value = wrapText(row.value, Infinity, style, context.measurer);
    return { style, label, value, height: Math.max(1, label.length) * lineHeight };
  });
}

/** Height of a totals block: its rows, each as high as its wrapped label. */
export function totalsHeight(element: ElementOfKind<'totals'>, context: LayoutContext): number {
  return totalsLines(element, context).reduce((sum, row) => sum + row.height, 0);
}

function totalsBoxes(element: ElementOfKind<'totals'>, context: LayoutContext, y: number): LayoutBox[] {
  const lineHeight = lineHeightMm(element.style);
  const valueWidth = Math.max(0, element.width - element.labelWidth);
  let top = y;
  return totalsLines(element, context).flatMap((row) => {
    const boxes = [
      textBox(
        element,
        { x: element.x, y: top, width: element.labelWidth, height: row.height },
        row.label,
        row.style,
      ),
      // The amount stands on the row's last line, where the wrapped label ends.
      textBox(
        element,
        {
          x: element.x + element.labelWidth,
          y: top + row.height - lineHeight,
          width: valueWidth,
          height: lineHeight,
        },
        row.value,
        { ...row.style, align: 'right' },
      ),
    ];
    top += row.height;
    return boxes;
  });
}

/** Cells of a free table, filled and wrapped, with each row's height. */
export function freeTableRows(element: ElementOfKind<'freeTable'>, context: LayoutContext) {
  const lineHeight = lineHeightMm(element.style);
  return element.rows.map((row, rowIndex) => {
    const header = rowIndex < element.headerRows;
    const style = header ? { ...element.style, fontWeight: 'bold' as const } : element.style;
    const cells = row.map((cell, column) => {
      const width = (element.columns[column]?.width ?? 0) - 2 * CELL_PADDING;
      return wrapText(fillInlineFields(cell, context.data, context.fields), width, style, context.measurer);
    });
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * lineHeight + 2 * CELL_PADDING;
    return { cells, height, style };
  });
}

function freeTableBoxes(element: ElementOfKind<'freeTable'>, context: LayoutContext, y: number): LayoutBox[] {
  const boxes: LayoutBox[] = [];
  let top = y;
  for (const row of freeTableRows(element, context)) {
    let left = element.x;
    row.cells.forEach((lines, column) => {
      const spec = element.columns[column];
      if (!spec) return;
      const box = {
        x: left + CELL_PADDING,
        y: top + CELL_PADDING,
        width: spec.width - 2 * CELL_PADDING,
        height: row.height - 2 * CELL_PADDING,
      };
      boxes.push(textBox(element, box, lines, { ...row.style, align: spec.align }));
      left += spec.width;
    });
    top += row.height;
  }
  return boxes;
}

function signatureBoxes(element: ElementOfKind<'signature'>, context: LayoutContext, y: number): LayoutBox[] {
  const lineHeight = lineHeightMm({ ...element.style, fontSize: 8 });
  const lineY = y + element.height - lineHeight;
  const boxes: LayoutBox[] = [];
  const image = element.imagePath === null ? undefined : resolvePath(context.data, element.imagePath);
  const base = { elementId: element.id, rotation: element.rotation, x: element.x, width: element.width };
  if (hasValue(image) && context.fields.has(element.imagePath ?? ''))
    boxes.push({
      ...base,
      type: 'image',
      y,
      height: lineY - y,
      source: { type: 'data', value: image },
      fit: 'contain',
    });
  boxes.push({
    ...base,
    type: 'line',
    y: lineY,
    height: 0,
    thickness: 0.2,
    color: element.style.color,
    dash: 'solid',
  });
  const caption = element.showDate ? `Datum, ${element.label}` : element.label;
  const style = { ...element.style, fontSize: 8 };
  boxes.push(
    textBox(
      element,
      { x: element.x, y: lineY + 0.5, width: element.width, height: lineHeight },
      wrapText(caption, element.width, style, context.measurer),
      style,
    ),
  );
  return boxes;
}

function qrPayload(element: ElementOfKind<'qrCode'>, context: LayoutContext): string | null {
  const { data, fields } = context;
  if (element.content.type === 'text') return fillInlineFields(element.content.text, data, fields) || null;
  const text = (path: string) => {
    const value = fields.has(path) ? resolvePath(data, path) : undefined;
    return typeof value === 'string' ? value : '';
  };
  return giroCodePayload({
    name: text('company.name'),
    iban: text('company.iban'),
    bic: text('company.bic'),
    amount: text('totals.amountDue'),
    remittance: [text('document.title'), text('document.number')].filter((part) => part !== '').join(' '),
  });
}

/**
 * The boxes of an element with its top at `y` (its own y unless it flows) and `height` (its own unless it grew),
 * for the page of `context`. Element fill and border are drawn under the content.
 */
export function elementBoxes(
  element: TemplateElement,
  context: LayoutContext,
  y = element.y,
  height = element.height,
): LayoutBox[] {
  const base = {
    elementId: element.id,
    rotation: element.rotation,
    x: element.x,
    y,
    width: element.width,
    height,
  };
  const own = { x: element.x, y, width: element.width, height };
  switch (element.kind) {
    case 'text':
    case 'field':
      return [...frameBox(element, y, height), textBox(element, own, elementLines(element, context) ?? [])];
    case 'image':
      return [{ ...base, type: 'image', source: element.source, fit: element.fit }];
    case 'line':
      return [
        {
          ...base,
          type: 'line',
          thickness: element.thickness,
          color: element.style.color,
          dash: element.dash,
        },
      ];
    case 'rectangle':
      return [
        {
          ...base,
          type: 'rect',
          fill: element.style.fill,
          border: element.style.border,
          cornerRadius: element.cornerRadius,
        },
      ];
    case 'addressWindow':
      return [...frameBox(element, y, height), ...addressWindowBoxes(element, context, y)];
    case 'foldMarks':
      return element.marks.map((mark) => ({
        ...base,
        type: 'line' as const,
        y: y + mark.y,
        height: 0,
        thickness: mark.type === 'hole' ? 0.3 : 0.2,
        color: element.style.color,
        dash: 'solid' as const,
      }));
    case 'totals':
      return [...frameBox(element, y, height), ...totalsBoxes(element, context, y)];
    case 'pageNumber': {
      const text = element.pattern
        .replaceAll('{page}', String(context.page))
        .replaceAll('{pages}', String(context.pages));
      return [
        ...frameBox(element, y, height),
        textBox(element, own, wrapText(text, element.width, element.style, context.measurer)),
      ];
    }
    case 'qrCode': {
      const payload = qrPayload(element, context);
      return payload === null ? [] : [{ ...base, type: 'qrCode', payload }];
    }
    case 'signature':
      return signatureBoxes(element, context, y);
    case 'freeTable':
      return [...frameBox(element, y, height), ...freeTableBoxes(element, context, y)];
    case 'positionsTable':
      return []; // laid out by the positions table block
  }
}
