import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  numberRangeSchema,
  type NumberRange,
  type NumberRangeKind,
  type NumberRangeUpdate,
} from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

/** PUT /api/v1/company/number-ranges/{kind} (administrators). */
export async function putNumberRange(kind: NumberRangeKind, update: NumberRangeUpdate): Promise<NumberRange> {
  const response = await vendocHttp.put<unknown>(api`/company/number-ranges/${kind}`, update);
  return numberRangeSchema.parse(response.data);
}

export function useUpdateNumberRange(kind: NumberRangeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NumberRangeUpdate) => putNumberRange(kind, update),
    onSuccess: () => invalidateCompany(queryClient),
  });
}
