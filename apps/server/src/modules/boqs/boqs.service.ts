import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  Boq,
  BoqImportResponse,
  BoqKind,
  BoqTotals,
  boqCreateSchema,
  boqUpdateSchema,
} from '@vendoc/contract/boqs';
import { compactEntry } from '@vendoc/gaeb/compact';
import { GaebReadError, type GaebWarning } from '@vendoc/gaeb/errors';
import { assembleBody, bodySkeleton, flattenBody, type FlatEntry } from '@vendoc/gaeb/flat';
import type { Address, BoQ, BreakdownLevel, GaebDocument } from '@vendoc/gaeb/model';
import { readGaebAsync, type ReadGaebResult } from '@vendoc/gaeb/reader';
import { totalsFromRates } from '@vendoc/gaeb/totals';
import { writeGaeb, type WritablePhase } from '@vendoc/gaeb/writer';
import { decimal, toCanonical, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { conflict, HttpProblem, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { sanitizeUploadName } from '../files/file-name';
import { requireProject } from '../files/files.service';
import { BoqTree, type TreeRow } from './boq-tree';
import {
  countedSums,
  deleteBoq,
  findBoq,
  findCompanyAddress,
  findProjectClient,
  insertBoq,
  insertNodes,
  listBoqs,
  loadNodesForExport,
  lockBoq,
  updateBoq,
  type BoqRow,
  type NodeInsert,
} from './boqs.repository';
import { nodeColumns } from './node-columns';

type BoqCreateInput = z.output<typeof boqCreateSchema>;
type BoqUpdateInput = z.output<typeof boqUpdateSchema>;

export const BOQ_NOT_FOUND = 'Das Leistungsverzeichnis gibt es nicht (mehr).';

/** The stored document: the GAEB document whose BoQ body holds no entries (they are rows of boq_nodes). */
export interface StoredDocument extends GaebDocument {
  award: NonNullable<GaebDocument['award']> & { boq: BoQ };
}

const breakdownOf = (row: BoqRow): BreakdownLevel[] =>
  (row.document as StoredDocument).award.boq.info.breakdown;

export function toBoqResponse(row: BoqRow): Boq {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    kind: row.kind,
    phase: row.phase,
    gaebVersion: row.gaebVersion,
    sourceFileName: row.sourceFileName,
    breakdown: breakdownOf(row).map((level) => ({
      type: level.type,
      label: level.label,
      length: level.length,
      numeric: level.numeric,
    })),
    currency: row.currency,
    vatPercent: toCanonical(row.vatPercent),
    counts: { categories: row.categoryCount, items: row.itemCount },
    totals: row.totals as BoqTotals,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function requireBoq(db: Database, auth: AuthContext, id: string): Promise<BoqRow> {
  const row = await findBoq(db, auth.companyId, id);
  if (row === null) throw notFound(BOQ_NOT_FOUND);
  return row;
}

export async function listProjectBoqs(
  db: Database,
  auth: AuthContext,
  projectId: string,
): Promise<{ items: Boq[] }> {
  await requireProject(db, auth, projectId);
  const rows = await listBoqs(db, auth.companyId, projectId);
  return { items: rows.map(toBoqResponse) };
}

export async function getBoq(db: Database, auth: AuthContext, id: string): Promise<Boq> {
  return toBoqResponse(await requireBoq(db, auth, id));
}

/** Totals from counted item amounts per rate (null = the BoQ's rate). */
function totalsOf(
  rates: readonly { vatPercent: string | null; amount: string }[],
  unpriced: number,
  vatPercent: string,
  discountPercent: string | null,
): BoqTotals {
  const byRate = new Map<string, ReturnType<typeof decimal>>();
  for (const { vatPercent: rate, amount } of rates) {
    const key = toFixed(rate ?? vatPercent, 2);
    byRate.set(key, (byRate.get(key) ?? decimal('0')).plus(amount));
  }
  const totals = totalsFromRates(
    byRate,
    unpriced,
    discountPercent === null ? null : toCanonical(discountPercent),
  );
  return { ...totals };
}

/** Recomputes the BoQ's totals from its counted items (in the transaction of a change). */
export async function recomputeTotals(tx: Database, boq: BoqRow): Promise<BoqTotals> {
  const sums = await countedSums(tx, boq.id);
  return totalsOf(sums.rates, sums.unpriced, boq.vatPercent, boq.discountPercent);
}

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

/** A BoQ that is stored with no entries: the document shell of an empty offer (mask 2/4: "01.0010"). */
function emptyDocument(name: string, vatPercent: string): StoredDocument {
  const level = (type: BreakdownLevel['type'], length: number, label: string): BreakdownLevel => ({
    type,
    label,
    length,
    numeric: true,
    alignment: null,
  });
  return {
    version: '3.3',
    phase: '83',
    namespace: '',
    info: { version: '3.3', versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project: { name, label: name, currency: 'EUR', currencyLabel: null },
    award: {
      container: 'Award',
      dp: '83',
      info: null,
      owner: null,
      contractor: null,
      boq: {
        id: `ID_${randomUUID()}`,
        info: {
          name,
          label: name,
          date: null,
          // X83 requires it: the tender carries complete texts.
          outlineCompleteness: 'AllTxt',
          breakdown: [level('BoQLevel', 2, 'Titel'), level('Item', 4, 'Position')],
          upComponentCount: null,
          upComponentLabels: [],
          totals: { ...EMPTY_STATED_TOTALS, vatPercent: vatPercent },
        },
        body: { entries: [], itemlist: null },
      },
    },
  };
}

const EMPTY_STATED_TOTALS = {
  total: null,
  discountPercent: null,
  discountAmount: null,
  totalAfterDiscount: null,
  totalLumpSum: null,
  vatPercent: null,
  totalNet: null,
  vatAmount: null,
  totalGross: null,
};

const ZERO_TOTALS = (discountPercent: string | null): BoqTotals => totalsOf([], 0, '19', discountPercent);

export async function createEmptyBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  input: BoqCreateInput,
): Promise<Boq> {
  await requireProject(db, auth, projectId);
  const id = await insertBoq(db, {
    companyId: auth.companyId,
    projectId,
    name: input.name,
    kind: input.kind,
    phase: '83',
    gaebVersion: '3.3',
    sourceFileName: null,
    document: emptyDocument(input.name, input.vatPercent),
    currency: 'EUR',
    vatPercent: input.vatPercent,
    discountPercent: null,
    totals: ZERO_TOTALS(null),
    categoryCount: 0,
    itemCount: 0,
  });
  return getBoq(db, auth, id);
}

/** Name, kind, VAT rate and discount; totals follow a new rate or discount. 409 with the current BoQ when stale. */
export async function updateBoqRecord(
  db: Database,
  auth: AuthContext,
  id: string,
  input: BoqUpdateInput,
): Promise<Boq> {
  await db.transaction(async (tx) => {
    const boq = await lockBoq(tx, auth.companyId, id);
    if (boq === null) throw notFound(BOQ_NOT_FOUND);
    if (boq.version !== input.version)
      throw conflict('Das LV wurde inzwischen geändert.', toBoqResponse(boq));
    const next = {
      ...boq,
      vatPercent: input.vatPercent ?? boq.vatPercent,
      discountPercent: input.discountPercent === undefined ? boq.discountPercent : input.discountPercent,
    };
    const totals = await recomputeTotals(tx, next);
    await updateBoq(tx, auth.companyId, id, input.version, {
      name: input.name ?? boq.name,
      kind: input.kind ?? boq.kind,
      vatPercent: next.vatPercent,
      discountPercent: next.discountPercent,
      totals,
    });
  });
  return getBoq(db, auth, id);
}

export async function deleteBoqRecord(db: Database, auth: AuthContext, id: string): Promise<void> {
  if (!(await deleteBoq(db, auth.companyId, id))) throw notFound(BOQ_NOT_FOUND);
}

/** The kind a BoQ gets from its phase when the user did not say: 83 tender, 84 offer, 86 contract. */
function kindOfPhase(phase: string): BoqKind {
  if (phase.startsWith('84')) return 'offer';
  if (phase.startsWith('86')) return 'contract';
  return 'tender';
}

/** 422: the file is not a GAEB file the reader accepts; the detail names the reason, element and line. */
function unreadable(fileName: string, error: GaebReadError): HttpProblem {
  return new HttpProblem({
    status: 422,
    type: 'unreadable-gaeb',
    title: 'Unprocessable Content',
    detail: `„${fileName}“ ist keine lesbare GAEB-DA-XML-Datei: ${error.message}`,
    extensions: {
      issues: error.issues.slice(0, 20).map((issue) => ({
        code: issue.code,
        message: issue.message,
        element: issue.element,
        line: issue.line,
        column: issue.column,
      })),
    },
  });
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

/**
 * Imports a GAEB DA XML file as a new BoQ of the project: reads it (422 when it cannot be read: nothing stored),
 * flattens the tree into rows with their totals and writes BoQ and rows in one transaction.
 */
export async function importBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  file: ImportFile,
  maxBytes: number,
): Promise<BoqImportResponse> {
  await requireProject(db, auth, projectId);
  let read: ReadGaebResult;
  try {
    read = await readGaebAsync(file.bytes, pause, { maxBytes });
  } catch (error) {
    if (error instanceof GaebReadError) throw unreadable(file.fileName, error);
    throw error;
  }
  const { document } = read;
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
  await db.transaction(async (tx) => {
    await insertBoq(tx, {
      id: boqId,
      companyId: auth.companyId,
      projectId,
      name,
      kind: file.kind ?? kindOfPhase(document.phase),
      phase: document.phase,
      gaebVersion: document.version,
      sourceFileName: file.fileName,
      document: stored,
      currency: stored.award.info?.currency ?? stored.project?.currency ?? 'EUR',
      vatPercent,
      discountPercent,
      totals,
      categoryCount: counts.categories,
      itemCount: counts.items,
    });
    await insertNodes(tx, nodes);
  });
  return {
    boqId,
    phase: document.phase,
    version: document.version,
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

const emptyAddress: Address = {
  name1: null,
  name2: null,
  name3: null,
  name4: null,
  street: null,
  postalCode: null,
  city: null,
  country: null,
  contact: null,
  phone: null,
  fax: null,
  email: null,
  vatId: null,
};

/** GAEB requires name, street, postal code and city in an address. */
const isComplete = (address: Address | null | undefined): address is Address =>
  !!address?.name1 && !!address.street && !!address.postalCode && !!address.city;

/** The company as the bidder (CTR of X84, X86); null when its address is incomplete. */
async function companyAddress(db: Database, companyId: string): Promise<Address | null> {
  const company = await findCompanyAddress(db, companyId);
  if (company === null) return null;
  const address: Address = {
    ...emptyAddress,
    name1: company.name,
    street: company.street || null,
    postalCode: company.postalCode || null,
    city: company.city || null,
    country: company.country || null,
    phone: company.phone,
    email: company.email,
    vatId: company.vatId,
  };
  return isComplete(address) ? address : null;
}

/** The project's client as the owner (OWN): its billing address, else its first; null when incomplete. */
async function clientAddress(db: Database, companyId: string, projectId: string): Promise<Address | null> {
  const client = await findProjectClient(db, companyId, projectId);
  if (client === null) return null;
  const postal = client.addresses.find((address) => address.kind === 'billing') ?? client.addresses[0];
  const address: Address = {
    ...emptyAddress,
    name1: client.name,
    street: postal?.street || null,
    postalCode: postal?.postalCode || null,
    city: postal?.city || null,
    country: postal?.country || null,
    phone: client.phone,
    email: client.email,
  };
  return isComplete(address) ? address : null;
}

/** 409: the export needs an address the company or the client does not have yet. */
const missingAddress = (detail: string) =>
  new HttpProblem({ status: 409, type: 'address-missing', title: 'Conflict', detail });

/**
 * The parties of an export: the bidder (X84, X86) is the company; the owner (OWN, required in X86) is the file's,
 * else the project's client. 409 naming what to fill in when GAEB's required address is missing.
 */
async function exportParties(
  db: Database,
  auth: AuthContext,
  boq: BoqRow,
  document: GaebDocument,
  phase: WritablePhase,
): Promise<{ contractor?: Address; owner?: Address }> {
  const parties: { contractor?: Address; owner?: Address } = {};
  if (phase !== 83) {
    const company = await companyAddress(db, auth.companyId);
    const fromFile = document.award?.contractor?.address;
    if (company) parties.contractor = company;
    else if (!isComplete(fromFile)) {
      throw missingAddress(
        `Für die GAEB-Datei X${phase} fehlt Ihre Anschrift als Bieter: Bitte Straße, PLZ und Ort in den Firmeneinstellungen eintragen.`,
      );
    }
  }
  if (!isComplete(document.award?.owner?.address)) {
    const client = await clientAddress(db, auth.companyId, boq.projectId);
    if (client) parties.owner = client;
    else if (phase === 86) {
      throw missingAddress(
        'Für die GAEB-Datei X86 fehlt die Anschrift des Auftraggebers: Bitte beim Kunden des Projekts eine Anschrift mit Straße, PLZ und Ort eintragen.',
      );
    }
  }
  return parties;
}

/** The stored BoQ as a GAEB document: the shell with its nodes put back (structure from the columns). */
export async function assembleDocument(db: Database, boq: BoqRow): Promise<GaebDocument> {
  const document = boq.document as StoredDocument;
  const rows = await loadNodesForExport(db, boq.id);
  const body = assembleBody(
    document.award.boq.body,
    rows.map((row) => {
      const entry = row.data as FlatEntry;
      const structured =
        entry.kind === 'category' || entry.kind === 'item' || entry.kind === 'markupItem'
          ? {
              ...entry,
              rNoPart: row.rNoPart ?? entry.rNoPart,
              oz: row.oz,
              ...(entry.kind === 'category' ? {} : { rNoIndex: row.rNoIndex }),
            }
          : entry;
      return { key: row.id, parentKey: row.parentId, list: row.list, entry: structured };
    }),
  );
  return { ...document, award: { ...document.award, boq: { ...document.award.boq, body } } };
}

/** GAEB DA XML of the BoQ in the phase asked for (83 tender, 84 bid, 86 contract), in the source's version. */
export async function exportBoq(
  db: Database,
  auth: AuthContext,
  id: string,
  phase: WritablePhase,
  now: Date,
): Promise<{ fileName: string; xml: string; warnings: number }> {
  const boq = await requireBoq(db, auth, id);
  const document = await assembleDocument(db, boq);
  const parties = await exportParties(db, auth, boq, document, phase);
  const result = writeGaeb(document, {
    phase,
    vatPercent: toCanonical(boq.vatPercent),
    discountPercent: boq.discountPercent === null ? null : toCanonical(boq.discountPercent),
    ...parties,
    now,
  });
  const base = sanitizeUploadName(boq.name.replace(/[:*?"<>|]+/g, '_'));
  return { fileName: `${base}.X${phase}`, xml: result.xml, warnings: result.warnings.length };
}
