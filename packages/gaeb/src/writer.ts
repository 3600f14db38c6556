import type { GaebWarning } from './errors';
import type { Address, Award, GaebDocument, GaebVersion, ProjectInfo } from './model';
import { gaebNamespace } from './namespace';
import { phaseSchema, type SchemaPhase } from './schema/phase-schema';
import { computeTotals, type ComputedTotals } from './totals';
import { bidAwardElement } from './write/build-bid';
import { boqElement } from './write/build-boq';
import { invoiceElements } from './write/build-invoice';
import { awardInfoElement, partyElement, rootElement, type WriterStamp } from './write/build-document';
import { conformTree } from './write/conform';
import { ElementBuilder } from './write/element-builder';
import { WarningCollector } from './write/warnings';
import { serializeXml, type XmlElement } from './xml';

export type WritablePhase = 81 | 83 | 84 | 86 | 89;

export interface WriteGaebOptions {
  /**
   * 81 description of works (Leistungsbeschreibung: full tree, no quantities needed, no prices), 83 tender (full
   * tree, no prices), 84 bid (what the bidder adds), 86 contract (full tree with prices), 89 invoice (full tree
   * with billed quantities and prices, and the document's invoice data).
   */
  phase: WritablePhase;
  /** GAEB version of the output; default: the document's (a bid answers in the tender's version). */
  version?: GaebVersion;
  /** VAT rate in percent for totals; default: the rate the BoQ states, else "19". */
  vatPercent?: string;
  /** Discount in percent on the whole BoQ; default: the discount the BoQ states. */
  discountPercent?: string | null;
  /** The bidder / contractor (CTR) of X84 and X86; default: the document's contractor. */
  contractor?: Address;
  /** The client (OWN) of X81, X83 and X86; default: the document's owner. */
  owner?: Address;
  /**
   * Write back everything the model preserved unchanged, vendor extensions and values the schema does not
   * allow included (an archive copy; it may not validate). Default false: the output is made schema-valid.
   */
  lossless?: boolean;
  /** Writing time for GAEBInfo Date and Time; default: now. */
  now?: Date;
  /** ProgSystem / ProgName in GAEBInfo; default "VenDoc". */
  program?: string;
  /**
   * X84: write the quantity of every item, not only where the tender left it open (a bid that answers no tender,
   * e.g. an offer made in VenDoc). Default false.
   */
  bidQuantities?: boolean;
}

export interface WriteGaebResult {
  /** The XML text, declared UTF-8 (use encodeXml for bytes in another encoding). */
  xml: string;
  /** What was changed or left out to make the file valid, and what is missing. */
  warnings: GaebWarning[];
}

const pad = (n: number): string => String(n).padStart(2, '0');

function stamp(version: GaebVersion, now: Date, program: string): WriterStamp {
  return {
    version,
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
    progSystem: program,
    progName: program,
  };
}

function totalsOf(doc: GaebDocument, options: WriteGaebOptions): ComputedTotals | null {
  const boq = doc.award?.boq;
  if (!boq) return null;
  return computeTotals(boq, {
    vatPercent: options.vatPercent ?? boq.info.totals?.vatPercent ?? '19',
    discountPercent:
      options.discountPercent === undefined ? boq.info.totals?.discountPercent : options.discountPercent,
  });
}

/**
 * A bid repeats only the project's name and label. X84 requires the name, which X81 to X83 may leave out: then the
 * label stands in; a project with neither is left out (PrjInfo is optional).
 */
function bidProject(project: ProjectInfo | null, warnings: WarningCollector): ProjectInfo | null {
  if (project === null) return null;
  const name = project.name ?? project.label;
  if (name === null) return null;
  if (project.name === null)
    warnings.add('the project has no name (NamePrj); its label stands in', 'NamePrj');
  return { ...project, name, currency: null, currencyLabel: null };
}

/** Phases without prices: the description of works (81) and the tender (83). */
const unpriced = (phase: WritablePhase): boolean => phase === 81 || phase === 83;

function fullAward(award: Award, options: WriteGaebOptions, totals: ComputedTotals | null): XmlElement {
  const invoice = options.phase === 89;
  const builder = new ElementBuilder(invoice ? 'Invoice' : 'Award').text('DP', String(options.phase));
  if (award.info && !invoice) builder.child(awardInfoElement(award.info));
  const owner = options.owner ? { address: options.owner } : award.owner;
  if (owner) builder.child(partyElement('OWN', owner));
  const contractor = options.contractor ? { address: options.contractor } : award.contractor;
  if (!unpriced(options.phase) && contractor) builder.child(partyElement('CTR', contractor));
  const quantityElement = invoice ? 'BillQty' : 'Qty';
  if (award.boq)
    builder.child(boqElement(award.boq, { withPrices: !unpriced(options.phase), totals, quantityElement }));
  if (invoice && award.invoice) builder.all(invoiceElements(award.invoice));
  return builder.build(award);
}

/**
 * Writes a GAEB DA XML file from the model: X81 (description of works, e.g. a service catalog: the full tree
 * without prices; quantities only where the items have them), X83 (tender: the full tree without prices), X84
 * (bid: OZ, unit prices, totals and bidder texts, in the tender's version), X86 (contract: the full tree with
 * prices and totals), X89 (invoice: the full tree with billed quantities, prices and totals, and the invoice data
 * of `award.invoice`). Preserved elements go back where they were. The result follows the phase's official 3.3 schema:
 * what it does not allow is left out (unless `lossless`), over-long texts are shortened; each change is
 * reported in `warnings`. 3.1 and 3.2 output uses the 3.3 content model with the version's namespace.
 * Throws an Error when asked for an X84 of a document without bill of quantities.
 */
export function writeGaeb(doc: GaebDocument, options: WriteGaebOptions): WriteGaebResult {
  const version = options.version ?? doc.version;
  const warnings = new WarningCollector();
  const award: Award = doc.award ?? {
    container: 'Award',
    dp: String(options.phase),
    info: null,
    owner: null,
    contractor: null,
    boq: null,
  };
  const totals = unpriced(options.phase) ? null : totalsOf(doc, options);
  if (totals !== null && totals.unpricedItems > 0 && (options.phase === 86 || options.phase === 89)) {
    const n = totals.unpricedItems;
    warnings.add(`${n} counted item${n === 1 ? ' has' : 's have'} no price`);
  }
  let awardElement: XmlElement;
  if (options.phase === 84) {
    if (award.boq === null || totals === null) throw new Error('an X84 bid needs a bill of quantities');
    const contractor = options.contractor ?? award.contractor?.address ?? null;
    const info = { currency: null, currencyLabel: null, bidDate: null, ...award.info };
    awardElement = bidAwardElement(award.boq, info, contractor, {
      totals,
      warnings,
      quantities: options.bidQuantities ?? false,
    });
  } else {
    awardElement = fullAward(award, options, totals);
  }
  const program = options.program ?? 'VenDoc';
  const source: GaebDocument =
    options.phase === 84 ? { ...doc, project: bidProject(doc.project, warnings) } : doc;
  const root = rootElement(
    source,
    stamp(version, options.now ?? new Date(), program),
    awardElement,
    options.phase !== 84,
  );
  const conformed = conformTree(root, phaseSchema(String(options.phase) as SchemaPhase), warnings, {
    lossless: options.lossless ?? false,
    skipValuesOf: version === '3.3' ? undefined : new Set(['Version', 'VersDate']),
  });
  const body = serializeXml(conformed, { namespace: gaebNamespace(version, String(options.phase)) });
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, warnings: warnings.list() };
}
