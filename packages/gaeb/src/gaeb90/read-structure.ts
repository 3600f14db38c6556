import { formatOzPart, splitBreakdown } from '../oz';
import { quoted, type Subject } from './context';
import { COMPLEMENT, ITEM_COUNT, LONG_TEXT_INDENT, LOT, TEXT_LINE, TOTAL, TOTAL_DECIMALS } from './layout';
import { field, trimmedField, type Gaeb90Record } from './records';
import { totalsOf, type ReadState } from './state';
import type { CategoryPath } from './tree';

/** A 26 line (and 20, T0/T1 texts): from column 6 when the indent (3-5) is blank, else from column 3. */
export function longTextLine(record: Gaeb90Record): string {
  const indent = field(record, LONG_TEXT_INDENT);
  return field(record, [indent.trim() === '' ? 6 : 3, TEXT_LINE[1]]).trimEnd();
}

/** Marks a lot or title as declared; a second declaration is merged into the first with a warning. */
function declare(
  state: ReadState,
  record: Gaeb90Record,
  path: CategoryPath,
  level: 'lot' | 'title',
): Subject {
  const { category, created } = state.tree.category(path, level);
  const subject: Subject = { kind: level === 'lot' ? 'Los' : 'Titel', oz: category.oz };
  for (const missing of created.slice(0, -1)) {
    state.ctx.warn(
      record,
      `Der übergeordnete Titel ${state.tree.oz(missing, false)} fehlt (Satzart 11); er wurde ohne Bezeichnung angelegt.`,
      subject,
    );
  }
  if (state.explicitCategories.has(category)) {
    state.ctx.warn(record, 'Kommt zweimal vor; die Einträge wurden zusammengeführt.', subject);
  }
  state.explicitCategories.add(category);
  state.label = { category, lines: [], size: 0, subject, record };
  return subject;
}

/** 10 Los-Beginn: lot number and label. */
export function readLotStart(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  const number = trimmedField(record, LOT.number);
  if (!/^\d{1,2}$/.test(number)) {
    state.ctx.error(record, 'invalid-value', `die Losnummer ${quoted(number)} (Spalten 3–4) ist keine Zahl`);
    state.discard();
    return;
  }
  state.lot = formatOzPart(number, splitBreakdown(state.breakdown).categoryLevels[0]);
  state.titlePath = [state.lot];
  declare(state, record, [state.lot], 'lot');
  state.addLabelLine(trimmedField(record, LOT.label));
}

/** 11 Bereichsbeginn: a title, placed by its OZ. */
export function readTitleStart(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  const place = state.place(record, 'title');
  if (place === null) {
    state.discard();
    return;
  }
  state.titlePath = place.path;
  declare(state, record, place.path, 'title');
}

/** 12 Bereichsbezeichnung: the label of the lot or title just begun (more records continue it). */
export function readLabel(state: ReadState, record: Gaeb90Record): void {
  if (state.label === null) {
    if (state.target?.discarded) return;
    state.ctx.error(
      record,
      'malformed-record',
      'Bezeichnung ohne vorangehenden Los- oder Titelsatz (Satzart 10 oder 11)',
    );
    return;
  }
  state.addLabelLine(trimmedField(record, TEXT_LINE));
}

/** 31 Bereichsende and 33 Los-Ende: the total of the title or lot (in priced phases). */
export function readCategoryEnd(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  let path: CategoryPath | null;
  if (record.type === '33') {
    const number = trimmedField(record, LOT.number);
    path = state.lot === null ? null : [state.lot];
    if (
      state.lot !== null &&
      number !== '' &&
      formatOzPart(number, splitBreakdown(state.breakdown).categoryLevels[0]) !== state.lot
    ) {
      state.ctx.warn(record, `Das Los-Ende nennt das Los ${quoted(number)}, offen ist das Los ${state.lot}.`);
    }
    state.lot = null;
    state.titlePath = [];
  } else {
    path = state.place(record, 'title')?.path ?? null;
    if (path !== null) state.titlePath = path.slice(0, -1);
  }
  const category = path === null ? undefined : state.tree.find(path);
  const total = state.number(record, TOTAL, TOTAL_DECIMALS, TOTAL_DECIMALS, 'die Summe');
  if (category === undefined) {
    if (path !== null)
      state.ctx.warn(record, `Bereichsende ohne passenden Bereichsbeginn (${state.tree.oz(path, false)}).`);
    return;
  }
  if (total !== null) category.totals = totalsOf(total);
}

/** 20 Hinweistext: a remark in the current title; the 26 records after it are its text. */
export function readRemarkStart(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  const remark = state.tree.addRemark(state.titlePath);
  state.collect(record, null, (description) => (remark.description = description));
  state.target!.text.addShort(trimmedField(record, TEXT_LINE));
}

/** T0, T1, T9: free preliminary text before the BoQ, read as a remark at its start. */
export function readPreamble(state: ReadState, record: Gaeb90Record): void {
  if (record.type === 'T9') {
    state.resetContext();
    return;
  }
  let text = state.preamble;
  if (text === null || record.type === 'T0') {
    state.resetContext();
    const remark = state.tree.addRemark([]);
    text = state.collect(record, null, (description) => (remark.description = description));
    state.preamble = text;
  }
  if (record.type === 'T1') text.addLong(longTextLine(record));
  else text.addShort(trimmedField(record, TEXT_LINE));
}

/** 25 Kurztext, 26 Langtext, 27 Textergänzung: text of the current position, sub-description or remark. */
export function readText(state: ReadState, record: Gaeb90Record): void {
  let target = state.target;
  if (target === null && record.type === '26') {
    // Some writers put the preliminary remarks of a title straight after its label, without a 20 record.
    state.resetContext();
    const remark = state.tree.addRemark(state.titlePath);
    state.collect(record, null, (description) => (remark.description = description));
    target = state.target;
  }
  if (target === null) {
    const what = record.type === '25' ? 'Kurztext' : 'Textergänzung';
    state.ctx.error(
      record,
      'malformed-record',
      `${what} ohne vorangehende Position (Satzart 21), Unterbeschreibung (24) oder Hinweistext (20)`,
    );
    return;
  }
  if (target.discarded) return;
  if (record.type === '25') target.text.addShort(trimmedField(record, TEXT_LINE));
  else if (record.type === '26') target.text.addLong(longTextLine(record));
  else readComplement(state, record, target);
}

function readComplement(
  state: ReadState,
  record: Gaeb90Record,
  target: NonNullable<ReadState['target']>,
): void {
  const kind = trimmedField(record, COMPLEMENT.kind).toUpperCase();
  if (kind !== 'A' && kind !== 'B') {
    state.ctx.error(
      record,
      'invalid-value',
      `die Art der Textergänzung ${quoted(kind)} (Spalte 3) ist weder A (Auftraggeber) noch B (Bieter)`,
      target.subject,
    );
    return;
  }
  const mark = trimmedField(record, COMPLEMENT.mark);
  if (mark === '')
    state.ctx.warn(record, 'Eine Textergänzung hat keine Kennung (Spalten 4–6).', target.subject);
  target.text.addComplement(kind === 'A' ? 'Owner' : 'Bidder', mark, trimmedField(record, COMPLEMENT.text));
}

/** 99 Abschlusssatz: the number of items the file says it holds and the BoQ's total. */
export function readEnd(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  const count = trimmedField(record, ITEM_COUNT);
  state.statedItemCount = /^\d+$/.test(count) ? Number(count) : null;
  state.boqTotal = state.number(record, TOTAL, TOTAL_DECIMALS, TOTAL_DECIMALS, 'die Gesamtsumme');
  state.ended = record;
}
