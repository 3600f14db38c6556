import type { RichBlockView } from '@vendoc/contract/boqs';
import { newCategory, newItem, withLongText } from '@vendoc/gaeb/edit';
import type { BoQBody, BreakdownLevel, Category, GaebDocument, Item } from '@vendoc/gaeb/model';
import { writeGaeb } from '@vendoc/gaeb/writer';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { blocksModel } from '../../lib/rich-text-view';
import { sanitizeUploadName } from '../../lib/file-name';
import { requireCatalog, treeOrder } from './catalog-categories.service';
import { positionsForExport } from './catalog-positions.repository';
import { listCategories } from './catalog-categories.repository';
import { categoryPrefix, itemPart } from './position-numbers';

/** GAEB's RNoPart: 1 to 14 of [0-9A-Za-z_]; RNoIndex: one of them. */
const RNO_PART = /^[0-9A-Za-z_]{1,14}$/;
const RNO_INDEX = /^[0-9A-Za-z_]$/;

/** An RNoPart from a number part: invalid characters dropped; null when nothing usable is left. */
function rNoPartOf(text: string): string | null {
  const cleaned = text.replace(/[^0-9A-Za-z_]/g, '').slice(0, 14);
  return RNO_PART.test(cleaned) ? cleaned : null;
}

/**
 * A breakdown level fitting the parts written at it: as long as the longest; numeric only when every part is
 * digits of that one length, since the reader pads numeric parts ("10" on a level of four comes back as
 * "0010"): an alphanumeric level keeps every part as written, so the numbers survive the round trip.
 */
function levelFor(type: BreakdownLevel['type'], label: string, parts: readonly string[]): BreakdownLevel {
  const length = Math.min(14, Math.max(1, ...parts.map((part) => part.length)));
  const numeric = parts.length > 0 && parts.every((part) => /^\d+$/.test(part) && part.length === length);
  return {
    type,
    label,
    length: parts.length === 0 ? 4 : length,
    numeric: parts.length === 0 || numeric,
    alignment: null,
  };
}

/**
 * A part unique within one body (with the index: "0040" and "0040.1" are two items): the wanted one if free,
 * else the next free number in steps of 10.
 */
function uniquePart(wanted: string | null, used: Set<string>, index: string | null = null): string {
  const key = (part: string) => `${part}.${index ?? ''}`;
  let part = wanted;
  for (let n = 10; part === null || used.has(key(part)); n += 10) part = String(n).padStart(4, '0');
  used.add(key(part));
  return part;
}

interface ExportFile {
  fileName: string;
  xml: string;
  warnings: number;
}

/**
 * The catalog as a GAEB DA XML 3.3 X81 (Leistungsbeschreibung): categories as titles (their numbers as OZ
 * parts, names as labels), positions as items with OZ, short and long text and unit, without quantities and
 * prices (the catalog's prices stay in the company). A number that does not fit GAEB's OZ rules (only
 * letters, digits, "_", 14 per part) is cleaned or replaced by the next free part of its category.
 */
export async function exportCatalogGaeb(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  now: Date,
): Promise<ExportFile> {
  const catalog = await requireCatalog(db, auth, catalogId);
  const [categoryRows, positions] = await Promise.all([
    listCategories(db, catalogId),
    positionsForExport(db, catalogId),
  ]);
  const ordered = treeOrder(categoryRows);
  const byId = new Map(ordered.map((row) => [row.id, row]));

  const root: BoQBody = { entries: [], itemlist: null };
  const bodies = new Map<string | null, BoQBody>([[null, root]]);
  const usedParts = new Map<BoQBody, Set<string>>();
  const used = (body: BoQBody) => usedParts.get(body) ?? usedParts.set(body, new Set()).get(body)!;
  const categoryParts: string[][] = [];
  const depthOf = new Map<string | null, number>([[null, 0]]);

  ordered.forEach((row, index) => {
    const parentBody = bodies.get(row.parentId) ?? root;
    const depth = (depthOf.get(row.parentId) ?? 0) + 1;
    const part = uniquePart(rNoPartOf(row.number), used(parentBody));
    const category: Category = newCategory({
      id: `C${index + 1}`,
      rNoPart: part,
      label: row.name,
      level: 'title',
    });
    parentBody.entries.push(category);
    bodies.set(row.id, category.body!);
    depthOf.set(row.id, depth);
    (categoryParts[depth - 1] ??= []).push(part);
  });

  const itemParts: string[] = [];
  const indexes: string[] = [];
  positions.forEach((position, index) => {
    const body = bodies.get(position.categoryId) ?? root;
    const rest = itemPart(position.number, categoryPrefix(byId, position.categoryId));
    const indexMatch = /^(.+)\.([^.])$/.exec(rest);
    const rNoIndex = indexMatch !== null && RNO_INDEX.test(indexMatch[2]!) ? indexMatch[2]! : null;
    const part = uniquePart(rNoPartOf(rNoIndex === null ? rest : indexMatch![1]!), used(body), rNoIndex);
    itemParts.push(part);
    if (rNoIndex !== null) indexes.push(rNoIndex);
    let item: Item = newItem({
      id: `P${index + 1}`,
      rNoPart: part,
      shortText: position.shortText,
      qty: null,
      unit: position.unit === '' ? null : position.unit,
      up: null,
    });
    item = {
      ...item,
      rNoIndex,
      description: withLongText(item.description, blocksModel(position.longText as RichBlockView[])),
    };
    (body.itemlist ??= []).push(item);
  });

  // A GAEB body holds either categories or an item list. Positions next to subcategories (or without category
  // in a catalog with categories) go into a title of their own, first in the body: the file stays valid,
  // their numbers get that title's part.
  let extraTitles = 0;
  for (const [categoryId, body] of bodies) {
    if (body.entries.length === 0 || body.itemlist === null) continue;
    const depth = depthOf.get(categoryId) ?? 0;
    const siblings = new Set(
      body.entries.map((entry) => (entry.kind === 'category' ? `${entry.rNoPart}.` : '')),
    );
    const part = uniquePart(null, siblings);
    const owner = categoryId === null ? undefined : byId.get(categoryId);
    const title = newCategory({
      id: `C${ordered.length + ++extraTitles}`,
      rNoPart: part,
      label: owner === undefined ? 'Ohne Kategorie' : `${owner.name} (allgemein)`,
      level: 'title',
    });
    title.body = { entries: [], itemlist: body.itemlist };
    body.itemlist = null;
    body.entries.unshift(title);
    (categoryParts[depth] ??= []).push(part);
  }

  const breakdown: BreakdownLevel[] = [
    ...categoryParts.map((parts, depth) => levelFor('BoQLevel', depth === 0 ? 'Titel' : 'Untertitel', parts)),
    levelFor('Item', 'Position', itemParts),
    ...(indexes.length > 0 ? [levelFor('Index', 'Index', indexes)] : []),
  ];
  const name = catalog.name;
  const document: GaebDocument = {
    version: '3.3',
    phase: '81',
    namespace: '',
    info: { version: '3.3', versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: { name, label: name, currency: null, currencyLabel: null },
    award: {
      container: 'Award',
      dp: '81',
      info: null,
      owner: null,
      contractor: null,
      boq: {
        id: 'B1',
        info: {
          name,
          label: name,
          date: null,
          outlineCompleteness: 'AllTxt',
          breakdown,
          upComponentCount: null,
          upComponentLabels: [],
          totals: null,
        },
        body: root,
      },
    },
  };
  const result = writeGaeb(document, { phase: 81, now });
  const base = sanitizeUploadName(name.replace(/[:*?"<>|/\\]+/g, '_')) || 'Leistungskatalog';
  return { fileName: `${base}.X81`, xml: result.xml, warnings: result.warnings.length };
}
