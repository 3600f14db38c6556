import { randomUUID } from 'node:crypto';
import type { CatalogImportResponse } from '@vendoc/contract/service-catalogs';
import { EMPTY_CALCULATION, EMPTY_VARIANTS } from '@vendoc/contract/service-catalogs';
import { shortText as outlineText } from '@vendoc/gaeb/boq-walk';
import { GaebReadError } from '@vendoc/gaeb/errors';
import type { BoQBody, Category, Item } from '@vendoc/gaeb/model';
import { readAnyGaebAsync, type GaebFormat } from '@vendoc/gaeb/read-any';
import type { ReadGaebResult } from '@vendoc/gaeb/reader';
import { plainText } from '@vendoc/gaeb/rich-text';
import { positionMatchText } from '@vendoc/matching/normalize';
import { toCanonical } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { conflict, HttpProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { blocksModel, longTextView } from '../../lib/rich-text-view';
import { unreadableGaeb } from '../../lib/unreadable-gaeb';
import { lockOwnCatalog, requireCatalog } from './catalog-categories.service';
import { existingNumbers, insertPositions, type PositionValues } from './catalog-positions.repository';
import { insertCategories } from './catalog-categories.repository';

/**
 * Phases whose files carry the full tree with texts: 80-83 (descriptions, cost estimates, tenders) and 86
 * (contract). A bid (X84) has no texts, an invoice (X89) no catalog content: both are refused.
 */
const IMPORTABLE_PHASES = new Set(['80', '81', '82', '83', '86']);

/** Limits of the contract: a longer number or text could not be edited afterwards. */
const MAX_NUMBER = 30;
const MAX_SHORT_TEXT = 500;
const MAX_UNIT = 10;
const MAX_CATEGORY_NUMBER = 20;
const MAX_CATEGORY_NAME = 200;

/** Lets other requests run while a large file is read. */
const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function unprocessable(detail: string, extensions: Record<string, unknown> = {}): HttpProblem {
  return new HttpProblem({
    status: 422,
    type: 'unreadable-gaeb',
    title: 'Unprocessable Content',
    detail,
    extensions,
  });
}

interface CategoryDraft {
  id: string;
  parentId: string | null;
  number: string;
  name: string;
}

interface Collected {
  categories: CategoryDraft[];
  positions: (PositionValues & { seqOffset: number })[];
  warnings: { message: string; line?: number }[];
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? '';

/** Categories and items of the file in document order; markup items and odd entries are reported. */
function collect(body: BoQBody): Collected {
  const collected: Collected = { categories: [], positions: [], warnings: [] };
  const seen = new Set<string>();
  let markupItems = 0;

  const addCategory = (category: Category, parentId: string | null): string => {
    const id = randomUUID();
    const number = (category.oz.split('.').at(-1) ?? category.rNoPart).slice(0, MAX_CATEGORY_NUMBER);
    const name = firstLine(plainText(category.label)).slice(0, MAX_CATEGORY_NAME) || `Titel ${category.oz}`;
    collected.categories.push({ id, parentId, number, name });
    return id;
  };

  const addItem = (item: Item, categoryId: string | null) => {
    const number = item.oz.trim();
    if (number.length > MAX_NUMBER) {
      collected.warnings.push({
        message: `Position ${number} übersprungen: die Nummer ist länger als ${MAX_NUMBER} Zeichen.`,
      });
      return;
    }
    if (seen.has(number)) {
      collected.warnings.push({
        message: `Position ${number} kommt mehrfach vor; nur die erste wurde übernommen.`,
      });
      return;
    }
    seen.add(number);
    const longText = longTextView(item.description);
    const longTextPlain = plainText(blocksModel(longText));
    let shortText = firstLine(outlineText(item.description)) || firstLine(longTextPlain);
    if (shortText === '') {
      shortText = `Position ${number}`;
      collected.warnings.push({ message: `Position ${number} hat keinen Kurztext.` });
    }
    shortText = shortText.slice(0, MAX_SHORT_TEXT);
    const unit = (item.unit ?? '').trim().slice(0, MAX_UNIT);
    if (unit === '') collected.warnings.push({ message: `Position ${number} hat keine Einheit.` });
    collected.positions.push({
      categoryId,
      number,
      shortText,
      longText,
      longTextPlain,
      unit,
      stlbCode: null,
      calculation: EMPTY_CALCULATION,
      variants: EMPTY_VARIANTS,
      // A position without components has no calculated price (see position-pricing.ts).
      calculatedPrice: null,
      calculationComplete: true,
      // The file's unit price is the company's price for the position until it is calculated.
      priceOverride: item.up === null ? null : toCanonical(item.up),
      matchText: positionMatchText(shortText, longTextPlain),
      seqOffset: collected.positions.length,
    });
  };

  const visit = (current: BoQBody, categoryId: string | null) => {
    for (const entry of current.entries) {
      if (entry.kind !== 'category') continue;
      const id = addCategory(entry, categoryId);
      if (entry.body) visit(entry.body, id);
    }
    for (const entry of current.itemlist ?? []) {
      if (entry.kind === 'item') addItem(entry, categoryId);
      else if (entry.kind === 'markupItem') markupItems++;
    }
  };
  visit(body, null);
  if (markupItems > 0) {
    collected.warnings.push({
      message: `${markupItems} Zuschlagsposition${markupItems === 1 ? '' : 'en'} nicht übernommen: ein Katalog enthält nur Leistungen.`,
    });
  }
  return collected;
}

export interface CatalogImportFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Appends the categories (BoQCtgy: number = its OZ part, name = its label) and positions (items: number = OZ,
 * short and long text, unit; a unit price becomes the price override, the calculation stays empty) of a GAEB
 * DA XML file (3.1 to 3.3) to the catalog, in one transaction. 422 when the file cannot be read or is not a
 * description, tender or contract; 409 (nothing stored) when position numbers of the file exist in the
 * catalog.
 */
export async function importCatalogGaeb(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  file: CatalogImportFile,
  maxBytes: number,
): Promise<CatalogImportResponse> {
  await requireCatalog(db, auth, catalogId);
  let read: ReadGaebResult & { format: GaebFormat };
  try {
    read = await readAnyGaebAsync(file.bytes, pause, { maxBytes });
  } catch (error) {
    if (!(error instanceof GaebReadError)) throw error;
    throw unreadableGaeb(file.fileName, error);
  }
  const { document } = read;
  const phase = document.phase.replace(/\D+$/, '');
  if (!IMPORTABLE_PHASES.has(phase)) {
    const letter = { xml: 'X', gaeb2000: 'P', gaeb90: 'D' }[read.format];
    throw unprocessable(
      `„${file.fileName}“ ist eine GAEB-Datei der Phase ${letter}${document.phase}: Positionen lassen sich aus einer Leistungsbeschreibung (${letter}81), Angebotsaufforderung (${letter}83) oder einem Auftrags-LV (${letter}86) übernehmen.`,
    );
  }
  const boq = document.award?.boq;
  const collected: Collected = boq ? collect(boq.body) : { categories: [], positions: [], warnings: [] };
  if (!boq) collected.warnings.push({ message: 'Die Datei enthält kein Leistungsverzeichnis.' });
  const warnings = [
    ...read.warnings.map((warning) => ({
      message: warning.message,
      ...(warning.line === undefined ? {} : { line: warning.line }),
    })),
    ...collected.warnings,
  ];

  await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    const taken = await existingNumbers(
      tx,
      catalogId,
      collected.positions.map((position) => position.number),
    );
    if (taken.length > 0) {
      const shown = taken.slice(0, 10).join(', ');
      throw conflict(
        `Der Katalog enthält schon ${taken.length === 1 ? 'die Position' : `${taken.length} Positionen`} der Datei (${shown}${taken.length > 10 ? ', …' : ''}). Bitte in einen leeren Katalog importieren oder die Positionen zuerst löschen.`,
      );
    }
    await insertCategories(
      tx,
      collected.categories.map((category) => ({ ...category, companyId: auth.companyId, catalogId })),
    );
    await insertPositions(tx, auth.companyId, catalogId, collected.positions);
  });
  return { categories: collected.categories.length, positions: collected.positions.length, warnings };
}
