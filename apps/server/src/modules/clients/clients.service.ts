import type { z } from 'zod';
import {
  CLIENT_SORT_FIELDS,
  type Client,
  type clientCreateSchema,
  type clientListQuerySchema,
  type clientUpdateSchema,
} from '@vendoc/contract/clients';
import type { ListResponse } from '@vendoc/contract/common';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import { drawUnusedNumber } from '../../lib/number-ranges';
import { refreshClientProjectsSearchText } from '../projects/projects.service';
import {
  clientNumberTaken,
  clientSortKeyCount,
  countClients,
  countProjectsOfClient,
  deleteClient,
  findClient,
  insertClient,
  listClients,
  updateClient,
  type ClientData,
  type ClientRow,
} from './clients.repository';

type ClientInput = z.output<typeof clientCreateSchema>;
type ClientUpdateInput = z.output<typeof clientUpdateSchema>;
type ClientListQuery = z.output<typeof clientListQuerySchema>;

const NOT_FOUND = 'Den Kunden gibt es nicht (mehr).';

/** The API shape of a client row (never the raw row). */
export function toClientResponse(row: ClientRow): Client {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    name: row.name,
    salutation: row.salutation,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    leitwegId: row.leitwegId,
    paymentTerms:
      row.paymentDaysNet == null
        ? null
        : {
            daysNet: row.paymentDaysNet,
            cashDiscountPercent: row.cashDiscountPercent,
            cashDiscountDays: row.cashDiscountDays,
            retentionPercent: row.retentionPercent,
          },
    reverseCharge: row.reverseCharge,
    constructionInvoiceCodes: row.constructionInvoiceCodes,
    contacts: row.contacts,
    addresses: row.addresses,
    projectCount: row.projectCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rules beyond the field formats the contract checks: Leitweg-ID only for public clients, coherent Skonto. */
function checkClient(input: ClientInput): ClientData {
  const errors: FieldError[] = [];
  if (input.leitwegId != null && input.kind !== 'public') {
    errors.push({ path: 'leitwegId', message: 'Eine Leitweg-ID haben nur öffentliche Auftraggeber' });
  }
  const terms = input.paymentTerms;
  if (terms != null) {
    if ((terms.cashDiscountPercent == null) !== (terms.cashDiscountDays == null)) {
      errors.push({
        path:
          terms.cashDiscountPercent == null
            ? 'paymentTerms.cashDiscountPercent'
            : 'paymentTerms.cashDiscountDays',
        message: 'Skonto braucht Prozentsatz und Frist',
      });
    }
    if (terms.cashDiscountPercent != null) {
      const percent = Number(terms.cashDiscountPercent);
      if (percent <= 0 || percent >= 100) {
        errors.push({ path: 'paymentTerms.cashDiscountPercent', message: 'Skonto zwischen 0 und 100 %' });
      }
    }
    if (terms.retentionPercent != null) {
      const percent = Number(terms.retentionPercent);
      if (percent <= 0 || percent >= 100) {
        errors.push({ path: 'paymentTerms.retentionPercent', message: 'Einbehalt zwischen 0 und 100 %' });
      }
    }
    if (terms.cashDiscountDays != null && terms.cashDiscountDays > terms.daysNet) {
      errors.push({
        path: 'paymentTerms.cashDiscountDays',
        message: 'Die Skontofrist endet nach dem Zahlungsziel',
      });
    }
  }
  if (errors.length > 0) throw validationProblem(errors);
  return {
    kind: input.kind,
    name: input.name,
    salutation: input.salutation,
    phone: input.phone,
    email: input.email,
    notes: input.notes,
    leitwegId: input.leitwegId ?? null,
    paymentTerms: input.paymentTerms,
    reverseCharge: input.reverseCharge,
    constructionInvoiceCodes: input.constructionInvoiceCodes,
    contacts: input.contacts,
    addresses: input.addresses,
  };
}

/** A page of the company's clients (search, kind filter, sort, cursor) and the total of the filtered list. */
export async function listClientsPage(
  db: Database,
  companyId: string,
  query: ClientListQuery,
): Promise<ListResponse<Client>> {
  const sort = parseSort(query.sort, CLIENT_SORT_FIELDS, { field: 'name', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, clientSortKeyCount);
  const filter = { companyId, q: query.q, kind: query.kind };
  const rows = await withCursorGuard(query.cursor, () =>
    listClients(db, filter, sort, after, query.limit + 1),
  );
  // The rows carry the total; a page after a cursor can be empty although the list is not.
  const total = rows[0]?.total ?? (after == null ? 0 : await countClients(db, filter));
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toClientResponse), nextCursor: page.nextCursor, total };
}

export async function getClient(db: Database, companyId: string, id: string): Promise<Client> {
  const row = await findClient(db, companyId, id);
  if (row == null) throw notFound(NOT_FOUND);
  return toClientResponse(row);
}

/** Creates a client with the next customer number of the company's range (drawn in the same transaction). */
export async function createClient(
  db: Database,
  companyId: string,
  input: ClientInput,
  now: Date,
): Promise<Client> {
  const data = checkClient(input);
  const id = await db.transaction(async (tx) => {
    const number = await drawUnusedNumber(tx, companyId, 'client', now, (candidate) =>
      clientNumberTaken(tx, companyId, candidate),
    );
    return insertClient(tx, companyId, number, data);
  });
  return getClient(db, companyId, id);
}

/** Replaces the client's data if `version` is still current; 409 with the current client otherwise. */
export async function updateClientRecord(
  db: Database,
  companyId: string,
  id: string,
  input: ClientUpdateInput,
): Promise<Client> {
  const data = checkClient(input);
  const updated = await db.transaction(async (tx) => {
    if (!(await updateClient(tx, companyId, id, input.version, data))) return false;
    // Projects are found by their client's name: keep their search text in step.
    await refreshClientProjectsSearchText(tx, companyId, id);
    return true;
  });
  if (!updated) {
    const current = await findClient(db, companyId, id);
    if (current == null) throw notFound(NOT_FOUND);
    throw conflict('Der Kunde wurde inzwischen geändert.', toClientResponse(current));
  }
  return getClient(db, companyId, id);
}

/** Whether a database error (or its cause) is a foreign key violation (SQLSTATE 23503). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23503') return true;
  }
  return false;
}

const referencedBy = (projects: number) =>
  conflict(
    `Der Kunde wird von ${projects === 1 ? 'einem Projekt' : `${projects} Projekten`} verwendet und kann nicht gelöscht werden.`,
  );

/** Deletes a client that no project references; 409 with a German explanation otherwise. */
export async function deleteClientRecord(db: Database, companyId: string, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const projects = await countProjectsOfClient(tx, companyId, id);
      if (projects > 0) throw referencedBy(projects);
      if (!(await deleteClient(tx, companyId, id))) throw notFound(NOT_FOUND);
    });
  } catch (error) {
    // A project created for the client between the count and the delete: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw referencedBy(await countProjectsOfClient(db, companyId, id));
    throw error;
  }
}
