import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderDocumentKind, OrderDocumentStatus } from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import { clients, orderDocuments, projects } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

// The documents list: filters, keyset pages and the sums per status, each one query over the list's indexes.

export type DocumentSortField = 'documentDate' | 'number' | 'gross' | 'openAmount' | 'updatedAt';

export interface DocumentListFilter {
  companyId: string;
  /** Fitters: delivery notes only. */
  kinds: readonly OrderDocumentKind[] | null;
  /** Fitters: the projects they work on (a subquery of project ids). */
  projectIds: SQLWrapper | null;
  kind?: OrderDocumentKind | undefined;
  status?: OrderDocumentStatus | undefined;
  clientId?: string | undefined;
  projectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  overdue?: boolean | undefined;
  q?: string | undefined;
  today: string;
}

/** Open, past its due date, issued or sent. */
const overdueCondition = (today: string) =>
  sql`(${orderDocuments.openAmount} > 0 and ${orderDocuments.dueDate} < ${today} and ${orderDocuments.status} in ('issued', 'sent'))`;

function filterCondition(filter: DocumentListFilter): SQL | undefined {
  return and(
    eq(orderDocuments.companyId, filter.companyId),
    filter.kinds === null ? undefined : inArray(orderDocuments.kind, [...filter.kinds]),
    filter.projectIds === null ? undefined : inArray(orderDocuments.projectId, filter.projectIds),
    filter.kind === undefined ? undefined : eq(orderDocuments.kind, filter.kind),
    filter.status === undefined ? undefined : eq(orderDocuments.status, filter.status),
    filter.clientId === undefined ? undefined : eq(orderDocuments.clientId, filter.clientId),
    filter.projectId === undefined ? undefined : eq(orderDocuments.projectId, filter.projectId),
    filter.from === undefined ? undefined : gte(orderDocuments.documentDate, filter.from),
    filter.to === undefined ? undefined : lte(orderDocuments.documentDate, filter.to),
    filter.overdue === undefined
      ? undefined
      : filter.overdue
        ? overdueCondition(filter.today)
        : sql`not ${overdueCondition(filter.today)}`,
    matchesSearch(orderDocuments.searchText, filter.q),
  );
}

function sortKeys({ field, descending }: SortChoice<DocumentSortField>): SortKey[] {
  const first: Record<DocumentSortField, SortKey> = {
    documentDate: { expression: orderDocuments.documentDate, type: 'date', descending },
    number: { expression: sql`coalesce(${orderDocuments.number}, '')`, type: 'text', descending },
    gross: { expression: orderDocuments.gross, type: 'numeric', descending },
    openAmount: { expression: orderDocuments.openAmount, type: 'numeric', descending },
    updatedAt: { expression: orderDocuments.updatedAt, type: 'timestamptz', descending },
  };
  // The id ascending under a descending date: the order of the index (company_id, document_date desc, id).
  return [first[field], { expression: orderDocuments.id, type: 'uuid', descending: !descending }];
}
export const documentSortKeyCount = 2;

/** Up to `limit` rows after the cursor values, in the sort's order, each with its cursor values. */
export async function listDocuments(
  db: Database,
  filter: DocumentListFilter,
  sort: SortChoice<DocumentSortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  const pageIds = db
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(and(filterCondition(filter), after === null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
  return db
    .select({
      id: orderDocuments.id,
      kind: orderDocuments.kind,
      status: orderDocuments.status,
      number: orderDocuments.number,
      title: orderDocuments.title,
      documentDate: orderDocuments.documentDate,
      dueDate: orderDocuments.dueDate,
      projectId: orderDocuments.projectId,
      projectName: projects.name,
      clientId: orderDocuments.clientId,
      clientName: clients.name,
      net: orderDocuments.net,
      gross: orderDocuments.gross,
      openAmount: orderDocuments.openAmount,
      paidAmount: orderDocuments.paidAmount,
      version: orderDocuments.version,
      updatedAt: orderDocuments.updatedAt,
      cursorValues: keysetValues(keys),
    })
    .from(orderDocuments)
    .innerJoin(projects, eq(projects.id, orderDocuments.projectId))
    .innerJoin(clients, eq(clients.id, orderDocuments.clientId))
    .where(inArray(orderDocuments.id, pageIds))
    .orderBy(...keysetOrderBy(keys));
}

/** Count, gross and open amount per status of the filtered documents, and of the overdue ones: one aggregate. */
export async function sumDocuments(db: Database, filter: DocumentListFilter) {
  const overdue = overdueCondition(filter.today);
  return db
    .select({
      status: orderDocuments.status,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${orderDocuments.gross}), 0)::text`,
      openAmount: sql<string>`coalesce(sum(${orderDocuments.openAmount}), 0)::text`,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overdueGross: sql<string>`coalesce(sum(${orderDocuments.gross}) filter (where ${overdue}), 0)::text`,
      overdueOpen: sql<string>`coalesce(sum(${orderDocuments.openAmount}) filter (where ${overdue}), 0)::text`,
    })
    .from(orderDocuments)
    .where(filterCondition(filter))
    .groupBy(orderDocuments.status);
}
