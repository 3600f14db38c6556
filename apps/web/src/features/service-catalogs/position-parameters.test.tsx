import { screen, waitFor, within } from '@testing-library/react';
import { catalogPositionUpdateSchema } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../components/testing/render-app';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import { serveCatalog, windowDetail } from './positions/testing/catalog-fixtures';
import {
  field,
  openEditor,
  patches,
  renderPositionPage,
  replace,
  WINDOW_PATH,
  type TestUser,
} from './positions/testing/position-editor-page';
import { AREA_FORMULA, WIDTH_PARAMETER } from './positions/testing/parameter-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const AREA = AREA_FORMULA;
const WIDTH = WIDTH_PARAMETER;
const HEIGHT = { ...WIDTH, name: 'Hoehe', label: 'Höhe', min: '400.5', defaultValue: '1250.5' };

/** The window made to measure: width and height, the area as its quantity, fitting minutes by area. */
const configurable = () =>
  windowDetail({
    parameters: [WIDTH, HEIGHT],
    formulas: { quantity: AREA, components: { fitting: `60 + ${AREA} * 24` } },
  });

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

const cell = (column: string, row: number) => field(`${column}, Parameter ${row}`);

/** Pastes into an empty field: typing key by key renders the whole editor each time, slow in happy-dom. */
async function paste(user: TestUser, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Fills the parameter `row` (1-based) field by field. */
async function fillParameter(user: TestUser, row: number, values: Record<string, string>) {
  for (const [column, text] of Object.entries(values)) await paste(user, cell(column, row), text);
}

describe('parameters of a position', () => {
  it('shows the saved parameters in German notation with their units, and the formulas', async () => {
    serveCatalog('office', configurable());
    renderPositionPage();
    const editor = await openEditor();
    const section = within(editor).getByRole('region', { name: 'Parameter' });
    const list = within(section).getByRole('list', { name: 'Parameter der Position' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Parameter 1', 'Parameter 2']);
    expect(cell('Name', 1)).toHaveValue('Breite');
    expect(cell('Bezeichnung', 2)).toHaveValue('Höhe');
    expect(cell('Minimum', 2)).toHaveValue('400,5');
    expect(cell('Vorgabe', 2)).toHaveValue('1250,5');
    expect(cell('Schrittweite', 1)).toHaveValue('10');
    // The unit stands beside the figures (in the input's frame, after the number).
    expect(cell('Maximum', 1).parentElement).toHaveTextContent('mm');
    expect(field('Mengenformel')).toHaveValue(AREA);
    expect(field('Formel, Zeile 2')).toHaveValue(`60 + ${AREA} * 24`);
    expect(field('Formel, Zeile 1')).toHaveValue('');
  });

  it('has no formula column without parameters; adding a parameter and formulas saves them as the contract wants', async () => {
    serveCatalog();
    const { user } = renderPositionPage();
    await openEditor();
    expect(screen.getByText('Keine Parameter: die Position wird nicht konfiguriert.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Formel' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mengenformel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Parameter hinzufügen' }));
    await fillParameter(user, 1, {
      Name: 'Breite',
      Bezeichnung: 'Breite',
      Einheit: 'mm',
      Minimum: '400',
      Maximum: '2.400',
      Schrittweite: '0,5',
      Vorgabe: '1.000',
    });
    expect(screen.getByRole('columnheader', { name: 'Formel' })).toBeInTheDocument();
    await paste(user, field('Formel, Zeile 1'), 'Breite / 1000');
    await paste(user, field('Mengenformel'), 'Breite / 1000');

    apiStub.on('PATCH', WINDOW_PATH, (request) => {
      const body = catalogPositionUpdateSchema.parse(request.body);
      return {
        status: 200,
        data: windowDetail({ version: 2, parameters: body.parameters, formulas: body.formulas }),
      };
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const [sent] = patches();
    expect(sent?.parameters).toEqual([{ ...WIDTH, step: '0.5' }]);
    expect(sent?.formulas).toEqual({ quantity: 'Breite / 1000', components: { frame: 'Breite / 1000' } });
    // Saved: the form shows the server's answer, nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
    expect(cell('Schrittweite', 1)).toHaveValue('0,5');
    expect(cell('Maximum', 1)).toHaveValue('2400');
  });

  it('refuses a maximum below the minimum and a default outside the limits with the reasons at the fields', async () => {
    serveCatalog('office', configurable());
    const { user } = renderPositionPage();
    await openEditor();
    await replace(user, cell('Maximum', 1), '300');
    await replace(user, cell('Vorgabe', 2), '2500');
    await replace(user, field('Mengenformel'), 'Breite * Tiefe');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText('Das Maximum darf nicht kleiner als das Minimum sein'),
    ).toBeInTheDocument();
    expect(cell('Maximum', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Vorgabe', 2)).toHaveAccessibleDescription(
      'Vorgabe: Höhe muss zwischen 400,5 mm und 2.400,0 mm liegen',
    );
    expect(field('Mengenformel')).toHaveAccessibleDescription(
      'Formel „Breite * Tiefe“: den Parameter „Tiefe“ gibt es nicht',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Felder.');
    expect(patches()).toHaveLength(0);
  });

  it('shows the problems the server finds at their fields', async () => {
    serveCatalog('office', configurable());
    const { user } = renderPositionPage();
    await openEditor();
    await replace(user, cell('Bezeichnung', 1), 'Lichte Breite');
    apiStub.on('PATCH', WINDOW_PATH, {
      status: 400,
      data: {
        title: 'Bad Request',
        status: 400,
        detail: 'Die Position ist nicht gültig.',
        errors: [
          { path: 'parameters.0.defaultValue', message: 'Vorgabe: vom Server abgelehnt' },
          { path: 'formulas.components.fitting', message: 'Formel vom Server abgelehnt' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Vorgabe: vom Server abgelehnt')).toBeInTheDocument();
    expect(cell('Vorgabe', 1)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Formel, Zeile 2')).toHaveAccessibleDescription('Formel vom Server abgelehnt');
  });

  it('removes a parameter and the formulas of removed lines are not sent', async () => {
    serveCatalog('office', configurable());
    const { user } = renderPositionPage();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Zeile 2 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Parameter 2 entfernen' }));
    await replace(user, field('Mengenformel'), 'Breite / 1000');
    apiStub.on('PATCH', WINDOW_PATH, { status: 200, data: configurable() });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.parameters).toEqual([WIDTH]);
    expect(patches()[0]?.formulas).toEqual({ quantity: 'Breite / 1000', components: {} });
  });

  it('shows fitters the parameters without anything to edit', async () => {
    serveCatalog('fitter', configurable());
    renderPositionPage();
    await openEditor();
    expect(cell('Name', 1)).toHaveAttribute('readonly');
    expect(field('Formel, Zeile 2')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Parameter hinzufügen' })).toBeNull();
  });
});
