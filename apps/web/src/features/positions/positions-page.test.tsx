import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoqNode, BoqNodeUpdate, BoqNodeUpdateResponse } from '@vendoc/contract/boqs';
import type { Role } from '@vendoc/contract/auth';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { deferred } from '../../lib/http/test-client';
import { makeProject, meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import { PositionsPage } from './positions-page';
import {
  BOQ_ID,
  inTreeOrder,
  makeBoq,
  onePage,
  PROJECT_ID,
  richDetail,
  SAMPLE_TOTALS,
  sampleNodes,
  type SampleNodes,
} from './testing/boq-fixtures';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const BOQ_PATH = `/api/v1/boqs/${BOQ_ID}`;
const nodePath = (node: BoqNode) => `${BOQ_PATH}/nodes/${node.id}`;

let nodes: SampleNodes;

function serveBoq(role: Role = 'office') {
  nodes = sampleNodes();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, { status: 200, data: { items: [makeBoq()] } });
  apiStub.on('GET', BOQ_PATH, { status: 200, data: makeBoq() });
  apiStub.on('GET', `${BOQ_PATH}/nodes`, { status: 200, data: onePage(inTreeOrder(nodes)) });
  for (const node of inTreeOrder(nodes)) {
    apiStub.on('GET', nodePath(node), { status: 200, data: richDetail(node) });
  }
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  serveBoq();
});

function renderPage() {
  const rendered = renderRoutes([{ path: '/projects/:projectId/positions', Component: PositionsPage }], {
    initialEntries: [`/projects/${PROJECT_ID}/positions`],
  });
  return { ...rendered, user: userEvent.setup() };
}

async function findGrid() {
  return screen.findByRole('treegrid', { name: 'Leistungsverzeichnis LV Testhalle' });
}

function rowOf(oz: string) {
  const grid = screen.getByRole('treegrid');
  const row = within(grid)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('gridcell')[0]?.textContent === oz);
  if (!row) throw new Error(`no row ${oz}`);
  return row;
}

/** The cells of a row by column: OZ, Kurztext, Menge, Einheit, EP, GP. */
function cellsOf(oz: string) {
  const [ozCell, text, qty, unit, unitPrice, total] = within(rowOf(oz)).getAllByRole('gridcell');
  return { oz: ozCell, text, qty, unit, unitPrice, total } as Record<string, HTMLElement>;
}

function totals() {
  return within(screen.getByRole('group', { name: 'Summen des LV' }));
}

function activeCell() {
  const grid = screen.getByRole('treegrid');
  const id = grid.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function patches(node: BoqNode) {
  return apiStub.requests('PATCH', nodePath(node)).map((request) => request.body as BoqNodeUpdate);
}

/** The server's answer to a new unit price of 01.02.0010 (25,50): the row, both titles above it, the totals. */
function soilAnswer(): BoqNodeUpdateResponse {
  return {
    node: { ...nodes.soil, unitPrice: '25.500', total: '2550.00', version: 5 },
    categories: [
      { id: nodes.t0102.id, total: '3050.00' },
      { id: nodes.t01.id, total: '3050.00' },
    ],
    totals: { ...SAMPLE_TOTALS, total: '4350.00', net: '4350.00', vat: '826.50', gross: '5176.50' },
    boqVersion: 3,
  };
}

// Rendering the page with MUI in happy-dom takes seconds on a loaded machine.
describe('positions page', () => {
  it('shows the BoQ as a tree table with subtotals, kind marks and the totals in German notation', async () => {
    renderPage();
    const grid = await findGrid();
    expect(screen.getByRole('heading', { level: 1, name: 'Positionen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'LV Testhalle' })).toBeInTheDocument();
    expect(screen.getByTestId('boq-info')).toHaveTextContent('Ausschreibung');
    expect(screen.getByTestId('boq-info')).toHaveTextContent('X83 Angebotsaufforderung');
    // The breadcrumb names the project once its read answers (its schema loads beside the request).
    expect(await screen.findByRole('link', { name: 'P-00007 Neubau Kita Sonnenschein' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );

    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['OZ', 'Kurztext', 'Menge', 'Einheit', 'EP', 'GP']);
    expect(rowOf('01')).toHaveAttribute('aria-level', '1');
    expect(rowOf('01')).toHaveAttribute('aria-expanded', 'true');
    expect(rowOf('01.02.0010')).toHaveAttribute('aria-level', '3');
    expect(rowOf('01.02.0010')).not.toHaveAttribute('aria-expanded');
    expect(cellsOf('01').total).toHaveTextContent('3.000,00');

    const soil = cellsOf('01.02.0010');
    expect(soil.text).toHaveTextContent('Boden lösen und lagern');
    expect(soil.qty).toHaveTextContent('100,000');
    expect(soil.unit).toHaveTextContent('m3');
    expect(soil.unitPrice).toHaveTextContent('25,00');
    expect(soil.total).toHaveTextContent('2.500,00');

    expect(cellsOf('01.02.0020').text).toHaveTextContent('Pauschal');
    expect(cellsOf('02.0010').text).toHaveTextContent('Bedarfsposition');
    expect(cellsOf('02.0020').text).toHaveTextContent('Grundposition 1');
    expect(cellsOf('02.0030').text).toHaveTextContent('Alternative 1.1');
    expect(cellsOf('02.0040').text).toHaveTextContent('Bedarfsposition ohne GP');
    expect(cellsOf('02.0050').text).toHaveTextContent('Stundenlohn');
    // Items that do not count toward the total are shown muted.
    expect(rowOf('02.0030')).toHaveClass('muted');
    expect(rowOf('02.0020')).not.toHaveClass('muted');
    expect(within(grid).getByText('Hinweis: Alle Preise frei Baustelle.')).toBeInTheDocument();

    expect(totals().getByTestId('boq-net')).toHaveTextContent('4.300,00 €');
    expect(totals().getByText('MwSt 19 %')).toBeInTheDocument();
    expect(totals().getByTestId('boq-vat')).toHaveTextContent('817,00 €');
    expect(totals().getByTestId('boq-gross')).toHaveTextContent('5.117,00 €');
    expect(screen.getByText('1 Position ohne Preis')).toBeInTheDocument();
  });

  it('edits a unit price by keyboard: totals change at once, then take the server answer', async () => {
    const answer = deferred<void>();
    apiStub.on('PATCH', nodePath(sampleNodes().soil), async () => {
      await answer.promise;
      return { status: 200, data: soilAnswer() };
    });
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').qty as HTMLElement);
    expect(activeCell()).toBe(cellsOf('01.02.0010').qty);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeCell()).toBe(cellsOf('01.02.0010').unitPrice);

    // Typing starts the editor with the typed character.
    await user.keyboard('2');
    const editor = screen.getByRole('textbox', { name: 'EP 01.02.0010' });
    expect(editor).toHaveFocus();
    await user.keyboard('5,5{Enter}');

    expect(patches(nodes.soil)).toEqual([{ unitPrice: '25.5', version: 4 }]);
    // Before the server answers: the item, both titles above it and the BoQ totals.
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('25,50');
    expect(cellsOf('01.02.0010').total).toHaveTextContent('2.550,00');
    expect(cellsOf('01.02').total).toHaveTextContent('3.050,00');
    expect(cellsOf('01').total).toHaveTextContent('3.050,00');
    expect(cellsOf('02').total).toHaveTextContent('1.300,00');
    expect(totals().getByTestId('boq-net')).toHaveTextContent('4.350,00 €');
    expect(totals().getByTestId('boq-vat')).toHaveTextContent('826,50 €');
    expect(totals().getByTestId('boq-gross')).toHaveTextContent('5.176,50 €');
    // Enter moved down to the next item's unit price, back on the table.
    expect(activeCell()).toBe(cellsOf('01.02.0020').unitPrice);
    expect(screen.getByRole('treegrid')).toHaveFocus();

    await act(async () => answer.resolve());
    await waitFor(() => expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('25,50'));
    expect(cellsOf('01').total).toHaveTextContent('3.050,00');
    expect(totals().getByTestId('boq-gross')).toHaveTextContent('5.176,50 €');

    // The next edit of the same row goes with the version the server answered.
    await user.keyboard('{ArrowUp}{Enter}');
    const again = screen.getByRole('textbox', { name: 'EP 01.02.0010' });
    expect(again).toHaveValue('25,5');
    await user.keyboard('{Control>}a{/Control}30{Tab}');
    await waitFor(() => expect(patches(nodes.soil)).toHaveLength(2));
    expect(patches(nodes.soil)[1]).toEqual({ unitPrice: '30', version: 5 });
    // Tab moved right, to GP.
    expect(activeCell()).toBe(cellsOf('01.02.0010').total);
  });

  it('edits a quantity typed with thousands dots and commits it with Tab', async () => {
    apiStub.on('PATCH', nodePath(sampleNodes().hourly), (request) => ({
      status: 200,
      data: {
        node: { ...nodes.hourly, qty: '1234.500', total: '55552.50', version: 2 },
        categories: [{ id: nodes.t02.id, total: '55952.50' }],
        totals: { ...SAMPLE_TOTALS, total: '58952.50' },
        boqVersion: 3,
        echo: request.body,
      },
    }));
    const { user } = renderPage();
    await findGrid();
    await user.dblClick(cellsOf('02.0050').qty as HTMLElement);
    const editor = screen.getByRole('textbox', { name: 'Menge 02.0050' });
    expect(editor).toHaveValue('20');
    await user.keyboard('{Control>}a{/Control}1.234,5{Tab}');
    expect(patches(nodes.hourly)).toEqual([{ qty: '1234.5', version: 1 }]);
    expect(cellsOf('02.0050').qty).toHaveTextContent('1.234,500');
    expect(cellsOf('02.0050').total).toHaveTextContent('55.552,50');
    expect(activeCell()).toBe(cellsOf('02.0050').unit);
    await waitFor(() => expect(cellsOf('02').total).toHaveTextContent('55.952,50'));
  });

  it('refuses a number that is not German notation with a visible message, and Escape cancels', async () => {
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('{Enter}');
    await user.keyboard('{Control>}a{/Control}12.5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Keine gültige Zahl. Bitte so eingeben: 1.234,5 oder 1234,5',
    );
    const editor = screen.getByRole('textbox', { name: 'EP 01.02.0010' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveFocus();

    await user.keyboard('{Control>}a{/Control}1,2345{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 3 Nachkommastellen');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'EP 01.02.0010' })).toBeNull();
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('25,00');
    expect(apiStub.requests('PATCH', nodePath(nodes.soil))).toHaveLength(0);
    expect(screen.getByRole('treegrid')).toHaveFocus();
  });

  it('keeps the typed unit price after a 409: Meine Eingabe speichern saves it over the newer row', async () => {
    const current = { ...sampleNodes().soil, unitPrice: '27.000', total: '2700.00', version: 9 };
    const stored = { ...current, unitPrice: '3.000', total: '300.00', version: 10 };
    apiStub.on('PATCH', nodePath(current), (request) =>
      (request.body as BoqNodeUpdate).version === 9
        ? { status: 200, data: { ...soilAnswer(), node: stored } }
        : { status: 409, data: { title: 'Conflict', status: 409, detail: 'stale', current } },
    );
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('3{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '01.02.0010: Diese Zeile wurde inzwischen geändert. Gespeichert ist: EP 27,00',
    );
    // What was typed stays in the row (marked), not the newer value; the subtotals follow from the newer row.
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('3,00');
    expect(cellsOf('01.02.0010').total).toHaveTextContent('300,00');
    expect(cellsOf('01.02').total).toHaveTextContent('800,00');
    expect(rowOf('01.02.0010')).toHaveClass('unsaved-conflict');

    await user.click(within(alert).getByRole('button', { name: 'Meine Eingabe speichern' }));
    await waitFor(() => expect(patches(nodes.soil)).toHaveLength(2));
    expect(patches(nodes.soil)[1]).toEqual({ unitPrice: '3', version: 9 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('3,00');
    expect(rowOf('01.02.0010')).not.toHaveClass('unsaved-conflict');
  });

  it('after a 409 shows the newer row when asked (Neu laden), without saving the typed value', async () => {
    const current = { ...sampleNodes().soil, unitPrice: '27.000', total: '2700.00', version: 9 };
    apiStub.on('PATCH', nodePath(current), {
      status: 409,
      data: { title: 'Conflict', status: 409, detail: 'stale', current },
    });
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('3{Enter}');
    const alert = await screen.findByRole('alert');
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('3,00');

    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('27,00');
    expect(cellsOf('01.02.0010').total).toHaveTextContent('2.700,00');
    expect(cellsOf('01.02').total).toHaveTextContent('3.200,00');
    expect(cellsOf('01').total).toHaveTextContent('3.200,00');
    expect(patches(nodes.soil)).toHaveLength(1);
  });

  it('keeps the typed value when the save fails: retry sends it again, Verwerfen goes back', async () => {
    let fail = true;
    apiStub.on('PATCH', nodePath(sampleNodes().soil), () =>
      fail
        ? {
            status: 400,
            data: { title: 'Bad Request', status: 400, detail: 'Der Einheitspreis ist zu groß' },
          }
        : { status: 200, data: soilAnswer() },
    );
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('9{Enter}');
    const failure = await screen.findByText('Nicht gespeichert: Der Einheitspreis ist zu groß');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('01.02.0010:');
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('9,00');
    expect(rowOf('01.02.0010')).toHaveClass('unsaved-failed');

    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('25,00');
    expect(cellsOf('01').total).toHaveTextContent('3.000,00');
    expect(totals().getByTestId('boq-net')).toHaveTextContent('4.300,00 €');
    expect(screen.queryByText(/Nicht gespeichert/)).toBeNull();

    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('{Enter}{Control>}a{/Control}25,5{Enter}');
    await screen.findByText('Nicht gespeichert: Der Einheitspreis ist zu groß');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut speichern' }));
    await waitFor(() => expect(screen.queryByText(/Nicht gespeichert/)).toBeNull());
    expect(patches(nodes.soil).at(-1)).toEqual({ unitPrice: '25.5', version: 4 });
    expect(cellsOf('01.02.0010').unitPrice).toHaveTextContent('25,50');
    expect(totals().getByTestId('boq-net')).toHaveTextContent('4.350,00 €');
  });

  it('collapses and expands titles by keyboard, by the toggle and all at once', async () => {
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01').oz as HTMLElement);
    await user.keyboard('{ArrowLeft}');
    expect(rowOf('01')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Boden lösen und lagern')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(rowOf('01')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '01.02 zuklappen' }));
    expect(screen.queryByText('Boden lösen und lagern')).toBeNull();
    expect(rowOf('01.02')).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Alle zuklappen' }));
    expect(within(screen.getByRole('treegrid')).getAllByRole('row')).toHaveLength(3); // header, 01, 02
    await user.click(screen.getByRole('button', { name: 'Alle aufklappen' }));
    expect(within(screen.getByRole('treegrid')).getAllByRole('row')).toHaveLength(12);
  });

  it('filters by OZ or text and keeps the ancestors of what it finds', async () => {
    const { user } = renderPage();
    await findGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'premium');
    await waitFor(() =>
      expect(
        within(screen.getByRole('treegrid'))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent),
      ).toEqual(['02', '02.0030']),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Suchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), '01.02.00');
    await waitFor(() => expect(within(screen.getByRole('treegrid')).getAllByRole('row')).toHaveLength(5));
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), '99');
    expect(await screen.findByText('Keine Zeile passt zu „01.02.0099“.')).toBeInTheDocument();
  });

  it('shows the long text of the selected row with its formatting, and edits texts and kind', async () => {
    apiStub.on('PATCH', nodePath(sampleNodes().soil), (request) => ({
      status: 200,
      data: {
        node: { ...nodes.soil, ...(request.body as object), version: 5 },
        categories: [],
        totals: SAMPLE_TOTALS,
        boqVersion: 3,
      },
    }));
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').text as HTMLElement);
    const panel = screen.getByRole('complementary', { name: 'Details der Zeile' });
    expect(within(panel).getByRole('heading', { name: 'Boden lösen und lagern' })).toBeInTheDocument();
    const longText = within(panel).getByRole('region', { name: 'Langtext' });
    expect((await within(longText).findByText('lösen')).tagName).toBe('STRONG');
    expect(within(longText).getByRole('listitem')).toHaveTextContent('Aushub bis 2 m');
    expect(within(longText).getByRole('columnheader', { name: 'Tiefe' })).toBeInTheDocument();
    expect(within(longText).getByRole('cell', { name: '1,5 m' })).toBeInTheDocument();
    expect(within(longText).getByLabelText('Ergänzung des Auftraggebers 1: 3-5')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Bearbeiten' }));
    const form = within(panel).getByRole('form', { name: 'Zeile bearbeiten' });
    expect(within(form).getByText(/Der Langtext enthält Formatierungen/)).toBeInTheDocument();
    const shortText = within(form).getByRole('textbox', { name: 'Kurztext' });
    await user.clear(shortText);
    await user.type(shortText, 'Boden lösen, laden und abfahren');
    await user.click(within(form).getByRole('checkbox', { name: 'Pauschal' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(within(panel).queryByRole('form')).toBeNull());
    expect(patches(nodes.soil)).toEqual([
      { shortText: 'Boden lösen, laden und abfahren', lumpSum: true, version: 4 },
    ]);
    expect(cellsOf('01.02.0010').text).toHaveTextContent('Boden lösen, laden und abfahren');
    expect(cellsOf('01.02.0010').text).toHaveTextContent('Pauschal');
  });

  it('replaces the long text by plain paragraphs', async () => {
    apiStub.on('PATCH', nodePath(sampleNodes().soil), {
      status: 200,
      data: {
        node: { ...sampleNodes().soil, version: 5 },
        categories: [],
        totals: SAMPLE_TOTALS,
        boqVersion: 3,
      },
    });
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').text as HTMLElement);
    const panel = screen.getByRole('complementary', { name: 'Details der Zeile' });
    await within(panel).findByText('Aushub bis 2 m');
    await user.click(within(panel).getByRole('button', { name: 'Bearbeiten' }));
    const longText = within(panel).getByRole('textbox', { name: 'Langtext' });
    await user.clear(longText);
    await user.type(longText, 'Erster Absatz{Enter}mit Umbruch{Enter}{Enter}Zweiter Absatz');
    await user.click(within(panel).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches(nodes.soil)).toHaveLength(1));
    expect(patches(nodes.soil)[0]).toEqual({
      longText: [
        {
          type: 'paragraph',
          inlines: [
            { type: 'text', text: 'Erster Absatz' },
            { type: 'break' },
            { type: 'text', text: 'mit Umbruch' },
          ],
        },
        { type: 'paragraph', inlines: [{ type: 'text', text: 'Zweiter Absatz' }] },
      ],
      version: 4,
    });
  });

  it('adds an item after the selected row (after the tender warning) and deletes a row after confirmation', async () => {
    const created = {
      ...sampleNodes().soil,
      id: '00000000-0000-4000-8000-0000000000aa',
      oz: '01.02.0020',
      shortText: '',
    };
    apiStub.on('POST', `${BOQ_PATH}/nodes`, { status: 201, data: { node: created, boq: makeBoq() } });
    apiStub.on('DELETE', nodePath(sampleNodes().hourly), {
      status: 200,
      data: { node: null, boq: makeBoq() },
    });
    const { user } = renderPage();
    await findGrid();
    await user.click(cellsOf('01.02.0010').text as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Position hinzufügen' }));
    // The BoQ is the client's tender: renumbering is confirmed first (once per BoQ).
    const warning = await screen.findByRole('dialog', { name: 'Ordnungszahlen der Ausschreibung ändern?' });
    expect(apiStub.requests('POST', `${BOQ_PATH}/nodes`)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Trotzdem ändern' }));
    await waitFor(() => expect(apiStub.requests('POST', `${BOQ_PATH}/nodes`)).toHaveLength(1));
    expect(apiStub.requests('POST', `${BOQ_PATH}/nodes`)[0]?.body).toEqual({
      kind: 'item',
      parentId: nodes.t0102.id,
      afterId: nodes.soil.id,
    });
    // The tree is fetched again (ordinal numbers were renumbered).
    await waitFor(() => expect(apiStub.requests('GET', `${BOQ_PATH}/nodes`)).toHaveLength(2));

    await user.click(cellsOf('02.0050').text as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zeile 02.0050 löschen?' });
    expect(apiStub.requests('DELETE', nodePath(nodes.hourly))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('DELETE', nodePath(nodes.hourly))).toHaveLength(1);
    expect(toastsShown().map((toast) => toast.title)).toContain('02.0050 gelöscht');
  });

  it('lets fitters read but not change the BoQ', async () => {
    apiStub.reset();
    serveBoq('fitter');
    const { user, queryClient } = renderPage();
    await findGrid();
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LV importieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Position hinzufügen' })).toBeNull();
    await user.click(cellsOf('01.02.0010').unitPrice as HTMLElement);
    await user.keyboard('7{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    const panel = screen.getByRole('complementary', { name: 'Details der Zeile' });
    await within(panel).findByText('Aushub bis 2 m');
    expect(within(panel).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  });

  it('offers import and an empty BoQ when the project has none', async () => {
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, { status: 200, data: { items: [] } });
    apiStub.on('POST', `/api/v1/projects/${PROJECT_ID}/boqs`, {
      status: 201,
      data: makeBoq({ name: 'Nachtrag 1' }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Noch kein Leistungsverzeichnis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LV importieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leeres LV anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leeres LV anlegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByText('Name fehlt')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nachtrag 1');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('POST', `/api/v1/projects/${PROJECT_ID}/boqs`)[0]?.body).toEqual({
      name: 'Nachtrag 1',
      kind: 'offer',
    });
  });

  it('deletes a BoQ after confirmation and shows the empty page', async () => {
    let deleted = false;
    apiStub.on('DELETE', BOQ_PATH, () => {
      deleted = true;
      return { status: 204 };
    });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, () => ({
      status: 200,
      data: { items: deleted ? [] : [makeBoq()] },
    }));
    const { user } = renderPage();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Aktionen für LV Testhalle' }));
    await user.click(screen.getByRole('menuitem', { name: 'LV löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leistungsverzeichnis löschen?' });
    expect(dialog).toHaveTextContent(
      'Das LV „LV Testhalle“ wird mit allen Positionen und Preisen endgültig gelöscht.',
    );
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch kein Leistungsverzeichnis')).toBeInTheDocument();
    expect(apiStub.requests('DELETE', BOQ_PATH)).toHaveLength(1);
    expect(toastsShown().map((toast) => toast.title)).toContain('LV „LV Testhalle“ gelöscht');
  });

  it('switches between the BoQs of a project', async () => {
    const offerId = 'b0b0b0b0-0000-4000-8000-000000000002';
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, {
      status: 200,
      data: {
        items: [makeBoq(), makeBoq({ id: offerId, name: 'Unser Angebot', kind: 'offer', phase: '84' })],
      },
    });
    apiStub.on('GET', `/api/v1/boqs/${offerId}`, {
      status: 200,
      data: makeBoq({ id: offerId, name: 'Unser Angebot' }),
    });
    apiStub.on('GET', `/api/v1/boqs/${offerId}/nodes`, { status: 200, data: onePage([]) });
    const { user } = renderPage();
    await findGrid();
    const tabs = screen.getByRole('tablist', { name: 'Leistungsverzeichnisse des Projekts' });
    await user.click(within(tabs).getByRole('tab', { name: 'Unser Angebot · Angebot' }));
    expect(await screen.findByText('Dieses LV hat noch keine Positionen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unser Angebot' })).toBeInTheDocument();
  });
});
