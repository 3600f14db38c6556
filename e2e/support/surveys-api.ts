import type { APIRequestContext } from '@playwright/test';
import {
  constructionSchema,
  quantitySurveyDetailSchema,
  quantitySurveySchema,
  quantitySurveyTotalsSchema,
  type Construction,
  type ConstructionCreate,
  type QuantitySurvey,
  type QuantitySurveyCreate,
  type QuantitySurveyDetail,
  type QuantitySurveyTotals,
} from '@vendoc/contract/quantity-surveys';
import { serverBaseURL } from './env';
import { createClientViaApi, createProjectViaApi, postViaApi, uniqueName } from './records-api';

function auth(accessToken: string) {
  return { Authorization: `Bearer ${accessToken}` };
}

async function getJson(request: APIRequestContext, accessToken: string, path: string): Promise<unknown> {
  const response = await request.get(`${serverBaseURL()}${path}`, { headers: auth(accessToken) });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Creates a construction of a project through the API. */
export async function createConstructionViaApi(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
  construction: ConstructionCreate,
): Promise<Construction> {
  return constructionSchema.parse(
    await postViaApi(request, accessToken, `/api/v1/projects/${projectId}/constructions`, construction),
  );
}

/** Creates a quantity survey (with sheet 1) through the API. */
export async function createSurveyViaApi(
  request: APIRequestContext,
  accessToken: string,
  survey: QuantitySurveyCreate,
): Promise<QuantitySurvey> {
  return quantitySurveySchema.parse(
    await postViaApi(request, accessToken, '/api/v1/quantity-surveys', survey),
  );
}

/** The survey with its sheets, lines and variables, as the server has it. */
export async function getSurveyViaApi(
  request: APIRequestContext,
  accessToken: string,
  surveyId: string,
): Promise<QuantitySurveyDetail> {
  return quantitySurveyDetailSchema.parse(
    await getJson(request, accessToken, `/api/v1/quantity-surveys/${surveyId}`),
  );
}

/** The measured quantity per position, calculated by the server. */
export async function getSurveyTotalsViaApi(
  request: APIRequestContext,
  accessToken: string,
  surveyId: string,
): Promise<QuantitySurveyTotals> {
  return quantitySurveyTotalsSchema.parse(
    await getJson(request, accessToken, `/api/v1/quantity-surveys/${surveyId}/totals`),
  );
}

/** The project's surveys (newest first). */
export async function listSurveysViaApi(
  request: APIRequestContext,
  accessToken: string,
  projectId: string,
): Promise<QuantitySurvey[]> {
  const page = (await getJson(request, accessToken, `/api/v1/quantity-surveys?projectId=${projectId}`)) as {
    items: unknown[];
  };
  return page.items.map((item) => quantitySurveySchema.parse(item));
}

/** A survey in a new project whose team has the fitter (so they may measure it), made by the admin. */
export async function teamSurveyViaApi(
  request: APIRequestContext,
  adminToken: string,
  fitterId: string,
  names: { project: string; construction: string; survey: string },
) {
  const client = await createClientViaApi(request, adminToken, {
    kind: 'commercial',
    name: uniqueName('Bau GmbH'),
  });
  const project = await createProjectViaApi(request, adminToken, {
    name: uniqueName(names.project),
    clientId: client.id,
    memberIds: [fitterId],
  });
  const construction = await createConstructionViaApi(request, adminToken, project.id, {
    name: names.construction,
  });
  const survey = await createSurveyViaApi(request, adminToken, {
    projectId: project.id,
    constructionId: construction.id,
    name: names.survey,
  });
  return {
    survey,
    project,
    construction,
    path: `/projects/${project.id}/constructions/${construction.id}/quantitySurveys/${survey.id}`,
  };
}
