import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../components/testing/render-app';
import { paths, ROUTE_PATTERNS } from '../../../../lib/navigation/paths';
import { PROJECT_ID } from '../../../../lib/testing/api-fixtures';
import { ConstructionQuantitySurveyPage } from '../../construction-quantity-survey-page';
import { CONSTRUCTION_ID, SURVEY_ID } from './survey-fixtures';

// Test-only helpers for the editor's component tests.

export const EDITOR_ROUTE = ROUTE_PATTERNS.quantitySurvey;

/** Opens the editor route (by default at the survey's own URL). */
export function renderEditor(path = paths.quantitySurvey(PROJECT_ID, CONSTRUCTION_ID, SURVEY_ID)) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: EDITOR_ROUTE, Component: ConstructionQuantitySurveyPage },
      // Somewhere else to go (leaving the editor).
      { path: '/projects/:projectId', element: <h1>Projektseite</h1> },
    ],
    { initialEntries: [path] },
  );
  return { user, ...rendered };
}

/** The grid of a sheet, once loaded. */
export async function findGrid(sheet = 1) {
  return screen.findByRole('table', { name: `Zeilen von Blatt ${sheet}` });
}

/** The row of a line by its address ("0001A0"), saved or new. */
export function rowOf(address: string) {
  return screen.getByRole('row', { name: new RegExp(`^(Neue )?Zeile ${address}$`) });
}

export function formulaOf(address: string) {
  return screen.getByRole('textbox', { name: `Formel ${address}` }) as HTMLInputElement;
}

/** The result shown in a line ('' when none). */
export function resultOf(address: string): string {
  return within(rowOf(address)).queryByTestId('line-result')?.textContent ?? '';
}
