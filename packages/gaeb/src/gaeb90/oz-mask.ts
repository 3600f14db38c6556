import type { BreakdownLevel } from '../model';

/** One level of an OZ mask: where its characters sit in the 9-character OZ field. */
export interface MaskLevel {
  kind: 'title' | 'item' | 'index';
  /** 0-based offset in the OZ field. */
  offset: number;
  length: number;
}

/**
 * The OZ mask (OZ-Maske) of the 00 record: "1122PPPPI" = two title levels of two digits, a four-digit position
 * and a one-character index. Digits 1-9 are the title levels in order, P the position, I the index; "0" and
 * blanks fill up to nine characters.
 */
export interface OzMask {
  text: string;
  titles: MaskLevel[];
  item: MaskLevel;
  index: MaskLevel | null;
}

/** The mask most GAEB 90 files use, for files that leave it out. */
export const DEFAULT_MASK = '1122PPPPI';
/** Characters of the OZ field. */
export const OZ_LENGTH = 9;

/** Reads an OZ mask; null when it is not one (levels out of order, no P, characters other than 1-9, P, I, 0). */
export function parseOzMask(raw: string): OzMask | null {
  const text = raw.trim().toUpperCase();
  const used = text.replace(/[0 ]+$/, '');
  if (used.length === 0 || used.length > OZ_LENGTH) return null;
  const runs: { char: string; offset: number; length: number }[] = [];
  for (let i = 0; i < used.length; i++) {
    const char = used[i]!;
    const last = runs.at(-1);
    if (last?.char === char) last.length++;
    else runs.push({ char, offset: i, length: 1 });
  }
  const titles: MaskLevel[] = [];
  let item: MaskLevel | null = null;
  let index: MaskLevel | null = null;
  for (const run of runs) {
    const level = { offset: run.offset, length: run.length };
    if (/^[1-9]$/.test(run.char) && item === null && Number(run.char) === titles.length + 1) {
      titles.push({ kind: 'title', ...level });
    } else if (run.char === 'P' && item === null) {
      item = { kind: 'item', ...level };
    } else if (run.char === 'I' && item !== null && index === null) {
      index = { kind: 'index', ...level };
    } else {
      return null;
    }
  }
  return item === null ? null : { text, titles, item, index };
}

/** The BoQ breakdown (BoQBkdn) of a mask, with a lot level of two digits in front when the file has lots. */
export function maskBreakdown(mask: OzMask, lots: boolean): BreakdownLevel[] {
  const level = (type: BreakdownLevel['type'], length: number, numeric: boolean): BreakdownLevel => ({
    type,
    label: null,
    length,
    numeric,
    alignment: null,
  });
  return [
    ...(lots ? [level('Lot', 2, true)] : []),
    ...mask.titles.map((title) => level('BoQLevel', title.length, true)),
    level('Item', mask.item.length, true),
    ...(mask.index ? [level('Index', mask.index.length, false)] : []),
  ];
}

/** The parts of an OZ field: the title parts that are filled, the position and the index (blank ones null). */
export interface OzParts {
  titles: string[];
  item: string | null;
  index: string | null;
}

/** Why an OZ field does not fit its mask, or its parts. */
export type SplitOz = { parts: OzParts } | { problem: string };

const part = (raw: string, offset: number, length: number) => raw.slice(offset, offset + length);

/**
 * Splits an OZ field by the mask. Title and position parts are digits, right-aligned (leading blanks allowed);
 * the index is a letter or digit; a blank part ends the filled title levels (a title's own OZ leaves the lower
 * levels and the position blank); nothing may stand outside the mask.
 */
export function splitOz(mask: OzMask, raw: string): SplitOz {
  const used = Math.max(
    ...[...mask.titles, mask.item, ...(mask.index ? [mask.index] : [])].map(
      (level) => level.offset + level.length,
    ),
  );
  if (raw.slice(used).trim() !== '')
    return { problem: `Stelle ${used + 1} gehört zu keiner Stufe der Maske` };
  const titles: string[] = [];
  let gap = false;
  for (const [i, level] of mask.titles.entries()) {
    const value = part(raw, level.offset, level.length).trim();
    if (value === '') {
      gap = true;
      continue;
    }
    if (gap) return { problem: `die Stufe ${i + 1} ist gefüllt, eine höhere aber leer` };
    if (!/^\d+$/.test(value)) return { problem: `${quote(value)} ist keine Zahl` };
    titles.push(value);
  }
  const item = part(raw, mask.item.offset, mask.item.length).trim();
  if (item !== '' && !/^\d+$/.test(item)) return { problem: `die Position ${quote(item)} ist keine Zahl` };
  if (item !== '' && gap) return { problem: 'eine Gliederungsstufe vor der Position ist leer' };
  const index = mask.index ? part(raw, mask.index.offset, mask.index.length).trim() : '';
  if (index !== '' && !/^[0-9A-Za-z]+$/.test(index))
    return { problem: `der Index ${quote(index)} ist ungültig` };
  if (index !== '' && item === '') return { problem: 'ein Index ohne Position' };
  return { parts: { titles, item: item || null, index: index || null } };
}

const quote = (value: string) => `„${value}“`;
