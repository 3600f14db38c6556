import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Boq, BoqTotals, boqCreateSchema, boqUpdateSchema } from '@vendoc/contract/boqs';
import { emptyBoqInfo, emptyTotals } from '@vendoc/gaeb/empty-model';
import type { BoQ, BreakdownLevel, GaebDocument } from '@vendoc/gaeb/model';
import { totalsFromRates } from '@vendoc/gaeb/totals';
import { decimal, toCanonical, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { requireProject } from '../projects/projects.service';
import {
  countedSums,
  deleteBoq,
  findBoq,
  insertBoq,
  listBoqs,
  listNodes,
  lockBoq,
  updateBoq,
  type BoqRow,
  type NodeListRow,
} from './boqs.repository';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { findBoq, listBoqs, lockBoq, type BoqRow, type NodeListRow } from './boqs.repository';
export { sweepAbandonedImports } from './boq-insert.repository';
export { exportBoq } from './boq-export.service';
export { createNode, updateNode } from './boq-nodes.service';
export { setUnitPrices } from './bulk-unit-prices';
export { lastChildId, loadNodesForDocument, projectPositionsByIds } from './boq-document-nodes.repository';

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

/** Every visible node of a BoQ the caller has already found for its company, in tree order (the whole BoQ). */
export function allNodeRows(db: Database, boqId: string): Promise<NodeListRow[]> {
  return listNodes(db, boqId);
}

export async function getBoq(db: Database, auth: AuthContext, id: string): Promise<Boq> {
  return toBoqResponse(await requireBoq(db, auth, id));
}

/** Totals from counted item amounts per rate (null = the BoQ's rate). */
export function totalsOf(
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

/** A BoQ that is stored with no entries: the document shell of an empty offer (mask 2/4: "01.0010"). */
export function emptyDocument(name: string, vatPercent: string): StoredDocument {
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
          ...emptyBoqInfo(),
          name,
          label: name,
          // X83 requires it: the tender carries complete texts.
          outlineCompleteness: 'AllTxt',
          breakdown: [level('BoQLevel', 2, 'Titel'), level('Item', 4, 'Position')],
          totals: { ...emptyTotals(), vatPercent },
        },
        body: { entries: [], itemlist: null },
      },
    },
  };
}

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
