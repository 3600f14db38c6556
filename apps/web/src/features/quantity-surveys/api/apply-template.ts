import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyTemplateResponseSchema,
  type ApplyTemplate,
  type ApplyTemplateResponse,
} from '@vendoc/contract/quantity-surveys';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { surveyKeys, surveyPath } from './survey-keys';

/** POST /api/v1/quantity-surveys/{id}/apply-template: parameters become sheet variables, lines are appended. */
export async function applyTemplate({
  surveyId,
  body,
}: {
  surveyId: string;
  body: ApplyTemplate;
}): Promise<ApplyTemplateResponse> {
  const response = await vendocHttp.post<unknown>(surveyPath(surveyId, '/apply-template'), body);
  return applyTemplateResponseSchema.parse(response.data);
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: (_response, { surveyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyKeys.detail(surveyId) }),
        queryClient.invalidateQueries({ queryKey: surveyKeys.totals(surveyId) }),
        queryClient.invalidateQueries({ queryKey: surveyKeys.list().slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: surveyKeys.projectSheets('').slice(0, 2) }),
      ]),
  });
}
