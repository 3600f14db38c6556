import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@vendoc/contract/auth';
import { bearer, type TestApp } from './test-app';

export interface SignedInUser {
  userId: string;
  userName: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export interface Tenant {
  companyId: string;
  admin: SignedInUser;
  office: SignedInUser;
  fitter: SignedInUser;
}

/** A user of the company (new company unless `companyId`), signed in. */
export async function signedInUser(
  t: TestApp,
  role: Role,
  companyId?: string,
): Promise<SignedInUser & { companyId: string }> {
  const seeded = await t.seedCompanyWithUser({ role, ...(companyId == null ? {} : { companyId }) });
  const pair = await t.signIn(seeded.user.userName, seeded.password);
  return {
    companyId: seeded.company.id,
    userId: seeded.user.id,
    userName: seeded.user.userName,
    password: seeded.password,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    headers: bearer(pair.accessToken),
  };
}

/** A company with a signed-in administrator, office user and fitter: for role and tenant isolation tests. */
export async function seedTenant(t: TestApp): Promise<Tenant> {
  const admin = await signedInUser(t, 'admin');
  const [office, fitter] = await Promise.all([
    signedInUser(t, 'office', admin.companyId),
    signedInUser(t, 'fitter', admin.companyId),
  ]);
  return { companyId: admin.companyId, admin, office, fitter };
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  as: { headers: { authorization: string } };
  body?: unknown;
}

/** `app.inject` with a JSON body and a user's bearer token. */
export function call(t: TestApp, { method, url, as, body }: JsonRequest): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...as.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The field paths of a 400 validation problem, sorted. */
export function fieldErrorPaths(response: LightMyRequestResponse): string[] {
  const body: unknown = response.json();
  if (typeof body !== 'object' || body == null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  return body.errors
    .map((error: unknown) =>
      typeof error === 'object' && error != null && 'path' in error ? String(error.path) : '',
    )
    .sort();
}
