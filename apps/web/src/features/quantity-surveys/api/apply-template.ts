import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyTemplateResponseSchema,
  type ApplyTemplate,
  type ApplyTemplateResponse,
} from '@vendoc/contract/quantity-surveys';
import { invalidateSurveyLists } from '../../../entities/quantity-survey/survey-cache';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** POST /api/v1/quantity-surveys/{id}/apply-template: parameters become sheet variables, lines are appended. */
export async function applyTemplate({
  surveyId,
  body,
}: {
  surveyId: string;
  body: ApplyTemplate;
}): Promise<ApplyTemplateResponse> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys/${surveyId}/apply-template`, body);
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
        invalidateSurveyLists(queryClient),
      ]),
  });
}
