import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { TokenPair } from '@vendoc/contract/auth';
import { signInViaApi } from './api';
import { gaebSample, projectWithBoqViaApi } from './boqs-api';
import { uploadPhotoViaApi } from './construction-notes-api';
import { serverBaseURL } from './env';
import { a0Plan } from './plan-pdf';
import { seedSession } from './session';

/**
 * A project (with a BoQ) and a plan PDF among its files (an A0 floor plan "Grundriss EG.pdf" unless given), made
 * through the API by the administrator.
 */
export async function projectWithPlanFileViaApi(
  request: APIRequestContext,
  given?: { name: string; buffer: Buffer },
): Promise<{ admin: TokenPair; projectId: string; fileId: string }> {
  const plan = given ?? { name: 'Grundriss EG.pdf', buffer: await a0Plan() };
  const admin = await signInViaApi(request);
  const { projectId } = await projectWithBoqViaApi(request, admin.accessToken, gaebSample('boq.x83'));
  const fileId = await uploadPhotoViaApi(request, admin.accessToken, projectId, {
    ...plan,
    mimeType: 'application/pdf',
  });
  return { admin, projectId, fileId };
}

/** Opens the file in /blueprint signed in with `tokens` and waits until the plan is drawn sharp; its viewer. */
export async function openPlanFile(
  page: Page,
  tokens: TokenPair,
  projectId: string,
  fileId: string,
): Promise<Locator> {
  await seedSession(page, { ...tokens, url: serverBaseURL() });
  await page.goto(`/blueprint?projectId=${projectId}&fileId=${fileId}`);
  const viewer = page.getByTestId('plan-viewer');
  await expect(viewer).toHaveAttribute('data-sharp', 'true', { timeout: 30_000 });
  return viewer;
}
