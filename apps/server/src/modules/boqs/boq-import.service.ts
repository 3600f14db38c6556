import { randomUUID } from 'node:crypto';
import type { BoqImportResponse, BoqKind } from '@vendoc/contract/boqs';
import { compactEntry } from '@vendoc/gaeb/compact';
import { GaebReadError, type GaebWarning } from '@vendoc/gaeb/errors';
import { bodySkeleton, flattenBody } from '@vendoc/gaeb/flat';
import type { GaebDocument } from '@vendoc/gaeb/model';
import { readAnyGaebAsync, type GaebFormat } from '@vendoc/gaeb/read-any';
import type { ReadGaebResult } from '@vendoc/gaeb/reader';
import { decimal } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { unreadableGaeb } from '../../lib/unreadable-gaeb';
import type { AuthContext } from '../../plugins/auth';
import { requireProject } from '../projects/projects.service';
import { BoqTree, type TreeRow } from './boq-tree';
import {
  discardImportedBoq,
  insertNodes,
  publishImportedBoq,
  type NodeInsert,
} from './boq-insert.repository';
import { insertBoq } from './boqs.repository';
import { nodeColumns } from './node-columns';
import { emptyDocument, totalsOf, type StoredDocument } from './boqs.service';

/**
 * Rows per statement of an import: on PGlite 1,000 rows took about 400 ms, which a request arriving meanwhile
 * waits for (issue 18: p95 < 200 ms beside an import).
 */
const IMPORT_CHUNK_ROWS = 250;

/** Lets other requests run: an import of a large file must not stall the server for seconds. */
const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `items.map(map)` in slices with a pause between them. */
async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const SLICE = 1000;
  const result: R[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await pause();
    const end = Math.min(items.length, start + SLICE);
    for (let index = start; index < end; index++) result.push(map(items[index]!, index));
  }
  return result;
}

/** The kind a BoQ gets from its phase when the user did not say: 83 tender, 84 offer, 86 contract. */
function kindOfPhase(phase: string): BoqKind {
  if (phase.startsWith('84')) return 'offer';
  if (phase.startsWith('86')) return 'contract';
  return 'tender';
}

/** The name of an imported BoQ: given, else the BoQ's or project's label in the file, else the file name. */
function importedName(document: GaebDocument, fileName: string): string {
  const info = document.award?.boq?.info;
  const candidates = [info?.label, info?.name, document.project?.label, document.project?.name];
  const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return (found ?? fileName.replace(/\.[^.]+$/, '')).trim().slice(0, 200) || 'Leistungsverzeichnis';
}

export interface ImportFile {
  fileName: string;
  bytes: Uint8Array;
  kind?: BoqKind;
  name?: string;
}

/** The source's GAEB version as the BoQ shows it ("GAEB 3.3", "GAEB 2000", "GAEB 90"); exports are DA XML 3.3. */
function sourceVersionOf(format: GaebFormat, xmlVersion: string): string {
  return format === 'gaeb2000' ? '2000' : format === 'gaeb90' ? '90' : xmlVersion;
}

/**
 * Imports a GAEB file (DA XML, GAEB 2000 or GAEB 90) as a new BoQ of the project: reads it (422 when it cannot be read: nothing stored),
 * flattens the tree into rows with their totals and writes BoQ and rows, the BoQ hidden until the last row is in.
 */
export async function importBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  file: ImportFile,
  maxBytes: number,
): Promise<BoqImportResponse> {
  await requireProject(db, auth, projectId);
  let read: ReadGaebResult & { format: GaebFormat };
  try {
    read = await readAnyGaebAsync(file.bytes, pause, { maxBytes });
  } catch (error) {
    if (error instanceof GaebReadError) throw unreadableGaeb(file.fileName, error);
    throw error;
  }
  const { document } = read;
  const sourceVersion = sourceVersionOf(read.format, document.version);
  const name = file.name ?? importedName(document, file.fileName);
  const warnings: GaebWarning[] = [...read.warnings];
  const stored = withBoq(document, name, warnings);
  const boq = stored.award.boq;
  const vatPercent = boq.info.totals?.vatPercent ?? '19';
  const discountPercent = boq.info.totals?.discountPercent ?? null;

  const boqId = randomUUID();
  const flat = flattenBody(boq.body);
  const ids = flat.map(() => randomUUID());
  const columns = await mapInSlices(flat, (node) => nodeColumns(node.entry));
  // Under a category marked not applicable nothing counts.
  const inNotApplicable: boolean[] = [];
  flat.forEach((node, index) => {
    const parent = node.parent;
    inNotApplicable[index] =
      parent !== null && (inNotApplicable[parent] === true || columns[parent]!.notApplicable);
  });
  const nodes: NodeInsert[] = await mapInSlices(flat, (node, index) => {
    const { notApplicable: _category, ...rest } = columns[index]!;
    return {
      ...rest,
      counted: rest.counted && !inNotApplicable[index],
      id: ids[index]!,
      companyId: auth.companyId,
      boqId,
      parentId: node.parent === null ? null : ids[node.parent]!,
      seq: index + 1,
      depth: node.depth,
      list: node.list,
      data: compactEntry(node.entry),
    };
  });
  // Subtotals of the categories come from the tree (the same code that keeps them after changes).
  const tree = new BoqTree(
    nodes.map((node, index) => ({ ...treeRowOf(node), notApplicable: columns[index]!.notApplicable })),
    boq.info.breakdown,
  );
  const laidOut = new Map(tree.layout().map((row) => [row.id, row]));
  for (const node of nodes) node.total = laidOut.get(node.id)!.total;
  const counts = tree.counts();

  const rates = new Map<string | null, ReturnType<typeof decimal>>();
  let unpriced = 0;
  for (const node of nodes) {
    if (!node.counted || (node.kind !== 'item' && node.kind !== 'markupItem')) continue;
    if (node.total === null) {
      unpriced++;
      continue;
    }
    rates.set(node.vatPercent, (rates.get(node.vatPercent) ?? decimal('0')).plus(node.total));
  }
  const totals = totalsOf(
    [...rates.entries()].map(([rate, amount]) => ({ vatPercent: rate, amount: amount.toString() })),
    unpriced,
    vatPercent,
    discountPercent,
  );

  stored.award.boq = { ...boq, body: bodySkeleton(boq.body) };
  // Hidden until published: the nodes go in statements of their own (250 rows each) with a pause between them,
  // so other requests run meanwhile; PGlite has one connection, and one transaction for 20,000 rows held it for
  // seconds. A failure removes the half-written BoQ; a crash leaves one that a later start sweeps.
  await insertBoq(db, {
    id: boqId,
    companyId: auth.companyId,
    projectId,
    name,
    kind: file.kind ?? kindOfPhase(document.phase),
    phase: document.phase,
    gaebVersion: sourceVersion,
    sourceFileName: file.fileName,
    document: stored,
    currency: stored.award.info?.currency ?? stored.project?.currency ?? 'EUR',
    vatPercent,
    discountPercent,
    totals,
    categoryCount: counts.categories,
    itemCount: counts.items,
    importStartedAt: new Date(),
  });
  try {
    await insertNodes(db, nodes, { rows: IMPORT_CHUNK_ROWS, between: pause });
    await publishImportedBoq(db, boqId);
  } catch (error) {
    await discardImportedBoq(db, boqId);
    throw error;
  }
  return {
    boqId,
    phase: document.phase,
    version: sourceVersion,
    counts,
    warnings: warnings.map((warning) => ({
      message: warning.message,
      ...(warning.element === undefined ? {} : { element: warning.element }),
      ...(warning.line === undefined ? {} : { line: warning.line }),
    })),
  };
}

export function treeRowOf(node: NodeInsert): TreeRow {
  return {
    id: node.id,
    parentId: node.parentId,
    seq: node.seq,
    depth: node.depth,
    list: node.list,
    kind: node.kind,
    rNoPart: node.rNoPart,
    rNoIndex: node.rNoIndex,
    oz: node.oz,
    total: node.total,
    counted: node.counted,
    notApplicable: false,
  };
}

/** The document with a bill of quantities: a file without one (only project data) gets an empty BoQ. */
function withBoq(document: GaebDocument, name: string, warnings: GaebWarning[]): StoredDocument {
  const boq = document.award?.boq;
  if (document.award && boq) return { ...document, award: { ...document.award, boq } };
  warnings.push({ message: 'Die Datei enthält kein Leistungsverzeichnis; ein leeres LV wurde angelegt.' });
  const empty = emptyDocument(name, '19');
  return {
    ...document,
    award: { ...(document.award ?? empty.award), boq: empty.award.boq },
  };
}
