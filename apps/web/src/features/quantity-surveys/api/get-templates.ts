import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  quantitySurveyTemplateListSchema,
  type QuantitySurveyTemplate,
} from '@vendoc/contract/quantity-surveys';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** GET /api/v1/quantity-survey-templates: the company's templates, ordered by name. */
export async function fetchTemplates(signal?: AbortSignal): Promise<QuantitySurveyTemplate[]> {
  const response = await vendocHttp.get<unknown>(api`/quantity-survey-templates`, { signal });
  return quantitySurveyTemplateListSchema.parse(response.data).items;
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: surveyKeys.templates, queryFn: ({ signal }) => fetchTemplates(signal) });
}

/** The company's survey templates. */
export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
