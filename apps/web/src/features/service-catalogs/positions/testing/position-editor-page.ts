import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogPositionUpdate } from '@vendoc/contract/service-catalogs';
import { renderRoutes } from '../../../../components/testing/render-app';
import { apiStub } from '../../../../lib/testing/fake-api';
import { PositionManagementPage } from '../../position-management-page';
import { CATALOG_ID, CATALOG_PATH, WINDOW_ID } from './catalog-fixtures';

// Test-only: the position management page around the sample window, and what its tests ask of it.

export const WINDOW_PATH = `${CATALOG_PATH}/positions/${WINDOW_ID}`;

export type TestUser = ReturnType<typeof userEvent.setup>;

/** The page at `search` (the window opened by default), with a user to drive it. */
export function renderPositionPage(search = `?position=${WINDOW_ID}`) {
  const rendered = renderRoutes(
    [{ path: '/serviceCatalogs/:serviceCatalogId/positionManagement', Component: PositionManagementPage }],
    { initialEntries: [`/serviceCatalogs/${CATALOG_ID}/positionManagement${search}`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

/** The editor once the position and the prices it needs are there (the sheet shows the server's figures). */
export async function openEditor() {
  const editor = await screen.findByRole('form', { name: 'Position 01.0010 bearbeiten' });
  await within(editor).findByText('Vom Server berechnet');
  return editor;
}

export function field(name: string) {
  return screen.getByRole('textbox', { name });
}

/** The PATCH bodies sent for the window, in order. */
export function patches() {
  return apiStub.requests('PATCH', WINDOW_PATH).map((request) => request.body as CatalogPositionUpdate);
}

/** Clears an input and types `text` (nothing for ''). */
export async function replace(user: TestUser, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}
