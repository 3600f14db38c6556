import type { z } from 'zod';
import {
  ORDER_DOCUMENT_SORT_FIELDS,
  type OrderDocumentList,
  type orderDocumentListQuerySchema,
} from '@vendoc/contract/order-document-actions';
import { ORDER_DOCUMENT_STATUSES } from '@vendoc/contract/order-documents';
import { sum, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import type { AuthContext } from '../../plugins/auth';
import { projectIdsOfUser } from '../projects/projects.service';
import { isoDate } from './order-document-figures';
import {
  documentSortKeyCount,
  listDocuments,
  sumDocuments,
  type DocumentListFilter,
} from './order-documents-list.repository';
import { toSummary } from './order-documents.presenter';

type ListQuery = z.output<typeof orderDocumentListQuerySchema>;

/**
 * GET /order-documents: a page of the company's documents (fitters: delivery notes of their projects) with the total of the
 * filtered list and its sums per status and of the overdue ones.
 */
export async function listOrderDocumentsPage(
  db: Database,
  auth: AuthContext,
  query: ListQuery,
  now: Date,
): Promise<OrderDocumentList> {
  const sort = parseSort(query.sort, ORDER_DOCUMENT_SORT_FIELDS, { field: 'documentDate', descending: true });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, documentSortKeyCount);
  const today = isoDate(now);
  const filter: DocumentListFilter = {
    companyId: auth.companyId,
    kinds: auth.role === 'fitter' ? ['delivery_note'] : null,
    projectIds: auth.role === 'fitter' ? projectIdsOfUser(db, auth.companyId, auth.userId) : null,
    kind: query.kind,
    status: query.status,
    clientId: query.clientId,
    projectId: query.projectId,
    from: query.from,
    to: query.to,
    overdue: query.overdue,
    q: query.q,
    today,
  };
  const [rows, groups] = await withCursorGuard(query.cursor, () =>
    Promise.all([listDocuments(db, filter, sort, after, query.limit + 1), sumDocuments(db, filter)]),
  );
  const page = toPage(rows, query.limit, sortId);
  const money = (values: string[]) => toFixed(sum(values), 2);
  const sums: OrderDocumentList['sums'] = ORDER_DOCUMENT_STATUSES.map((status) => {
    const group = groups.find((each) => each.status === status);
    return {
      status,
      count: group?.count ?? 0,
      gross: money([group?.gross ?? '0']),
      openAmount: money([group?.openAmount ?? '0']),
    };
  });
  sums.push({
    status: 'overdue',
    count: groups.reduce((total, group) => total + group.overdueCount, 0),
    gross: money(groups.map((group) => group.overdueGross)),
    openAmount: money(groups.map((group) => group.overdueOpen)),
  });
  return {
    items: page.rows.map((row) => toSummary(row, today)),
    nextCursor: page.nextCursor,
    total: groups.reduce((total, group) => total + group.count, 0),
    sums,
  };
}
