import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuantitySurveyTemplate } from '@vendoc/contract/quantity-surveys';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import { QuantitySurveyTemplatesPage } from './quantity-survey-templates-page';
import { makeTemplate, TEMPLATE_ID } from './testing/survey-fixtures';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const TEMPLATES = '/api/v1/quantity-survey-templates';
const TEMPLATE_PATH = `${TEMPLATES}/${TEMPLATE_ID}`;

beforeAll(async () => {
  await initTestI18n();
});

let templates: QuantitySurveyTemplate[];

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  templates = [makeTemplate()];
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', TEMPLATES, () => ({ status: 200, data: { items: templates } }));
});

function renderPage() {
  const rendered = renderRoutes(
    [{ path: '/projects/:projectId/quantitySurveyTemplates', Component: QuantitySurveyTemplatesPage }],
    { initialEntries: [`/projects/${PROJECT_ID}/quantitySurveyTemplates`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Raum: Wände bearbeiten' }));
  return screen.findByRole('dialog', { name: 'Vorlage „Raum: Wände“ bearbeiten' });
}

// Form-filling scripts type a lot; on a busy machine they need more than the default 5 s.
describe('quantity survey templates page', () => {
  it('lets a fitter apply the company templates but not create, change or delete them', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Raum: Wände anwenden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raum: Wände bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raum: Wände löschen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neue Vorlage' })).not.toBeInTheDocument();
  });

  it('offers a fitter no starter templates when there are none', async () => {
    templates = [];
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    renderPage();
    expect(await screen.findByText('Ihre Firma hat noch keine Aufmaßvorlagen angelegt.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorlagen für Räume anlegen' })).not.toBeInTheDocument();
  });

  it('lists the templates with their parameters and formulas', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Raum: Wände' });
    expect(card).toHaveTextContent('2 Zeilen');
    expect(within(card).getByText('L = Länge')).toBeInTheDocument();
    expect(card).toHaveTextContent('Wände: 2*(L+B)*H · Abzug Tür: -0,885*2,01');
  });

  it('offers the starter templates for rooms when there are none, and lists them once created', async () => {
    templates = [];
    apiStub.on('POST', `${TEMPLATES}/starter`, () => {
      templates = [
        makeTemplate(),
        makeTemplate({ id: 'd3b0a5c7-de46-47f8-93a4-8f9001122334', name: 'Raum: Boden' }),
      ];
      return { status: 200, data: { items: templates } };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Vorlagen für Räume anlegen' }));

    expect(await screen.findByRole('listitem', { name: 'Raum: Boden' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Raum: Wände' })).toBeInTheDocument();
    expect(apiStub.requests('POST', `${TEMPLATES}/starter`)).toHaveLength(1);
    expect(toastsShown().map((toast) => toast.title)).toContain('2 Vorlagen angelegt');
  });

  it('previews the results with the suggested values and follows a changed suggestion', async () => {
    const { user } = renderPage();
    const dialog = await openEditor(user);
    // 2 · (4,25 + 3,10) · 2,50 = 36,75; −0,885 · 2,01 = −1,77885 → −1,779; together 34,971
    expect(within(dialog).getByLabelText('Vorschau von Zeile 1')).toHaveTextContent('36,750');
    expect(within(dialog).getByLabelText('Vorschau von Zeile 2')).toHaveTextContent('-1,779');
    expect(within(dialog).getByText('Menge mit den Vorschlägen: 34,971')).toBeInTheDocument();

    const height = within(dialog).getByRole('textbox', { name: 'Vorschlag von Parameter 3' });
    await user.clear(height);
    await user.type(height, '3');
    // 2 · 7,35 · 3 = 44,1; 44,100 − 1,779 = 42,321
    expect(within(dialog).getByLabelText('Vorschau von Zeile 1')).toHaveTextContent('44,100');
    expect(within(dialog).getByText('Menge mit den Vorschlägen: 42,321')).toBeInTheDocument();

    await user.clear(height);
    expect(within(dialog).getByLabelText('Vorschau von Zeile 1')).toHaveTextContent(
      'Die Variable „H“ ist nicht definiert',
    );
  });

  it('shows a formula error as it is typed and saves nothing until it is fixed', async () => {
    apiStub.on('PATCH', TEMPLATE_PATH, (request) => ({
      status: 200,
      data: makeTemplate({ ...(request.body as Partial<QuantitySurveyTemplate>), version: 3 }),
    }));
    const { user } = renderPage();
    const dialog = await openEditor(user);
    const formula = within(dialog).getByRole('textbox', { name: 'Formel von Zeile 1' });
    await user.clear(formula);
    await user.type(formula, '2*(L+B*H');
    expect(within(dialog).getByText('Die Klammer wird nicht geschlossen')).toBeInTheDocument();
    expect(formula).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    expect(apiStub.requests('PATCH', TEMPLATE_PATH)).toHaveLength(0);

    await user.type(formula, ')');
    expect(within(dialog).queryByText('Die Klammer wird nicht geschlossen')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zeile 2 nach oben' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('PATCH', TEMPLATE_PATH).map((request) => request.body)).toEqual([
      {
        name: 'Raum: Wände',
        description: 'Wandflächen eines rechteckigen Raums abzüglich einer Tür',
        parameters: makeTemplate().parameters,
        lines: [
          { marker: '', text: 'Abzug Tür', formulaNumber: 0, expression: '-0,885*2,01' },
          { marker: '', text: 'Wände', formulaNumber: 91, expression: '2*(L+B*H)' },
        ],
        version: 2,
      },
    ]);
  });

  it('checks geometric formulas by their number of values and refuses brackets in formula 0', async () => {
    const { user } = renderPage();
    const dialog = await openEditor(user);
    const formula = within(dialog).getByRole('textbox', { name: 'Formel von Zeile 2' });
    await user.clear(formula);
    await user.type(formula, '(1+2)');
    expect(within(dialog).getByText('Klammern sind nur in Formel 91 erlaubt')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'FN von Zeile 2' }));
    await user.click(await screen.findByRole('option', { name: /^4 – / }));
    await user.clear(formula);
    await user.type(formula, '4,5');
    expect(
      within(dialog).getByText(/^Formel 4 „Rechteck\/Quader“ braucht mindestens 2 Werte/),
    ).toBeInTheDocument();
    await user.type(formula, ';2');
    // 4,5 · 2 (· 1) = 9
    expect(within(dialog).getByLabelText('Vorschau von Zeile 2')).toHaveTextContent('9,000');
  });

  it('creates a template with a parameter and a subtotal line', async () => {
    apiStub.on('POST', TEMPLATES, (request) => ({
      status: 201,
      data: makeTemplate({ ...(request.body as Partial<QuantitySurveyTemplate>), id: TEMPLATE_ID }),
    }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufmaßvorlage' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sockelleiste');
    await user.click(within(dialog).getByRole('button', { name: 'Parameter hinzufügen' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name von Parameter 1' }), 'U');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bezeichnung von Parameter 1' }), 'Umfang');
    await user.type(within(dialog).getByRole('textbox', { name: 'Vorschlag von Parameter 1' }), '14,7');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text von Zeile 1' }), 'Umfang');
    await user.type(within(dialog).getByRole('textbox', { name: 'Formel von Zeile 1' }), 'U');
    await user.click(within(dialog).getByRole('button', { name: 'Zeile hinzufügen' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'KZ von Zeile 2' }));
    await user.click(await screen.findByRole('option', { name: 'Z Zwischensumme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('POST', TEMPLATES).map((request) => request.body)).toEqual([
      {
        name: 'Sockelleiste',
        description: null,
        parameters: [{ name: 'U', label: 'Umfang', defaultValue: '14,7' }],
        lines: [
          { marker: '', text: 'Umfang', formulaNumber: 91, expression: 'U' },
          { marker: 'Z', text: '', formulaNumber: 91, expression: '' },
        ],
      },
    ]);
  });

  it('refuses two parameters of the same name', async () => {
    const { user } = renderPage();
    const dialog = await openEditor(user);
    const second = within(dialog).getByRole('textbox', { name: 'Name von Parameter 2' });
    await user.clear(second);
    await user.type(second, 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Den Namen gibt es schon')).toBeInTheDocument();
    expect(apiStub.requests('PATCH', TEMPLATE_PATH)).toHaveLength(0);
  });

  it('deletes a template with its version after asking', async () => {
    apiStub.on('DELETE', TEMPLATE_PATH, () => {
      templates = [];
      return { status: 204 };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Raum: Wände löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorlage löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByRole('button', { name: 'Vorlagen für Räume anlegen' })).toBeInTheDocument();
    expect(apiStub.requests('DELETE', TEMPLATE_PATH).map((request) => request.url)).toEqual([
      `${TEMPLATE_PATH}?version=2`,
    ]);
  });
});
