import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/testing/render-app';
import { apiStub } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { findGrid, formulaOf, renderEditor, resultOf, rowOf } from './testing/render-editor';
import {
  makeLine,
  makeSheet,
  makeSurvey,
  makeVariable,
  serveSurvey,
  SHEET_1,
  SURVEY_PATH,
  uuidOf,
  variablePath,
} from './testing/survey-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

// The template dialog belongs to the templates feature and has tests of its own.
vi.mock('../templates/apply-template-dialog', () => ({ ApplyTemplateDialog: () => null }));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

describe('survey editor: entering lines', () => {
  it('enters lines by keyboard: Tab order, live result, Enter saves and adds a line below', async () => {
    serveSurvey(makeSurvey());
    const { user } = renderEditor();
    await findGrid();
    expect(screen.getByText('Noch keine Zeilen auf diesem Blatt.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));
    await waitFor(() => expect(formulaOf('0001A0')).toHaveFocus());

    // Shift+Tab walks back through FN, Text and KZ to the OZ.
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'FN 0001A0' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Text 0001A0' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'KZ 0001A0' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'OZ 0001A0' })).toHaveFocus();

    await user.keyboard('01.0010');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'KZ 0001A0' })).toHaveFocus();
    await user.tab();
    await user.keyboard('Wand Nord');
    await user.tab();
    await user.tab();
    expect(formulaOf('0001A0')).toHaveFocus();

    // 2,40 * 2,75 = 6,6; 1,01 * 2,135 = 2,15635; 6,6 - 2,15635 = 4,44365 -> 4,444 (live, before any request)
    await user.keyboard('2,40*2,75');
    expect(resultOf('0001A0')).toBe('6,600');
    await user.keyboard('-1,01*2,135');
    expect(resultOf('0001A0')).toBe('4,444');
    expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)).toHaveLength(1));
    expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)[0]?.body).toEqual({
      sheetId: SHEET_1,
      row: 'A0',
      oz: '01.0010',
      marker: '',
      text: 'Wand Nord',
      formulaNumber: 0,
      expression: '2,40*2,75-1,01*2,135',
    });

    // The new line below: next letter's row, the OZ of the line above, focus in its formula.
    await waitFor(() => expect(formulaOf('0001B0')).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'OZ 0001B0' })).toHaveValue('01.0010');
    await waitFor(() => expect(rowOf('0001A0')).toHaveAccessibleName('Zeile 0001A0'));

    await user.keyboard('3{Enter}');
    await waitFor(() => expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)).toHaveLength(2));
    expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)[1]?.body).toMatchObject({
      row: 'B0',
      afterRow: 'A0',
      oz: '01.0010',
      expression: '3',
    });
    await waitFor(() => expect(formulaOf('0001C0')).toHaveFocus());

    // 4,444 + 3,000 = 7,444 for position 01.0010 on the sheet and in the survey.
    await user.click(screen.getByRole('tab', { name: 'Summen' }));
    const sheetSums = screen.getByRole('table', { name: 'Blatt 1' });
    expect(within(sheetSums).getByRole('row', { name: /01\.0010/ })).toHaveTextContent(
      '01.0010Wandfliesen verlegenm27,4440,00042,000',
    );
  });

  it('moves with the arrows in the same column, and Escape drops an unsaved edit', async () => {
    serveSurvey(
      makeSurvey({
        lines: [
          makeLine({ id: uuidOf(1), row: 'A0', expression: '1' }),
          makeLine({ id: uuidOf(2), row: 'B0', expression: '2' }),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    await user.click(formulaOf('0001A0'));
    await user.keyboard('{ArrowDown}');
    expect(formulaOf('0001B0')).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Text 0001B0' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox', { name: 'Text 0001A0' })).toHaveFocus();
    // Also from the OZ autocomplete while its list is closed (reached by keyboard: a click opens the list).
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('combobox', { name: 'OZ 0001A0' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'OZ 0001B0' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(formulaOf('0001B0'));
    await user.keyboard('{End}5');
    expect(formulaOf('0001B0')).toHaveValue('25');
    expect(resultOf('0001B0')).toBe('25,000');
    await user.keyboard('{Escape}');
    expect(formulaOf('0001B0')).toHaveValue('2');
    expect(resultOf('0001B0')).toBe('2,000');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));
    expect(apiStub.requests('PATCH', `${SURVEY_PATH}/lines/${uuidOf(2)}`)).toHaveLength(0);
  });

  it('picks positions from the BoQ by OZ or short text and marks a free OZ "nicht im LV"', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: uuidOf(1), row: 'A0', oz: null, expression: '2' })] }));
    const { user } = renderEditor();
    await findGrid();
    const oz = screen.getByRole('combobox', { name: 'OZ 0001A0' });
    await user.type(oz, 'Boden');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['01.0020Bodenfliesen verlegen']);
    await user.click(within(listbox).getByRole('option'));
    expect(oz).toHaveValue('01.0020');
    expect(within(rowOf('0001A0')).queryByRole('img', { name: 'nicht im LV' })).toBeNull();

    await user.clear(oz);
    await user.type(oz, '01.00');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.type(oz, '99');
    expect(within(rowOf('0001A0')).getByRole('img', { name: 'nicht im LV' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));
    await waitFor(() =>
      expect(apiStub.requests('PATCH', `${SURVEY_PATH}/lines/${uuidOf(1)}`)).toHaveLength(1),
    );
    expect(apiStub.requests('PATCH', `${SURVEY_PATH}/lines/${uuidOf(1)}`)[0]?.body).toEqual({
      oz: '01.0099',
      version: 1,
    });
  });

  it('offers geometric formulas with their parameters as placeholder', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: uuidOf(1), row: 'A0', expression: '' })] }));
    const { user } = renderEditor();
    await findGrid();
    const select = screen.getByRole('combobox', { name: 'FN 0001A0' });
    // The options name number and formula; the narrow closed select names the chosen one fully in its title.
    expect(
      within(select)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['0 – Rechenzeichen', '91 – Freie Formel', '1 – Dreieck/Prisma (über Seite und Höhe)']);
    expect(select).toHaveAttribute('title', '0 – Rechenzeichen');
    await user.selectOptions(select, '5 – Trapez/Trapezprisma – Menge zwischen zwei Flächen');
    expect(select).toHaveValue('5');
    expect(select).toHaveAttribute('title', '5 – Trapez/Trapezprisma – Menge zwischen zwei Flächen');
    expect(formulaOf('0001A0')).toHaveAttribute('placeholder', 'a; b; h; l');
    // (4,5 + 3,5) / 2 * 2 = 8; times the default length l = 1
    await user.type(formulaOf('0001A0'), '4,5;3,5;2');
    expect(resultOf('0001A0')).toBe('8,000');
    await user.type(formulaOf('0001A0'), ';1,5');
    // 8 * 1,5 = 12
    expect(resultOf('0001A0')).toBe('12,000');
  });

  it('underlines the offending characters of a bad formula and says why in German', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: uuidOf(1), row: 'A0', expression: '2,40*2,75' })] }));
    const { user } = renderEditor();
    await findGrid();
    const formula = formulaOf('0001A0');
    await user.type(formula, '#3');

    const message = screen.getByText('Unerwartetes Zeichen „#“');
    expect(formula).toHaveAttribute('aria-invalid', 'true');
    expect(formula.getAttribute('aria-describedby')).toBe(message.id);
    expect(message).not.toHaveAttribute('role', 'alert');
    const mark = within(rowOf('0001A0')).getByTestId('formula-mirror').querySelector('[data-error-mark]');
    expect(mark?.textContent).toBe('#');
    expect(resultOf('0001A0')).toBe('');

    // A bracket makes the line a free formula (91); the unclosed bracket itself is marked.
    await user.clear(formula);
    await user.type(formula, '2*(3+4');
    expect(screen.getByRole('combobox', { name: 'FN 0001A0' })).toHaveValue('91');
    expect(screen.getByText('Die Klammer wird nicht geschlossen')).toBeInTheDocument();
    const bracket = within(rowOf('0001A0')).getByTestId('formula-mirror').querySelector('[data-error-mark]');
    expect(bracket?.textContent).toBe('(');

    await user.type(formula, ')');
    expect(formula).not.toHaveAttribute('aria-invalid');
    expect(resultOf('0001A0')).toBe('14,000');
  });

  it('shows a deduction negative and red, and it reduces the position sums', async () => {
    serveSurvey(
      makeSurvey({
        lines: [
          makeLine({ id: uuidOf(1), row: 'A0', expression: '10' }),
          makeLine({ id: uuidOf(2), row: 'B0', text: 'Tür', expression: '-1,01*2,135' }),
          makeLine({ id: uuidOf(3), row: 'C0', oz: '01.0020', expression: '4' }),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    // -1,01 * 2,135 = -2,15635 -> -2,156 (half away from zero)
    expect(resultOf('0001B0')).toBe('-2,156');
    expect(within(rowOf('0001B0')).getByText('Abzug')).toBeInTheDocument();
    expect(within(rowOf('0001A0')).queryByText('Abzug')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Summen' }));
    // 10,000 - 2,156 = 7,844 for 01.0010; 4,000 for 01.0020
    const survey = screen.getByRole('table', { name: 'Gesamtes Aufmaß' });
    expect(within(survey).getByRole('row', { name: /01\.0010/ })).toHaveTextContent('7,844');
    expect(within(survey).getByRole('row', { name: /01\.0020/ })).toHaveTextContent('4,000');

    // Live: a larger deduction, 10,000 - 3,000 = 7,000.
    await user.clear(formulaOf('0001B0'));
    await user.type(formulaOf('0001B0'), '-3');
    expect(
      within(screen.getByRole('table', { name: 'Blatt 1' })).getByRole('row', { name: /01\.0010/ }),
    ).toHaveTextContent('7,000');
  });

  it('uses variables in formulas: sheet variables hide survey-wide ones, edits recalculate, cycles are errors', async () => {
    serveSurvey(
      makeSurvey({
        variables: [
          makeVariable({ id: uuidOf(11), name: 'L', expression: '4,25' }),
          makeVariable({ id: uuidOf(12), name: 'H', expression: '3' }),
          makeVariable({ id: uuidOf(13), name: 'H', expression: '2,5', sheetId: SHEET_1 }),
        ],
        lines: [makeLine({ id: uuidOf(1), row: 'A0', expression: 'L*H' })],
        sheets: [makeSheet()],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    // The sheet's H = 2,5 hides the survey's H = 3: 4,25 * 2,5 = 10,625
    expect(resultOf('0001A0')).toBe('10,625');

    const value = screen.getByRole('textbox', { name: 'Wert von L' });
    await user.clear(value);
    await user.type(value, '4');
    // 4 * 2,5 = 10
    expect(resultOf('0001A0')).toBe('10,000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(apiStub.requests('PATCH', variablePath(uuidOf(11)))).toHaveLength(1));
    expect(apiStub.requests('PATCH', variablePath(uuidOf(11)))[0]?.body).toEqual({
      expression: '4',
      version: 1,
    });

    await user.clear(value);
    await user.type(value, '2*L');
    expect(screen.getByText('Zirkelbezug: L → L')).toBeInTheDocument();
    expect(screen.getByText('Die Variable „L“ enthält einen Fehler')).toBeInTheDocument();
    expect(resultOf('0001A0')).toBe('');

    // A new variable of the sheet.
    await user.clear(value);
    await user.type(value, '4');
    await user.click(screen.getByRole('button', { name: 'Variable hinzufügen: Nur Blatt 1' }));
    await user.keyboard('B');
    await user.tab();
    await user.keyboard('1,5{Enter}');
    await waitFor(() => expect(apiStub.requests('POST', `${SURVEY_PATH}/variables`)).toHaveLength(1));
    expect(apiStub.requests('POST', `${SURVEY_PATH}/variables`)[0]?.body).toEqual({
      sheetId: SHEET_1,
      name: 'B',
      expression: '1,5',
    });
    await user.clear(formulaOf('0001A0'));
    await user.type(formulaOf('0001A0'), 'L*B');
    // 4 * 1,5 = 6
    expect(resultOf('0001A0')).toBe('6,000');

    // Deleting B (after asking) leaves the formula with an undefined name.
    await user.click(screen.getByRole('button', { name: 'Variable B löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Variable B löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [deleted] = apiStub.requests('DELETE', variablePath(uuidOf(100)));
    expect(deleted?.query.get('version')).toBe('1');
    expect(screen.getByText('Die Variable „B“ ist nicht definiert')).toBeInTheDocument();
    expect(resultOf('0001A0')).toBe('');
  });
});
