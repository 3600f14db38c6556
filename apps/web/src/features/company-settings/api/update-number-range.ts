import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NumberRange, NumberRangeKind, NumberRangeUpdate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { COMPANY_QUERY_KEY } from './company-query';

/** PUT /api/v1/company/number-ranges/{kind} (administrators). */
export async function putNumberRange(kind: NumberRangeKind, update: NumberRangeUpdate): Promise<NumberRange> {
  const response = await vendocHttp.put<NumberRange>(
    `/api/v1/company/number-ranges/${encodeURIComponent(kind)}`,
    update,
  );
  return response.data;
}

export function useUpdateNumberRange(kind: NumberRangeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NumberRangeUpdate) => putNumberRange(kind, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
