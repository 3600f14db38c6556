import { useQuery } from '@tanstack/react-query';
import { incomingInvoiceSchema, type IncomingInvoice } from '@vendoc/contract/incoming-invoices';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/files/{id}/e-invoice: the file read as an incoming e-invoice, with the verdict of the official rules. */
export async function fetchEInvoice(fileId: string, signal?: AbortSignal): Promise<IncomingInvoice> {
  const response = await vendocHttp.get<unknown>(api`/files/${fileId}/e-invoice`, { signal });
  return incomingInvoiceSchema.parse(response.data);
}

export function useEInvoice(fileId: string) {
  return useQuery({
    queryKey: ['files', fileId, 'e-invoice'],
    queryFn: ({ signal }) => fetchEInvoice(fileId, signal),
    // a 422 (no e-invoice) does not become one by asking again
    retry: false,
    staleTime: Infinity,
  });
}
