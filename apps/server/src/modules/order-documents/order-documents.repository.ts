import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clients,
  companies,
  orderDocumentAudit,
  orderDocumentItems,
  orderDocumentOutputs,
  orderDocumentPayments,
  orderDocuments,
  orderDocumentSurveys,
  projects,
  users,
} from '../../db/schema';

// SQL of order documents: the header row, its items, payments, audit, outputs and billed surveys.

export type DocumentRow = typeof orderDocuments.$inferSelect;
export type NewDocument = typeof orderDocuments.$inferInsert;
export type DocumentChanges = Partial<Omit<NewDocument, 'id' | 'companyId' | 'version' | 'createdAt'>>;
export type ItemRow = typeof orderDocumentItems.$inferSelect;
export type NewItem = Omit<ItemRow, 'documentId' | 'position'>;

const scoped = (companyId: string, id: string) =>
  and(eq(orderDocuments.id, id), eq(orderDocuments.companyId, companyId));

/**
 * The document with its project's and client's names and whether the client takes the construction invoice codes;
 * null for an unknown or another company's document.
 */
export async function findDocument(db: Database, companyId: string, id: string) {
  const rows = await db
    .select({
      document: orderDocuments,
      projectName: projects.name,
      clientName: clients.name,
      constructionInvoiceCodes: clients.constructionInvoiceCodes,
    })
    .from(orderDocuments)
    .innerJoin(projects, eq(projects.id, orderDocuments.projectId))
    .innerJoin(clients, eq(clients.id, orderDocuments.clientId))
    .where(scoped(companyId, id))
    .limit(1);
  return rows[0] ?? null;
}
export type FoundDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** The document row locked for a change (FOR UPDATE), or null. */
export async function lockDocument(tx: Database, companyId: string, id: string): Promise<DocumentRow | null> {
  const rows = await tx.select().from(orderDocuments).where(scoped(companyId, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertDocument(tx: Database, document: NewDocument): Promise<string> {
  const rows = await tx.insert(orderDocuments).values(document).returning({ id: orderDocuments.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Changes the (locked) document and moves its version on. */
export async function updateDocument(
  tx: Database,
  companyId: string,
  id: string,
  changes: DocumentChanges,
): Promise<void> {
  await tx
    .update(orderDocuments)
    .set({ ...changes, version: sql`${orderDocuments.version} + 1`, updatedAt: sql`now()` })
    .where(scoped(companyId, id));
}

/** Sets columns without moving the version on (the totals of a document just created). */
export async function setTotals(tx: Database, id: string, changes: DocumentChanges): Promise<void> {
  await tx.update(orderDocuments).set(changes).where(eq(orderDocuments.id, id));
}

export async function deleteDocument(tx: Database, companyId: string, id: string): Promise<void> {
  await tx.delete(orderDocuments).where(scoped(companyId, id));
}

export function listItems(db: Database, documentId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(orderDocumentItems)
    .where(eq(orderDocumentItems.documentId, documentId))
    .orderBy(asc(orderDocumentItems.position));
}

// 17 columns a row: 1,000 rows stay far below the 65,535 parameters of one statement.
const ITEM_BATCH = 1000;

/** Replaces the document's items by `items` in their order. */
export async function replaceItems(tx: Database, documentId: string, items: readonly NewItem[]) {
  await tx.delete(orderDocumentItems).where(eq(orderDocumentItems.documentId, documentId));
  for (let start = 0; start < items.length; start += ITEM_BATCH) {
    const batch = items
      .slice(start, start + ITEM_BATCH)
      .map((item, index) => ({ ...item, documentId, position: start + index }));
    await tx.insert(orderDocumentItems).values(batch);
  }
}

export function listPayments(db: Database, documentId: string) {
  return db
    .select()
    .from(orderDocumentPayments)
    .where(eq(orderDocumentPayments.documentId, documentId))
    .orderBy(asc(orderDocumentPayments.date), asc(orderDocumentPayments.createdAt));
}

export async function insertPayment(tx: Database, payment: typeof orderDocumentPayments.$inferInsert) {
  await tx.insert(orderDocumentPayments).values(payment);
}

/** The sum of the document's payments (exact, as numeric text). */
export async function sumPayments(tx: Database, documentId: string): Promise<string> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${orderDocumentPayments.amount}), 0)::text` })
    .from(orderDocumentPayments)
    .where(eq(orderDocumentPayments.documentId, documentId));
  return rows[0]?.total ?? '0';
}

export function listAudit(db: Database, documentId: string) {
  return db
    .select()
    .from(orderDocumentAudit)
    .where(eq(orderDocumentAudit.documentId, documentId))
    .orderBy(asc(orderDocumentAudit.at), asc(orderDocumentAudit.id));
}

/** The latest audit entry of the document (to fold autosaves into one "updated" entry). */
export async function lastAudit(tx: Database, documentId: string) {
  const rows = await tx
    .select()
    .from(orderDocumentAudit)
    .where(eq(orderDocumentAudit.documentId, documentId))
    .orderBy(desc(orderDocumentAudit.at), desc(orderDocumentAudit.id))
    .limit(1);
  return rows[0] ?? null;
}

export interface AuditInput {
  documentId: string;
  at: Date;
  userId: string;
  action: string;
  detail?: string;
}

/** Adds an audit entry, with the user's display name as it is now (kept when the user is renamed or deleted). */
export async function insertAudit(tx: Database, entry: AuditInput): Promise<void> {
  await tx.insert(orderDocumentAudit).values({
    documentId: entry.documentId,
    at: entry.at,
    userId: entry.userId,
    userName: sql`coalesce((select ${users.displayName} from ${users} where ${users.id} = ${entry.userId}), '')`,
    action: entry.action,
    detail: entry.detail ?? '',
  });
}

export async function userName(db: Database, userId: string): Promise<string> {
  const rows = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.name ?? '';
}

export function listOutputs(db: Database, documentId: string) {
  return db
    .select()
    .from(orderDocumentOutputs)
    .where(eq(orderDocumentOutputs.documentId, documentId))
    .orderBy(asc(orderDocumentOutputs.kind));
}

export async function insertOutputs(tx: Database, outputs: (typeof orderDocumentOutputs.$inferInsert)[]) {
  if (outputs.length > 0) await tx.insert(orderDocumentOutputs).values(outputs);
}

export async function listSurveyIds(db: Database, documentId: string): Promise<string[]> {
  const rows = await db
    .select({ surveyId: orderDocumentSurveys.surveyId })
    .from(orderDocumentSurveys)
    .where(eq(orderDocumentSurveys.documentId, documentId))
    .orderBy(asc(orderDocumentSurveys.surveyId));
  return rows.map((row) => row.surveyId);
}

export async function insertSurveyLinks(tx: Database, documentId: string, surveyIds: readonly string[]) {
  if (surveyIds.length > 0)
    await tx.insert(orderDocumentSurveys).values(surveyIds.map((surveyId) => ({ documentId, surveyId })));
}

/** Surveys billed by the project's issued, not cancelled invoices of these kinds (the performance so far). */
export async function billedSurveyIdsOfProject(
  db: Database,
  companyId: string,
  projectId: string,
  kinds: readonly DocumentRow['kind'][],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ surveyId: orderDocumentSurveys.surveyId })
    .from(orderDocumentSurveys)
    .innerJoin(orderDocuments, eq(orderDocuments.id, orderDocumentSurveys.documentId))
    .where(
      and(
        eq(orderDocuments.companyId, companyId),
        eq(orderDocuments.projectId, projectId),
        inArray(orderDocuments.kind, [...kinds]),
        inArray(orderDocuments.status, ['issued', 'sent']),
      ),
    );
  return rows.map((row) => row.surveyId);
}

/** The documents made from this one or reversing it, and the one it was made from or reverses. */
export function listChain(db: Database, companyId: string, document: DocumentRow) {
  const linked = [document.predecessorId, document.cancelsId].filter((id): id is string => id !== null);
  return db
    .select({
      id: orderDocuments.id,
      kind: orderDocuments.kind,
      number: orderDocuments.number,
      status: orderDocuments.status,
      documentDate: orderDocuments.documentDate,
      predecessorId: orderDocuments.predecessorId,
      cancelsId: orderDocuments.cancelsId,
    })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.companyId, companyId),
        or(
          eq(orderDocuments.predecessorId, document.id),
          eq(orderDocuments.cancelsId, document.id),
          linked.length === 0 ? sql`false` : inArray(orderDocuments.id, linked),
        ),
      ),
    )
    .orderBy(asc(orderDocuments.documentDate), asc(orderDocuments.createdAt));
}

/**
 * The project's issued, not cancelled invoices of `kinds` (but `excludeId`), in the order they were issued: the
 * earlier invoices a cumulative draft deducts.
 */
export function listEarlierInvoices(
  db: Database,
  companyId: string,
  projectId: string,
  kinds: readonly DocumentRow['kind'][],
  excludeId: string,
) {
  return db
    .select({
      id: orderDocuments.id,
      kind: orderDocuments.kind,
      number: orderDocuments.number,
      documentDate: orderDocuments.documentDate,
      currentAmounts: orderDocuments.currentAmounts,
    })
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.companyId, companyId),
        eq(orderDocuments.projectId, projectId),
        inArray(orderDocuments.kind, [...kinds]),
        inArray(orderDocuments.status, ['issued', 'sent']),
        isNotNull(orderDocuments.issuedAt),
        ne(orderDocuments.id, excludeId),
      ),
    )
    .orderBy(asc(orderDocuments.issuedAt), asc(orderDocuments.id));
}

/** The project with its client's fields a new document copies. */
export async function findProjectWithClient(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      siteAddress: projects.siteAddress,
      client: {
        id: clients.id,
        kind: clients.kind,
        name: clients.name,
        email: clients.email,
        leitwegId: clients.leitwegId,
        addresses: clients.addresses,
        contacts: clients.contacts,
        paymentDaysNet: clients.paymentDaysNet,
        cashDiscountPercent: clients.cashDiscountPercent,
        cashDiscountDays: clients.cashDiscountDays,
        retentionPercent: clients.retentionPercent,
        reverseCharge: clients.reverseCharge,
      },
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
export type ProjectWithClient = NonNullable<Awaited<ReturnType<typeof findProjectWithClient>>>;

/** The company's letterhead data for the outputs. */
export async function findCompany(db: Database, companyId: string) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  const company = rows[0];
  if (company == null) throw new Error(`company ${companyId} vanished`);
  return company;
}
export type CompanyRow = Awaited<ReturnType<typeof findCompany>>;

/** Whether a number is in use by another document of the company (a range set back below issued numbers). */
export async function documentNumberTaken(db: Database, companyId: string, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.companyId, companyId), eq(orderDocuments.number, number)))
    .limit(1);
  return rows.length > 0;
}
