import ExcelJS from 'exceljs';
import type { BoqNodeMarks, BoqTotals } from '@vendoc/contract/boqs';
import { decimal, formatGerman, toCanonical, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { germanDate } from '../../lib/german-date';
import { allNodeRows, type BoqRow, type NodeListRow } from '../boqs/boqs.service';

/** Excel number formats; Excel shows them with the reader's separators ("1.234,500" in German). */
export const QUANTITY_FORMAT = '#,##0.000';
export const PRICE_FORMAT = '#,##0.00 "€"';

const COLUMNS = [
  { header: 'OZ', width: 16 },
  { header: 'Kurztext', width: 60 },
  { header: 'Menge', width: 14 },
  { header: 'Einheit', width: 9 },
  { header: 'EP', width: 15 },
  { header: 'GP', width: 17 },
] as const;
/** The rows above the table: name, date, blank; the header row is the fourth. */
const HEADER_ROW = 4;

type NodeRow = NodeListRow;

/** The exact decimal string of the model as a number, converted only here, at the cell. */
const numberOf = (value: string | null) => (value === null ? null : Number(toCanonical(value)));

/** Why an item's total does not count (GAEB): said beside its short text. */
function notCountedReason(marks: BoqNodeMarks): string {
  if (marks.provisional === 'withoutTotal') return 'Bedarfsposition ohne GB';
  if (marks.alternative !== undefined) return 'Wahlposition';
  return 'entfällt';
}

function addNode(sheet: ExcelJS.Worksheet, node: NodeRow) {
  const category = node.kind === 'lot' || node.kind === 'title';
  const item = node.kind === 'item' || node.kind === 'markupItem';
  const text =
    item && !node.counted
      ? `${node.shortText} (${notCountedReason(node.marks)}, nicht in der Summe)`
      : node.shortText;
  const row = sheet.addRow([
    node.oz,
    text,
    item ? numberOf(node.qty) : null,
    item ? (node.unit ?? '') : '',
    item ? numberOf(node.unitPrice) : null,
    category || item ? numberOf(node.total) : null,
  ]);
  row.getCell(2).alignment = { indent: Math.min(node.depth, 8), wrapText: true, vertical: 'top' };
  if (category) row.font = { bold: true };
  else if (item && !node.counted) row.font = { italic: true, color: { argb: 'FF6B6B6B' } };
  else if (!item) row.font = { italic: true };
}

function addTotals(sheet: ExcelJS.Worksheet, totals: BoqTotals) {
  const line = (label: string, amount: string) => {
    const row = sheet.addRow([null, label, null, null, null, numberOf(amount)]);
    row.font = { bold: true };
  };
  sheet.addRow([]);
  line('Summe', totals.total);
  if (totals.discountPercent !== null) {
    const discount = toFixed(decimal(totals.net).minus(totals.total), 2);
    line(`Nachlass ${formatGerman(totals.discountPercent, 2)} %`, discount);
    line('Netto nach Nachlass', totals.net);
  } else line('Netto', totals.net);
  for (const part of totals.vatParts) line(`MwSt. ${formatGerman(part.vatPercent, 2)} %`, part.vat);
  line('Brutto', totals.gross);
}

/**
 * The BoQ as an Excel workbook: one sheet "LV" with OZ, short text, quantity, unit, unit and total price; lots and
 * titles as bold rows with their subtotals, items that do not count in grey, then total, VAT and gross. Numbers
 * are numeric cells with German formats, taken from the stored exact decimals.
 */
export async function boqWorkbook(db: Database, boq: BoqRow, now: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'VenDoc';
  workbook.created = now;
  const sheet = workbook.addWorksheet('LV', {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = COLUMNS.map((column) => ({ width: column.width }));
  sheet.getColumn(3).numFmt = QUANTITY_FORMAT;
  sheet.getColumn(5).numFmt = PRICE_FORMAT;
  sheet.getColumn(6).numFmt = PRICE_FORMAT;
  const title = sheet.addRow([boq.name]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([`Stand ${germanDate(now.toISOString().slice(0, 10))}, Preise netto in ${boq.currency}`]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  header.border = { bottom: { style: 'thin' } };
  for (const node of await allNodeRows(db, boq.id)) addNode(sheet, node);
  addTotals(sheet, boq.totals as BoqTotals);
  sheet.pageSetup.printTitlesRow = `${HEADER_ROW}:${HEADER_ROW}`;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
