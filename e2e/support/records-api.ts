import type { APIRequestContext } from '@playwright/test';
import { clientSchema, type Client, type ClientCreate } from '@vendoc/contract/clients';
import { projectSchema, type Project, type ProjectCreate } from '@vendoc/contract/projects';
import { serverBaseURL } from './env';

/** POST with the access token; anything but 201 fails the test with the server's answer. */
export async function postViaApi(
  request: APIRequestContext,
  accessToken: string,
  path: string,
  data: unknown,
  baseURL = serverBaseURL(),
) {
  const response = await request.post(`${baseURL}${path}`, {
    data,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (response.status() !== 201) {
    throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as unknown;
}

/** Creates a client through the API (for tests whose subject is not the client dialog). */
export async function createClientViaApi(
  request: APIRequestContext,
  accessToken: string,
  client: ClientCreate,
  baseURL = serverBaseURL(),
): Promise<Client> {
  return clientSchema.parse(await postViaApi(request, accessToken, '/api/v1/clients', client, baseURL));
}

/** Creates a project through the API. */
export async function createProjectViaApi(
  request: APIRequestContext,
  accessToken: string,
  project: ProjectCreate,
  baseURL = serverBaseURL(),
): Promise<Project> {
  return projectSchema.parse(await postViaApi(request, accessToken, '/api/v1/projects', project, baseURL));
}

/** A billing address, as an invoice's recipient needs one. */
export const BILLING_ADDRESS = {
  kind: 'billing',
  label: '',
  street: 'Rheinuferstraße 7',
  postalCode: '40213',
  city: 'Düsseldorf',
  country: 'DE',
} as const;

/** A name no earlier test run in the same data directory has used. */
export function uniqueName(base: string): string {
  return `${base} ${Date.now().toString(36).slice(-5)}`;
}
