import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogPositionUpdate } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../components/testing/render-app';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import {
  CATALOG_PATH,
  DOORS_ID,
  FITTER_RATE_ID,
  FRAME_ID,
  frame,
  GLASS_ID,
  serveCatalog,
  windowDetail,
} from './positions/testing/catalog-fixtures';
import {
  field,
  openEditor,
  patches,
  renderPositionPage,
  replace,
  WINDOW_PATH,
} from './positions/testing/position-editor-page';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  serveCatalog();
});

const renderPage = renderPositionPage;

/** An amount as the page writes it: "392,80 €" with a non-breaking space (toHaveTextContent folds it). */
function euro(amount: string) {
  return `${amount}\u00a0€`;
}

/** The figures row of a cost type in the totals table: Kosten, Zuschlag €, Summe (the percent is an input). */
function totalsRow(label: string) {
  const table = screen.getByRole('table', { name: 'Zuschläge und Summen' });
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`no totals row ${label}`);
  return row;
}

function unitPrice() {
  return totalsRow('Einheitspreis (EP)').textContent;
}

// Rendering MUI tables in happy-dom takes seconds on a loaded machine.
describe('position management', () => {
  it('lists positions with the manual-price flag and the incomplete warning, and filters by category', async () => {
    const { user } = renderPage('');
    const list = await screen.findByRole('grid', { name: 'Positionen' });
    const door = await within(list).findByRole('row', { name: /02\.0010/ });
    expect(door).toHaveTextContent('Manueller Preis');
    expect(door).toHaveTextContent('1.990,00');
    const sill = within(list).getByRole('row', { name: /01\.0020/ });
    expect(within(sill).getByRole('img', { name: 'Kalkulation unvollständig' })).toBeInTheDocument();
    expect(within(list).getByRole('row', { name: /01\.0010/ })).not.toHaveTextContent('Manueller Preis');

    await user.click(screen.getByRole('button', { name: '02 Türen' }));
    await waitFor(() => expect(within(list).queryByRole('row', { name: /01\.0010/ })).toBeNull());
    expect(within(list).getByRole('row', { name: /02\.0010/ })).toBeInTheDocument();
    expect(apiStub.requests('GET', `${CATALOG_PATH}/positions`).at(-1)?.query.get('categoryId')).toBe(
      DOORS_ID,
    );
  });

  it('shows the server sheet, then computes the unit price live from German input and saves the calculation', async () => {
    const { user } = renderPage();
    await openEditor();
    expect(unitPrice()).toContain(euro('392,80'));
    expect(totalsRow('Material')).toHaveTextContent('287,50');
    expect(field('Kurztext')).toHaveValue('Kunststofffenster 1-flügelig');
    expect(screen.getByText('Kunststoff', { selector: 'strong' })).toBeInTheDocument();

    // 45,5 min at 58,50 €/h = 44,3625 €, plus 20 % = 53,235 €; with the frame's 287,50 € the net is 340,735 €.
    await replace(user, field('Minuten, Zeile 2'), '45,5');
    expect(screen.getByText('Beim Tippen berechnet, noch nicht gespeichert')).toBeInTheDocument();
    expect(totalsRow('Lohn')).toHaveTextContent('44,36');
    expect(unitPrice()).toContain(euro('340,74'));

    // 12,5 % on 250,00 € = 281,25 €: net 334,485 € is rounded half up to 334,49 €.
    await replace(user, field('Zuschlag Material in Prozent'), '12,5');
    expect(unitPrice()).toContain(euro('334,49'));

    // Glass at 4.500,00 € per 100 m2: 0,5 m2 cost 22,50 €, plus 12,5 % = 25,3125 €; net 359,7975 €.
    await user.click(screen.getByRole('button', { name: 'Material' }));
    const picker = screen.getByRole('combobox', { name: 'Artikel, Zeile 3' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.type(picker, 'Iso');
    await user.click(await screen.findByRole('option', { name: /0815 Isolierglas 2-fach/ }));
    await replace(user, field('Menge, Zeile 3'), '0,5');
    expect(unitPrice()).toContain(euro('359,80'));

    apiStub.on('PATCH', WINDOW_PATH, (request) => {
      const body = request.body as CatalogPositionUpdate;
      return {
        status: 200,
        data: windowDetail({ version: 2, calculation: body.calculation, calculatedPrice: '359.80' }),
      };
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const [sent] = patches();
    expect(sent?.version).toBe(1);
    expect(sent?.priceOverride).toBeNull();
    expect(sent?.longText).toBeUndefined();
    expect(sent?.calculation?.markups).toEqual({
      material: '12.5',
      labour: '20',
      equipment: '10',
      subcontractor: '5',
    });
    expect(sent?.calculation?.components).toEqual([
      { id: 'frame', kind: 'article', articleId: FRAME_ID, quantity: '1' },
      { id: 'fitting', kind: 'labour', wageRateId: FITTER_RATE_ID, minutes: '45.5' },
      { id: expect.any(String), kind: 'article', articleId: GLASS_ID, quantity: '0.5' },
    ]);
    await waitFor(() =>
      expect(toastsShown().map((toast) => toast.title)).toContain('Position 01.0010 gespeichert'),
    );
    // The saved calculation is the server's again: its sheet is shown, no longer the live one.
    expect(await screen.findByText('Vom Server berechnet')).toBeInTheDocument();
  });

  it('prices an article without EK at its list price, flagged „Listenpreis“ at the line', async () => {
    // As the server answers for an article with only a list price and no known discount.
    apiStub.on('GET', `/api/v1/articles/${FRAME_ID}`, {
      status: 200,
      data: {
        ...frame,
        purchasePrice: null,
        listPrice: '250.00',
        costPrice: '250.00',
        costPriceBasis: 'listPrice',
        prices: [],
        usedByPositions: 1,
      },
    });
    const { user } = renderPage();
    const editor = await openEditor();
    const line = within(editor).getByRole('combobox', { name: 'Artikel, Zeile 1' }).closest('tr');
    expect(line).toHaveTextContent('Listenpreis 250,00 € / St');
    expect(line).not.toHaveTextContent('Kein EK');
    // The live sheet calculates with it as the server does: 250,00 € + 15 % = 287,50 €; 45,5 min → 340,74 €.
    await replace(user, field('Minuten, Zeile 2'), '45,5');
    expect(totalsRow('Material')).toHaveTextContent('287,50');
    expect(unitPrice()).toContain(euro('340,74'));
  });

  it('refuses input that is not a German number and says why at the field', async () => {
    const { user } = renderPage();
    await openEditor();
    await replace(user, field('Minuten, Zeile 2'), '12.5');
    await replace(user, field('Zuschlag Lohn in Prozent'), '-120');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte eine Zahl eingeben, z. B. 12,5')).toBeInTheDocument();
    expect(field('Minuten, Zeile 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Felder.');

    await replace(user, field('Minuten, Zeile 2'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Der Zuschlag für Lohn darf nicht unter -100 % liegen'),
    ).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('flags a manual price with the calculated price struck through and saves it', async () => {
    const { user } = renderPage();
    await openEditor();
    await user.click(screen.getByRole('switch', { name: 'Preis manuell festlegen' }));
    await user.type(field('Manueller EP'), '399,9');
    const result = screen.getByRole('group', { name: 'Geltender Einheitspreis' });
    expect(result).toHaveTextContent('399,90 €');
    expect(within(result).getByText('Manueller Preis')).toBeInTheDocument();
    expect(result.querySelector('s')).toHaveTextContent('392,80 €');

    apiStub.on('PATCH', WINDOW_PATH, {
      status: 200,
      data: windowDetail({ version: 2, priceOverride: '399.900', unitPrice: '399.900' }),
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.priceOverride).toBe('399.9');
    // Saved: the form shows the server's version, still flagged.
    await waitFor(() => expect(field('Manueller EP')).toHaveValue('399,90'));
    expect(screen.getByRole('group', { name: 'Geltender Einheitspreis' })).toHaveTextContent(
      'Manueller Preis',
    );
  });

  it('on a conflict says someone else changed the position and reloads the current version on request', async () => {
    const { user } = renderPage();
    await openEditor();
    await replace(user, field('Kurztext'), 'Kunststofffenster 2-flügelig');
    const current = windowDetail({ version: 3, shortText: 'Fenster geändert von Bernd' });
    apiStub.on('PATCH', WINDOW_PATH, {
      status: 409,
      data: { title: 'Conflict', status: 409, detail: 'Die Position wurde inzwischen geändert.', current },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Von jemand anderem geändert');
    expect(field('Kurztext')).toHaveValue('Kunststofffenster 2-flügelig');

    await user.click(within(alert).getByRole('button', { name: 'Aktuellen Stand laden' }));
    expect(field('Kurztext')).toHaveValue('Fenster geändert von Bernd');
    expect(screen.getByText('Der aktuelle Stand wurde geladen.')).toBeInTheDocument();

    apiStub.on('PATCH', WINDOW_PATH, { status: 200, data: windowDetail({ version: 4, shortText: 'Neu' }) });
    await replace(user, field('Kurztext'), 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.version).toBe(3);
  });

  it('adds a line of the same kind with Enter and puts the cursor into it', async () => {
    const { user } = renderPage();
    await openEditor();
    await user.click(field('Minuten, Zeile 2'));
    await user.keyboard('{Enter}');
    const select = await screen.findByRole('combobox', { name: 'Lohnsatz, Zeile 3' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Art, Zeile 3' })).toHaveValue('labour');
    expect(patches()).toHaveLength(0);

    await user.selectOptions(select, FITTER_RATE_ID);
    await user.tab();
    await user.tab();
    expect(field('Minuten, Zeile 3')).toHaveFocus();
    await user.keyboard('30');
    // 30 more minutes at 58,50 €/h = 29,25 € plus 20 %: 392,80 + 35,10 = 427,90 €.
    expect(unitPrice()).toContain(euro('427,90'));
  });

  it('shows fitters the sheet without anything to edit', async () => {
    serveCatalog('fitter');
    renderPage();
    await openEditor();
    expect(screen.getByText('Nur lesen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neue Position' })).toBeNull();
    expect(field('Kurztext')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Art, Zeile 1' })).toBeDisabled();
    expect(unitPrice()).toContain(euro('392,80'));
  });
});
