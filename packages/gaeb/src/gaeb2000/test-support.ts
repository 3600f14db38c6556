// Test support (not part of the package API): the GAEB 2000 corpus and a comparable view of a BoQ.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { walkBody } from '../boq-walk';
import { GaebReadError } from '../errors';
import type { BoQ, BodyEntry, ItemlistEntry } from '../model';
import type { Description, RichBlock, RichText, TextComplement } from '../model-text';
import { WINDOWS_1252 } from './decode';
import { readGaeb2000 } from './reader';

const corpus = new URL('../../testdata/gaeb2000/', import.meta.url);

/** Bytes of a file of packages/gaeb/testdata/gaeb2000. */
export function corpusBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(name, corpus))));
}

/** The names of the corpus files ending in `suffix` (".p83"; "" for all). */
export function corpusNames(suffix = ''): string[] {
  return readdirSync(fileURLToPath(corpus))
    .filter((name) => name.toLowerCase().endsWith(suffix))
    .sort();
}

/** A GAEB 2000 text as Windows-1252 bytes (tests write their files as strings). */
export function cp1252(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((char) => {
      const byte = WINDOWS_1252.indexOf(char);
      if (byte === -1) throw new Error(`${char} is not in Windows-1252`);
      return byte;
    }),
  );
}

/** The refusal of `readGaeb2000` (fails the test when the input is accepted). */
export function refusal(
  input: Uint8Array | string,
  options?: Parameters<typeof readGaeb2000>[1],
): GaebReadError {
  try {
    readGaeb2000(input, options);
  } catch (error) {
    if (error instanceof GaebReadError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}

const blocks = (text: RichText | null): RichBlock[] | null => text?.blocks ?? null;

const complementView = (complement: TextComplement) => ({
  markLabel: complement.markLabel,
  kind: complement.kind,
  empty: complement.empty,
  caption: blocks(complement.caption),
  body: blocks(complement.body),
  tail: blocks(complement.tail),
});

/** A description without source markup: WICNo, short text blocks, long text parts (blocks, complements). */
export function descriptionView(description: Description | null) {
  if (description === null) return null;
  return {
    wicNo: description.wicNo,
    outline: blocks(description.completeText?.outline ?? description.outline),
    parts: (description.completeText?.detail?.parts ?? []).map((part) =>
      part.kind === 'text'
        ? { text: part.text.blocks }
        : part.kind === 'complement'
          ? { complement: complementView(part.complement) }
          : { preserved: part.element.name },
    ),
  };
}

function entryView(entry: BodyEntry | ItemlistEntry) {
  switch (entry.kind) {
    case 'category':
      return {
        kind: entry.kind,
        oz: entry.oz,
        level: entry.level,
        label: blocks(entry.label),
        notApplicable: entry.notApplicable,
        totals: entry.totals,
      };
    case 'item': {
      const { id: _id, rNoPart: _part, extensions: _ext, extraAttributes: _attrs, ...rest } = entry;
      return {
        ...rest,
        description: descriptionView(entry.description),
        bidderComments: entry.bidderComments.map((comment) => comment.blocks),
      };
    }
    case 'markupItem': {
      const { id: _id, rNoPart: _part, extensions: _ext, extraAttributes: _attrs, ...rest } = entry;
      return { ...rest, description: descriptionView(entry.description) };
    }
    case 'remark':
      return { kind: entry.kind, description: descriptionView(entry.description) };
    default:
      return { kind: entry.kind };
  }
}

/**
 * A BoQ as a comparable list: info (without what GAEB 2000 cannot carry) and every category and entry in document
 * order with what both formats carry. Left out: IDs (GAEB 2000 has none), RNoParts as written (the OZ is compared)
 * and source markup (rich text is compared by its blocks).
 */
export function boqView(boq: BoQ) {
  const entries: unknown[] = [];
  const visitEntries = (list: readonly (BodyEntry | ItemlistEntry)[]) => {
    for (const entry of list) if (entry.kind !== 'category') entries.push(entryView(entry));
  };
  visitEntries(boq.body.entries);
  walkBody(boq.body, {
    category: (category) => {
      entries.push(entryView(category));
      if (category.body) visitEntries(category.body.entries);
    },
    entry: (entry) => entries.push(entryView(entry)),
  });
  const { extensions: _ext, extraAttributes: _attrs, ...info } = boq.info;
  return {
    info: { ...info, breakdown: info.breakdown.map(({ extensions: _e, ...level }) => level) },
    entries,
  };
}
