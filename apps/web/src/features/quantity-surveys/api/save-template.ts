import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quantitySurveyTemplateListSchema,
  quantitySurveyTemplateSchema,
  type QuantitySurveyTemplate,
  type QuantitySurveyTemplateCreate,
  type QuantitySurveyTemplateUpdate,
} from '@vendoc/contract/quantity-surveys';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** POST /api/v1/quantity-survey-templates. */
export async function createTemplate(body: QuantitySurveyTemplateCreate): Promise<QuantitySurveyTemplate> {
  const response = await vendocHttp.post<unknown>(api`/quantity-survey-templates`, body);
  return quantitySurveyTemplateSchema.parse(response.data);
}

/** PATCH /api/v1/quantity-survey-templates/{id} with the version the edit started from (stale: 409 + current). */
export async function updateTemplate({
  id,
  body,
}: {
  id: string;
  body: QuantitySurveyTemplateUpdate;
}): Promise<QuantitySurveyTemplate> {
  const response = await vendocHttp.patch<unknown>(api`/quantity-survey-templates/${id}`, body);
  return quantitySurveyTemplateSchema.parse(response.data);
}

/** DELETE /api/v1/quantity-survey-templates/{id}?version=. */
export async function deleteTemplate(template: QuantitySurveyTemplate): Promise<void> {
  await vendocHttp.delete(api`/quantity-survey-templates/${template.id}`, {
    params: { version: template.version },
  });
}

/** POST /api/v1/quantity-survey-templates/starter: creates the starter templates (rooms) the company lacks. */
export async function createStarterTemplates(): Promise<QuantitySurveyTemplate[]> {
  const response = await vendocHttp.post<unknown>(api`/quantity-survey-templates/starter`);
  return quantitySurveyTemplateListSchema.parse(response.data).items;
}

function useTemplateMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.templates }),
  });
}

export const useCreateTemplate = () => useTemplateMutation(createTemplate);
export const useUpdateTemplate = () => useTemplateMutation(updateTemplate);
export const useDeleteTemplate = () => useTemplateMutation(deleteTemplate);
export const useCreateStarterTemplates = () => useTemplateMutation(createStarterTemplates);
