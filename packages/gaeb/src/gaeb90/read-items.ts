import { newItem } from '../edit';
import type { AlternativeRef, Item, MarkupItem, Provisional, SubDescription } from '../model';
import { quoted, type Subject } from './context';
import {
  ITEM,
  PRICES,
  QTY_DECIMALS,
  SUB_DESCRIPTION,
  TOTAL_DECIMALS,
  UP_COMPONENTS,
  UP_DECIMALS,
} from './layout';
import { field, trimmedField, type Gaeb90Record } from './records';
import type { ItemState, OzPlace, ReadState } from './state';

/** An item with every field at its default. */
function blankItem(id: string, rNoPart: string, rNoIndex: string | null, oz: string): Item {
  return {
    ...newItem({ id, rNoPart, shortText: '', qty: null, unit: null, up: null }),
    rNoIndex,
    oz,
    description: null,
  };
}

function newMarkupItem(id: string, rNoPart: string, rNoIndex: string | null, oz: string): MarkupItem {
  return {
    kind: 'markupItem',
    id,
    rNoPart,
    rNoIndex,
    oz,
    alternative: null,
    provisional: null,
    changeOrder: null,
    markupType: 'AllInCat',
    markupBase: null,
    markupPercent: null,
    it: null,
    description: null,
  };
}

const subjectOf = (entry: Item | MarkupItem): Subject => ({
  kind: entry.kind === 'markupItem' ? 'Zuschlagsposition' : 'Position',
  oz: entry.oz,
});

/** Makes a position the current one, its texts collected by `apply`. */
function makeCurrent(
  state: ReadState,
  record: Gaeb90Record,
  entry: Item | MarkupItem,
  apply: (description: Item['description']) => void,
): ItemState {
  const subject = subjectOf(entry);
  const item: ItemState = { entry, subject, text: state.collect(record, subject, apply) };
  state.current = item;
  return item;
}

/** Adds a position to the tree; records an error when its OZ was read before. */
function addEntry(
  state: ReadState,
  record: Gaeb90Record,
  place: OzPlace,
  entry: Item | MarkupItem,
): ItemState | null {
  const earlier = state.tree.item(place.oz);
  if (earlier !== undefined) {
    state.ctx.error(
      record,
      'invalid-value',
      `die Ordnungszahl ${quoted(place.oz)} kommt doppelt vor (zuerst in Zeile ${earlier.line})`,
    );
    state.discard();
    return null;
  }
  state.tree.addItem(place.path, place.oz, entry, record.line);
  return makeCurrent(state, record, entry, (description) => (entry.description = description));
}

/** A one-letter flag: its value, '' when blank or N; unknown letters are reported and read as blank. */
function flag(
  state: ReadState,
  record: Gaeb90Record,
  columns: readonly [number, number],
  known: string,
  name: string,
  subject: Subject,
): string {
  const value = field(record, columns).trim().toUpperCase();
  if (value === '' || value === 'N') return '';
  if (known.includes(value)) return value;
  state.ctx.warn(
    record,
    `Das Kennzeichen ${quoted(value)} (${name}, Spalte ${columns[0]}) ist unbekannt; es wurde nicht übernommen.`,
    subject,
  );
  return '';
}

function twoDigits(
  state: ReadState,
  record: Gaeb90Record,
  columns: readonly [number, number],
  name: string,
  subject: Subject,
): number | null {
  const value = field(record, columns).trim();
  if (value === '') return null;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  state.ctx.error(
    record,
    'invalid-value',
    `${name} ${quoted(value)} (Spalten ${columns[0]}–${columns[1]}) ist keine Zahl`,
    subject,
  );
  return null;
}

function alternativeOf(
  state: ReadState,
  record: Gaeb90Record,
  kind: string,
  subject: Subject,
): AlternativeRef | null {
  if (kind !== 'G' && kind !== 'A') return null;
  const group = twoDigits(state, record, ITEM.group, 'die Gruppe', subject);
  const serial =
    kind === 'G' ? 0 : twoDigits(state, record, ITEM.serial, 'die laufende Nummer der Wahlposition', subject);
  if (group === null) {
    state.ctx.warn(
      record,
      'Die Gruppe (Spalten 15–16) fehlt; die Position wurde der Gruppe 1 zugeordnet.',
      subject,
    );
  }
  if (serial === null) {
    state.ctx.warn(
      record,
      'Die laufende Nummer (Spalten 17–18) fehlt; die Wahlposition erhielt die Nummer 1.',
      subject,
    );
  }
  return { group: group ?? 1, serial: serial ?? 1, accepted: null };
}

const PROVISIONAL: Record<string, Provisional> = { B: 'WithTotal', E: 'WithoutTotal' };

/** 21 Position: OZ, kind (normal, base, alternative, markup), provisional, hourly, lump sum, quantity, unit. */
export function readItem(state: ReadState, record: Gaeb90Record): void {
  state.resetContext();
  const place = state.place(record, 'item');
  if (place === null || place.item === null) {
    state.discard();
    return;
  }
  const kind = flag(state, record, ITEM.kind, 'GAZ', 'Positionsart', { kind: 'Position', oz: place.oz });
  const id = `I-${place.oz}`;
  const entry =
    kind === 'Z'
      ? newMarkupItem(id, place.item, place.index, place.oz)
      : blankItem(id, place.item, place.index, place.oz);
  const subject = subjectOf(entry);
  entry.alternative = alternativeOf(state, record, kind, subject);
  const flagOf = (columns: readonly [number, number], known: string, name: string) =>
    flag(state, record, columns, known, name, subject);
  entry.provisional = PROVISIONAL[flagOf(ITEM.provisional, 'BE', 'Bedarfsposition')] ?? null;
  const sumDescription = flagOf(ITEM.description, 'L', 'Leitbeschreibung') === 'L';
  const hourly = flagOf(ITEM.hourly, 'X', 'Stundenlohnarbeiten') === 'X';
  const lumpSum = flagOf(ITEM.lumpSum, 'P', 'Pauschalposition') === 'P';
  const qty = state.number(record, ITEM.qty, QTY_DECIMALS, QTY_DECIMALS, 'die Menge', subject);
  const unit = trimmedField(record, ITEM.unit) || null;
  if (entry.kind === 'item') {
    Object.assign(entry, { sumDescription, hourly, lumpSum, qty, unit });
  } else if (qty !== null || unit !== null || hourly || lumpSum || sumDescription) {
    state.ctx.warn(
      record,
      'Menge, Einheit und Kennzeichen einer Zuschlagsposition wurden nicht übernommen.',
      subject,
    );
  }
  if (state.header.phase !== '84' && place.path.length > 0 && state.tree.find(place.path) === undefined) {
    const title = state.tree.oz(place.path, false);
    state.ctx.warn(
      record,
      `Der Titel ${title} fehlt (Satzart 11); er wurde ohne Bezeichnung angelegt.`,
      subject,
    );
  }
  addEntry(state, record, place, entry);
}

/** The position a 22 or 23 record names: the current one, one read before, or (a bid carries no 21) a new one. */
function pricedItem(state: ReadState, record: Gaeb90Record): ItemState | null {
  const place = state.place(record, 'item');
  if (place === null || place.item === null) {
    state.discard();
    return null;
  }
  if (state.current?.entry.oz === place.oz) return state.current;
  const known = state.tree.item(place.oz)?.entry;
  if (known !== undefined) {
    return makeCurrent(state, record, known, (description) => {
      if (description !== null) known.description = mergeDescriptions(known.description, description);
    });
  }
  if (state.header.phase !== '84') {
    state.ctx.warn(record, 'Preise ohne Positionssatz (Satzart 21): die Position wurde ohne Text angelegt.', {
      kind: 'Position',
      oz: place.oz,
    });
  }
  return addEntry(state, record, place, blankItem(`I-${place.oz}`, place.item, place.index, place.oz));
}

/**
 * Texts a later record adds to a position (bidder complements of a bid) go after those it had (in place: a file
 * may name the same position many times).
 */
function mergeDescriptions(
  first: Item['description'],
  second: NonNullable<Item['description']>,
): NonNullable<Item['description']> {
  const added = second.completeText?.detail?.parts ?? [];
  if (first === null) return second;
  if (added.length === 0) return first;
  first.completeText ??= { detail: null, outline: null };
  if (first.completeText.detail === null) first.completeText.detail = { parts: [] };
  for (const part of added) first.completeText.detail.parts.push(part);
  return first;
}

/** 22 EP-Anteile: up to five unit price components. */
export function readUpComponents(state: ReadState, record: Gaeb90Record): void {
  const item = pricedItem(state, record);
  if (item === null) return;
  const values = UP_COMPONENTS.map((columns, i) =>
    state.number(record, columns, UP_DECIMALS, UP_DECIMALS, `der Preisanteil ${i + 1}`, item.subject),
  );
  while (values.length > 0 && values.at(-1) === null) values.pop();
  if (item.entry.kind !== 'item') {
    if (values.length > 0)
      state.ctx.warn(
        record,
        'Eine Zuschlagsposition hat keine Preisanteile; sie wurden nicht übernommen.',
        item.subject,
      );
    return;
  }
  item.entry.upComponents = values;
  state.upComponentCount = Math.max(state.upComponentCount, values.length);
}

/** 23 Preise: unit price (a markup item's percentage) and total. */
export function readPrices(state: ReadState, record: Gaeb90Record): void {
  const item = pricedItem(state, record);
  if (item === null) return;
  const { entry, subject } = item;
  const it = state.number(record, PRICES.it, TOTAL_DECIMALS, TOTAL_DECIMALS, 'der Gesamtbetrag', subject);
  if (entry.kind === 'item') {
    entry.up = state.number(record, PRICES.up, UP_DECIMALS, UP_DECIMALS, 'der Einheitspreis', subject);
  } else {
    entry.markupPercent = state.number(record, PRICES.up, UP_DECIMALS, 2, 'der Zuschlagssatz', subject);
  }
  entry.it = it;
}

/** 24 Unterbeschreibung: number, quantity and unit; the texts that follow are its own. */
export function readSubDescription(state: ReadState, record: Gaeb90Record): void {
  const current = state.current;
  if (current === null || current.entry.kind !== 'item') {
    if (state.target?.discarded) return;
    state.ctx.error(record, 'malformed-record', 'Unterbeschreibung ohne vorangehende Position (Satzart 21)');
    return;
  }
  const item = current.entry;
  const sub: SubDescription = {
    number: trimmedField(record, SUB_DESCRIPTION.number) || null,
    description: null,
    qty: state.number(record, SUB_DESCRIPTION.qty, QTY_DECIMALS, QTY_DECIMALS, 'die Menge', current.subject),
    unit: trimmedField(record, SUB_DESCRIPTION.unit) || null,
    up: null,
  };
  item.subDescriptions.push(sub);
  state.collect(record, current.subject, (description) => (sub.description = description));
}
