import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { makeProject, meAs, USER_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { PositionsPage } from '../positions-page';
import { useGridLayoutStore } from '../stores/grid-layout-store';
import { BOQ_ID, inTreeOrder, makeBoq, onePage, PROJECT_ID, sampleNodes } from '../testing/boq-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  useGridLayoutStore.setState({ byUser: {} });
  const boqPath = `/api/v1/boqs/${BOQ_ID}`;
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, { status: 200, data: { items: [makeBoq()] } });
  apiStub.on('GET', boqPath, { status: 200, data: makeBoq() });
  apiStub.on('GET', `${boqPath}/nodes`, { status: 200, data: onePage(inTreeOrder(sampleNodes())) });
});

async function renderPage() {
  const rendered = renderRoutes([{ path: '/projects/:projectId/positions', Component: PositionsPage }], {
    initialEntries: [`/projects/${PROJECT_ID}/positions`],
  });
  const grid = await screen.findByRole('treegrid', { name: 'Leistungsverzeichnis LV Testhalle' });
  await within(grid).findByText('01.02.0010');
  return { ...rendered, grid, user: userEvent.setup() };
}

const edge = (grid: HTMLElement, column: string) =>
  within(grid).getByRole('separator', { name: `Breite der Spalte ${column}` });
const widthVar = (grid: HTMLElement, column: string) => grid.style.getPropertyValue(`--col-${column}`);
const layoutOfUser = () => useGridLayoutStore.getState().byUser[USER_ID];

describe('BoQ grid layout', () => {
  it('sizes a column by keyboard on its edge, remembers it for the user, and fits it to the content again', async () => {
    const { grid, user } = await renderPage();
    const ozEdge = edge(grid, 'OZ');
    const fitted = Number(ozEdge.getAttribute('aria-valuenow'));
    expect(widthVar(grid, 'oz')).toBe(`${fitted}px`);
    // Every column has an edge; the headers keep their names.
    expect(within(grid).getAllByRole('separator')).toHaveLength(6);
    expect(within(grid).getByRole('columnheader', { name: 'Menge' })).toBeInTheDocument();
    const fit = screen.getByRole('button', { name: 'Spaltenbreiten an Inhalt anpassen' });
    expect(fit).toBeDisabled();

    ozEdge.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(widthVar(grid, 'oz')).toBe(`${fitted + 56}px`);
    expect(ozEdge).toHaveAttribute('aria-valuenow', String(fitted + 56));
    expect(ozEdge).toHaveAttribute('aria-valuetext', `${fitted + 56} Pixel`);
    expect(layoutOfUser()?.widths).toEqual({ oz: fitted + 56 });
    // The table's keys stay the table's: no cell became active, no editor opened.
    expect(grid).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('textbox', { name: /^EP/ })).not.toBeInTheDocument();

    // Narrower than the OZ it shows it does not go.
    await user.keyboard('{Home}');
    expect(widthVar(grid, 'oz')).toBe(`${fitted}px`);
    await user.keyboard('{ArrowLeft}');
    expect(widthVar(grid, 'oz')).toBe(`${fitted}px`);

    await user.keyboard('{ArrowRight}');
    expect(fit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(widthVar(grid, 'oz')).toBe(`${fitted}px`);
    expect(layoutOfUser()?.widths).toEqual({});

    // A double click on the edge fits the content too; the toolbar button fits every column.
    edge(grid, 'Menge').focus();
    await user.keyboard('{ArrowRight}');
    edge(grid, 'GP').focus();
    await user.keyboard('{ArrowRight}');
    expect(Object.keys(layoutOfUser()?.widths ?? {})).toEqual(['qty', 'total']);
    await user.dblClick(edge(grid, 'Menge'));
    expect(Object.keys(layoutOfUser()?.widths ?? {})).toEqual(['total']);
    await user.click(fit);
    expect(layoutOfUser()?.widths).toEqual({});
  });

  it('shows compact rows by default and remembers the comfortable ones the user chose', async () => {
    const first = await renderPage();
    const compact = screen.getByRole('button', { name: 'Kompakte Zeilen' });
    const comfortable = screen.getByRole('button', { name: 'Komfortable Zeilen' });
    expect(compact).toHaveAttribute('aria-pressed', 'true');
    expect(first.grid).toHaveClass('compact');
    expect(first.grid.style.getPropertyValue('--row-height')).toBe('22px');

    await first.user.click(comfortable);
    expect(comfortable).toHaveAttribute('aria-pressed', 'true');
    expect(first.grid.style.getPropertyValue('--row-height')).toBe('36px');
    expect(layoutOfUser()?.density).toBe('comfortable');
    first.unmount();

    const again = await renderPage();
    expect(again.grid).toHaveClass('comfortable');
    expect(screen.getByRole('button', { name: 'Komfortable Zeilen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Keyboard editing works in either density: arrows, typing and Enter commit a unit price.
    again.grid.focus();
    await again.user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    await again.user.keyboard('3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'EP 01.02.0010' })).toHaveValue('3'));
  });

  it('shows comfortable rows by default on a touch screen', async () => {
    const matchMedia = window.matchMedia.bind(window);
    const coarse = (query: string): MediaQueryList => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
    const spy = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) =>
        query.includes('pointer: coarse') ? coarse(query) : matchMedia(query),
      );
    try {
      const { grid } = await renderPage();
      expect(grid).toHaveClass('comfortable');
      expect(grid.style.getPropertyValue('--row-height')).toBe('36px');
      expect(screen.getByRole('button', { name: 'Komfortable Zeilen' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(layoutOfUser()).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});
