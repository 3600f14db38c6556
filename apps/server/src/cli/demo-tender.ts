import { readFileSync } from 'node:fs';
import type { BoqKind, BoqTotals } from '@vendoc/contract/boqs';
import type { BoqMatchItem } from '@vendoc/contract/matches';
import type { Database } from '../db/client';
import { importBoq } from '../modules/boqs/boq-import.service';
import { applyMatches, decideMatch, getMatches } from '../modules/matches/matches.service';
import { gaebX83 } from '../modules/matches/gaeb-fixture';
import type { TenderItem } from '../modules/matches/testdata/dataset-types';
import type { AuthContext } from '../plugins/auth';
import { labelledCatalog, type DemoCatalog } from './demo-catalog';

/** The lots of the demo tender: the six hand-written LVs of the matching data set, as lots of one tender. */
const LOT_LABELS: Readonly<Record<string, string>> = {
  '01': 'Neubau Anbau Ost, alle Gewerke',
  '02': 'Sanierung Bürotrakt Bestand',
  '03': 'Ausbau Dachgeschoss',
  '04': 'Umbau Erdgeschoss',
  '05': 'Instandhaltung Rahmenvertrag',
  '06': 'Nebengebäude und Außenanlagen',
};

const TENDER_NAME = 'Sanierung und Erweiterung Bürogebäude';
const DEMO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

function labelledTender(): TenderItem[] {
  const url = new URL('../modules/matches/testdata/tender.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as TenderItem[];
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Lot and title labels by OZ prefix: the lots' names, the titles named after the trades of their items. */
function categoryLabels(items: readonly TenderItem[]): Map<string, string> {
  const trades = new Map(labelledCatalog().map((position) => [position.key, position.category]));
  const titles = new Map<string, Set<string>>();
  for (const item of items) {
    const title = item.oz.split('.').slice(0, 2).join('.');
    const set = titles.get(title) ?? new Set<string>();
    set.add(trades.get(item.expected) ?? 'Sonstiges');
    titles.set(title, set);
  }
  const labels = new Map(Object.entries(LOT_LABELS));
  for (const [title, names] of titles) labels.set(title, [...names].join(' / '));
  return labels;
}

/**
 * The demo tender as a GAEB DA XML 3.3 X83: the 312 hand-written items of the matching data set in six lots,
 * written by the matching tests' X83 builder; its placeholder labels ("Titel 01.02") get the lots' and trades'
 * names.
 */
export function demoTenderX83(): { xml: string; items: TenderItem[] } {
  const items = labelledTender();
  const labels = categoryLabels(items);
  // A labelled item is an entry of the builder (OZ, texts, unit, quantity, STLB-Bau reference) plus its label.
  const xml = gaebX83(items, TENDER_NAME).replace(
    /<span>Titel (\d+(?:\.\d+)?)<\/span>/g,
    (whole, oz: string) => {
      const label = labels.get(oz);
      return label === undefined ? whole : `<span>${escapeXml(label)}</span>`;
    },
  );
  return { xml, items };
}

export interface DemoTender {
  tenderBoqId: string;
  offerBoqId: string;
  items: number;
  accepted: number;
  rejected: number;
  offerTotals: BoqTotals;
}

async function importDemoBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  bytes: Uint8Array,
  kind: BoqKind,
  name: string,
) {
  const file = { fileName: 'LV_Buerogebaeude.x83', bytes, kind, name };
  return importBoq(db, auth, projectId, file, DEMO_UPLOAD_MAX_BYTES);
}

/**
 * Accepts the labelled position for every item whose position the catalog has. Where the matcher ranked another
 * position first, that one is rejected first, as an estimator correcting the proposal would (with `rejecting`).
 */
async function decideItems(
  db: Database,
  auth: AuthContext,
  boqId: string,
  catalog: DemoCatalog,
  expected: ReadonlyMap<string, string>,
  items: readonly BoqMatchItem[],
  rejecting: boolean,
) {
  let accepted = 0;
  let rejected = 0;
  for (const item of items) {
    const positionId = catalog.positionIds.get(expected.get(item.oz) ?? '');
    if (positionId === undefined) continue;
    const best = item.candidates[0];
    if (rejecting && best !== undefined && best.positionId !== positionId) {
      const decision = { catalogId: catalog.catalogId, positionId: best.positionId, optionIds: [] };
      await decideMatch(db, auth, boqId, item.nodeId, { ...decision, status: 'rejected', score: best.score });
      rejected++;
    }
    const score = item.candidates.find((candidate) => candidate.positionId === positionId)?.score ?? null;
    const decision = { catalogId: catalog.catalogId, positionId, optionIds: [] };
    await decideMatch(db, auth, boqId, item.nodeId, { ...decision, status: 'accepted', score });
    accepted++;
  }
  return { accepted, rejected };
}

/**
 * The demo project's tender and offer: the X83 imported as the client's tender (kind tender) and again as our
 * offer (kind offer), both through the import the API uses; the items the catalog covers matched to its positions
 * through the matches service, and the offer priced from its matches.
 */
export async function seedDemoTender(
  db: Database,
  auth: AuthContext,
  projectId: string,
  catalog: DemoCatalog,
): Promise<DemoTender> {
  const { xml, items } = demoTenderX83();
  const bytes = new TextEncoder().encode(xml);
  const expected = new Map(items.map((item) => [item.oz, item.expected]));
  const query = { catalogId: catalog.catalogId, candidates: 3 };

  const tender = await importDemoBoq(db, auth, projectId, bytes, 'tender', `Ausschreibung ${TENDER_NAME}`);
  const tenderItems = (await getMatches(db, auth, tender.boqId, query)).items;
  const decided = await decideItems(db, auth, tender.boqId, catalog, expected, tenderItems, true);

  const offer = await importDemoBoq(db, auth, projectId, bytes, 'offer', `Angebot ${TENDER_NAME}`);
  const offerItems = (await getMatches(db, auth, offer.boqId, { ...query, candidates: 1 })).items;
  await decideItems(db, auth, offer.boqId, catalog, expected, offerItems, false);
  const applied = await applyMatches(db, auth, offer.boqId, { catalogId: catalog.catalogId });

  return {
    tenderBoqId: tender.boqId,
    offerBoqId: offer.boqId,
    items: tender.counts.items,
    ...decided,
    offerTotals: applied.totals,
  };
}
