import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, orderDocuments, projects, users } from '../../db/schema';

/** What a printed order document shows besides its own content and the company: the project, its client, the sender. */
export async function findPrintContext(db: Database, companyId: string, documentId: string, userId: string) {
  const rows = await db
    .select({
      project: {
        number: projects.number,
        name: projects.name,
        siteAddress: projects.siteAddress,
        startDate: projects.startDate,
        endDate: projects.endDate,
      },
      client: {
        number: clients.number,
        name: clients.name,
        kind: clients.kind,
        salutation: clients.salutation,
        phone: clients.phone,
        email: clients.email,
        leitwegId: clients.leitwegId,
        contacts: clients.contacts,
      },
    })
    .from(orderDocuments)
    .innerJoin(projects, eq(projects.id, orderDocuments.projectId))
    .innerJoin(clients, eq(clients.id, orderDocuments.clientId))
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.companyId, companyId)))
    .limit(1);
  const context = rows[0];
  if (context == null) return null;
  const sender = await db
    .select({ name: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return { ...context, sender: sender[0] ?? null };
}

/** Number and date of documents (the invoices deducted or reversed), by id. */
export async function findReferences(db: Database, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { number: string; issueDate: string }>();
  const rows = await db
    .select({ id: orderDocuments.id, number: orderDocuments.number, date: orderDocuments.documentDate })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.companyId, companyId), inArray(orderDocuments.id, [...ids])));
  return new Map(rows.map((row) => [row.id, { number: row.number ?? '', issueDate: row.date }]));
}
