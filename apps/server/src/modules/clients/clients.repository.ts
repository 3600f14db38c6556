import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ClientAddress, ClientKind, ContactPerson, PaymentTerms } from '@vendoc/contract/clients';
import type { Database } from '../../db/client';
import { clients, projects } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

export type ClientSortField = 'number' | 'name' | 'kind' | 'createdAt' | 'updatedAt';

/** What a client consists of, as the service hands it to the repository (already validated). */
export interface ClientData {
  kind: ClientKind;
  name: string;
  salutation: string | null;
  phone: string | null;
  email: string | null;
  notes: string | null;
  leitwegId: string | null;
  paymentTerms: PaymentTerms | null;
  reverseCharge: boolean;
  constructionInvoiceCodes: boolean;
  contacts: ContactPerson[];
  addresses: ClientAddress[];
}

// Written with explicit aliases: Drizzle leaves columns unqualified in the select list of a one-table query, so
// "id" inside the subquery would name the project's id.
const projectCount =
  sql<number>`(select count(*) from projects as referencing where referencing.client_id = "clients"."id")`.mapWith(
    Number,
  );

const clientColumns = {
  id: clients.id,
  number: clients.number,
  kind: clients.kind,
  name: clients.name,
  salutation: clients.salutation,
  phone: clients.phone,
  email: clients.email,
  notes: clients.notes,
  leitwegId: clients.leitwegId,
  paymentDaysNet: clients.paymentDaysNet,
  cashDiscountPercent: clients.cashDiscountPercent,
  cashDiscountDays: clients.cashDiscountDays,
  retentionPercent: clients.retentionPercent,
  reverseCharge: clients.reverseCharge,
  constructionInvoiceCodes: clients.constructionInvoiceCodes,
  contacts: clients.contacts,
  addresses: clients.addresses,
  projectCount,
  version: clients.version,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

// Kinds sort in the order the form offers them, not alphabetically by their English keys.
const kindRank = sql`array_position(array['private', 'commercial', 'public']::text[], ${clients.kind})`;

function sortKeys({ field, descending }: SortChoice<ClientSortField>): SortKey[] {
  const first: Record<ClientSortField, SortKey> = {
    number: { expression: clients.number, type: 'text', descending },
    name: { expression: sql`lower(${clients.name})`, type: 'text', descending },
    kind: { expression: kindRank, type: 'integer', descending },
    createdAt: { expression: clients.createdAt, type: 'timestamptz', descending },
    updatedAt: { expression: clients.updatedAt, type: 'timestamptz', descending },
  };
  return [first[field], { expression: clients.id, type: 'uuid', descending }];
}

/** The lower-cased text the list search runs over: number, names, contacts, phone numbers, e-mails, addresses. */
function searchText(number: string | SQL, data: ClientData): SQL {
  const parts = [
    data.name,
    data.email,
    data.phone,
    data.leitwegId,
    ...data.contacts.flatMap((contact) => [contact.name, contact.email, contact.phone]),
    ...data.addresses.flatMap((address) => [address.street, address.postalCode, address.city]),
  ];
  const rest = parts.filter((part) => part != null && part !== '').join(' ');
  return sql`lower(cast(${number} as text) || ' ' || cast(${rest} as text))`;
}

function columnsOf(data: ClientData) {
  return {
    kind: data.kind,
    name: data.name,
    salutation: data.salutation,
    phone: data.phone,
    email: data.email,
    notes: data.notes,
    leitwegId: data.leitwegId,
    paymentDaysNet: data.paymentTerms?.daysNet ?? null,
    cashDiscountPercent: data.paymentTerms?.cashDiscountPercent ?? null,
    cashDiscountDays: data.paymentTerms?.cashDiscountDays ?? null,
    retentionPercent: data.paymentTerms?.retentionPercent ?? null,
    reverseCharge: data.reverseCharge,
    constructionInvoiceCodes: data.constructionInvoiceCodes,
    contacts: data.contacts,
    addresses: data.addresses,
  };
}

export interface ClientListFilter {
  companyId: string;
  q?: string | undefined;
  kind?: ClientKind | undefined;
}

const filterCondition = (filter: ClientListFilter) =>
  and(
    eq(clients.companyId, filter.companyId),
    matchesSearch(clients.searchText, filter.q),
    filter.kind == null ? undefined : eq(clients.kind, filter.kind),
  );

/** The number of clients meeting `condition`: uncorrelated (`clients` inside shadows the outer one), run once. */
const totalOf = (condition: SQL | undefined) =>
  sql<number>`(select count(*) from ${clients} where ${condition})`.mapWith(Number);

/**
 * One statement for a page and the total: the page's ids are found from the sort key alone first, so project
 * counts are read for the page, not for every match; each row carries its cursor values and the total.
 */
function pageQuery(
  db: Database,
  condition: SQL | undefined,
  keys: SortKey[],
  after: string[] | null,
  limit: number | Placeholder,
) {
  const pageIds = db
    .select({ id: clients.id })
    .from(clients)
    .where(and(condition, after == null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
  return db
    .select({ ...clientColumns, cursorValues: keysetValues(keys), total: totalOf(condition) })
    .from(clients)
    .where(inArray(clients.id, pageIds))
    .orderBy(...keysetOrderBy(keys));
}

/** The first page of the whole list in one sort, prepared once per database (the list as it opens). */
const prepareFirstPage = (db: Database, sort: SortChoice<ClientSortField>) =>
  pageQuery(
    db,
    eq(clients.companyId, sql.placeholder('companyId')),
    sortKeys(sort),
    null,
    sql.placeholder('limit'),
  ).prepare(`clients_first_page_${sort.descending ? 'desc_' : ''}${sort.field}`);

const firstPages = new WeakMap<Database, Map<string, ReturnType<typeof prepareFirstPage>>>();

/**
 * Up to `limit` clients after the cursor values, in the sort's order, each with its cursor values and the total
 * of the filtered list (no rows: no total; see countClients).
 */
export async function listClients(
  db: Database,
  filter: ClientListFilter,
  sort: SortChoice<ClientSortField>,
  after: string[] | null,
  limit: number,
) {
  if (filter.q == null && filter.kind == null && after == null) {
    const prepared = firstPages.get(db) ?? new Map<string, ReturnType<typeof prepareFirstPage>>();
    firstPages.set(db, prepared);
    const key = `${sort.descending ? '-' : ''}${sort.field}`;
    let query = prepared.get(key);
    if (query == null) {
      query = prepareFirstPage(db, sort);
      prepared.set(key, query);
    }
    return query.execute({ companyId: filter.companyId, limit });
  }
  return pageQuery(db, filterCondition(filter), sortKeys(sort), after, limit);
}

export const clientSortKeyCount = 2;

export async function countClients(db: Database, filter: ClientListFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(clients).where(filterCondition(filter));
  return rows[0]?.total ?? 0;
}

/** The client with this id in this company, or null (also for another company's client). */
export async function findClient(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function clientNumberTaken(db: Database, companyId: string, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.number, number)))
    .limit(1);
  return rows.length > 0;
}

export async function insertClient(
  db: Database,
  companyId: string,
  number: string,
  data: ClientData,
): Promise<string> {
  const rows = await db
    .insert(clients)
    .values({ companyId, number, ...columnsOf(data), searchText: searchText(number, data) })
    .returning({ id: clients.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Updates the client if it still has `version`; false when it does not (stale, or not this company's). */
export async function updateClient(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  data: ClientData,
): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set({
      ...columnsOf(data),
      searchText: searchText(sql`${clients.number}`, data),
      version: sql`${clients.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId), eq(clients.version, version)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

export async function countProjectsOfClient(db: Database, companyId: string, clientId: string) {
  const rows = await db
    .select({ total: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.clientId, clientId)));
  return rows[0]?.total ?? 0;
}

/** Deletes the client; false when there is no such client in the company. */
export async function deleteClient(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
