import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_STATUSES,
  type OrderDocumentKind,
  type OrderDocumentStatus,
} from '@vendoc/contract/order-documents';
import type { OrderDocumentFilters } from '../../../entities/order-document/get-order-documents';

/** The documents list's filters as the URL keeps them (`?q=&kind=&status=&client=&project=&from=&to=&overdue=`). */
export interface ListFilterState {
  q: string;
  kind: OrderDocumentKind | null;
  status: OrderDocumentStatus | null;
  clientId: string | null;
  clientLabel: string;
  projectId: string | null;
  projectLabel: string;
  from: string;
  to: string;
  overdue: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Reads the filters from the URL; unknown values count as absent. */
export function readListFilters(params: URLSearchParams): ListFilterState {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    q: params.get('q') ?? '',
    kind: oneOf(ORDER_DOCUMENT_KINDS, params.get('kind')),
    status: oneOf(ORDER_DOCUMENT_STATUSES, params.get('status')),
    clientId: params.get('client') || null,
    clientLabel: params.get('clientName') ?? '',
    projectId: params.get('project') || null,
    projectLabel: params.get('projectName') ?? '',
    from: date('from'),
    to: date('to'),
    overdue: params.get('overdue') === 'true',
  };
}

/** The filters as the list endpoint takes them; `projectId` fixes the project (the project page's list). */
export function toQuery(state: ListFilterState, projectId?: string): OrderDocumentFilters {
  return {
    q: state.q.trim() || undefined,
    kind: state.kind ?? undefined,
    status: state.status ?? undefined,
    clientId: state.clientId ?? undefined,
    projectId: projectId ?? state.projectId ?? undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    overdue: state.overdue ? 'true' : undefined,
  };
}
