import { clientSchema, type Client, type ClientCreate } from '@vendoc/contract/clients';
import { projectSchema, type Project, type ProjectCreate } from '@vendoc/contract/projects';
import {
  constructionSchema,
  quantitySurveySchema,
  type Construction,
  type ConstructionCreate,
  type QuantitySurvey,
  type QuantitySurveyCreate,
} from '@vendoc/contract/quantity-surveys';
import { vendocHttp } from '../../../lib/http/vendoc-client';

// The creating calls of "Sofort aufmessen" (new-survey page); it runs them in order and invalidates afterwards.

/** POST /api/v1/clients: the customer number comes from the company's number range. */
export async function createClient(body: ClientCreate): Promise<Client> {
  const response = await vendocHttp.post<unknown>('/api/v1/clients', body);
  return clientSchema.parse(response.data);
}

/** POST /api/v1/projects. */
export async function createProject(body: ProjectCreate): Promise<Project> {
  const response = await vendocHttp.post<unknown>('/api/v1/projects', body);
  return projectSchema.parse(response.data);
}

/** POST /api/v1/projects/{projectId}/constructions. */
export async function createConstruction(projectId: string, body: ConstructionCreate): Promise<Construction> {
  const response = await vendocHttp.post<unknown>(
    `/api/v1/projects/${encodeURIComponent(projectId)}/constructions`,
    body,
  );
  return constructionSchema.parse(response.data);
}

/** POST /api/v1/quantity-surveys: with sheet 1. */
export async function createSurvey(body: QuantitySurveyCreate): Promise<QuantitySurvey> {
  const response = await vendocHttp.post<unknown>('/api/v1/quantity-surveys', body);
  return quantitySurveySchema.parse(response.data);
}
