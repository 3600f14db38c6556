import { assembleBody, type FlatEntry } from '@vendoc/gaeb/flat';
import { emptyAddress, type Address, type GaebDocument } from '@vendoc/gaeb/model';
import { writeGaeb, type WritablePhase } from '@vendoc/gaeb/writer';
import { toCanonical } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { HttpProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { sanitizeUploadName } from '../../lib/file-name';
import { findCompanyAddress, findProjectClient, loadNodesForExport, type BoqRow } from './boqs.repository';
import { requireBoq, type StoredDocument } from './boqs.service';

/** GAEB requires name, street, postal code and city in an address. */
const isComplete = (address: Address | null | undefined): address is Address =>
  !!address?.name1 && !!address.street && !!address.postalCode && !!address.city;

/** The company as the bidder (CTR of X84, X86); null when its address is incomplete. */
async function companyAddress(db: Database, companyId: string): Promise<Address | null> {
  const company = await findCompanyAddress(db, companyId);
  if (company === null) return null;
  const address: Address = {
    ...emptyAddress(),
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
    ...emptyAddress(),
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
