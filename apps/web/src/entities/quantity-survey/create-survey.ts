import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quantitySurveySchema,
  type QuantitySurvey,
  type QuantitySurveyCreate,
} from '@vendoc/contract/quantity-surveys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { invalidateSurveysOfProject } from './survey-cache';

/** POST /api/v1/quantity-surveys: a new survey (with sheet 1) under a construction or none. */
export async function createSurvey(body: QuantitySurveyCreate): Promise<QuantitySurvey> {
  const response = await vendocHttp.post<unknown>(api`/quantity-surveys`, body);
  return quantitySurveySchema.parse(response.data);
}

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    // The construction's survey count, the survey and sheet lists and the project (it has content now) change.
    onSuccess: (survey) => invalidateSurveysOfProject(queryClient, survey.projectId),
  });
}
