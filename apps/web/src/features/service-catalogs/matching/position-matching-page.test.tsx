import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vendoc/contract/auth';
import type { BoqMatchItem, MatchDecisionInput } from '@vendoc/contract/matches';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { deferred } from '../../../lib/http/test-client';
import { makeProject, meAs } from '../../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { PositionMatchingPage } from '../position-matching-page';
import {
  decisionFromCandidate,
  decisionFromPosition,
  withAccepted,
  withoutAccepted,
} from './model/match-items';
import {
  applyResult,
  BOQ_ID,
  catalog,
  CATALOG_ID,
  CATALOG_PATH,
  makeBoq,
  makePosition,
  MATCHES_PATH,
  matchesOf,
  NODE_LINTEL,
  NODE_PLASTER,
  NODE_SPECIAL,
  NODE_WALL,
  plasterBest,
  POS_SKIM,
  PROJECT_ID,
  sampleItems,
  wallBest,
  wallSecond,
} from './testing/match-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const PAGE_PATH = `/serviceCatalogs/${CATALOG_ID}/positionMatching`;
const nodePath = (nodeId: string) => `${MATCHES_PATH}/${nodeId}`;

let items: BoqMatchItem[];

function serve(role: Role = 'office') {
  items = sampleItems();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', CATALOG_PATH, { status: 200, data: catalog });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, { status: 200, data: { items: [makeBoq()] } });
  apiStub.on('GET', MATCHES_PATH, () => ({ status: 200, data: matchesOf(items) }));
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  serve();
});

function renderPage(search = `?projectId=${PROJECT_ID}&boqId=${BOQ_ID}`) {
  const rendered = renderRoutes(
    [{ path: '/serviceCatalogs/:serviceCatalogId/positionMatching', Component: PositionMatchingPage }],
    {
      initialEntries: [`${PAGE_PATH}${search}`],
    },
  );
  return { ...rendered, user: userEvent.setup() };
}

async function findGrid() {
  return screen.findByRole('treegrid', { name: 'Positionszuordnung LV Rohbau' });
}

function rowOf(oz: string) {
  const row = within(screen.getByRole('treegrid'))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('gridcell')[0]?.textContent === oz);
  if (!row) throw new Error(`no row ${oz}`);
  return row;
}

function activeRow() {
  const id = screen.getByRole('treegrid').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

function bodies(method: string, nodeId: string) {
  return apiStub
    .requests(method, nodePath(nodeId))
    .map((request: StubRequest) => request.body as MatchDecisionInput);
}

function toastTitles() {
  return toastsShown().map((entry) => entry.title);
}

// Rendering the page with MUI in happy-dom takes seconds on a loaded machine.
describe('position matching page', () => {
  it('lists the items with the best candidate, its score and reasons, and opens the 2nd and 3rd', async () => {
    const { user } = renderPage();
    const grid = await findGrid();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PositionszuordnungRohbau Mauerwerk');
    const request = apiStub.requests('GET', MATCHES_PATH)[0];
    expect(request?.query.get('catalogId')).toBe(CATALOG_ID);
    expect(request?.query.get('candidates')).toBe('3');

    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['OZ', 'Ausschreibung', 'Katalogposition', 'EP', 'Treffer', 'Aktionen']);

    const wall = within(rowOf('01.0010'));
    expect(wall.getByText('Mauerwerk aus KS-Steinen, d = 24 cm')).toBeInTheDocument();
    expect(rowOf('01.0010')).toHaveTextContent('120,5 m2');
    expect(rowOf('01.0010')).toHaveTextContent('02.0010KS-Mauerwerk 24 cm, Dünnbettmörtel');
    expect(rowOf('01.0010')).toHaveTextContent('58,40 €');
    expect(wall.getByRole('meter', { name: 'Trefferquote' })).toHaveAttribute('aria-valuenow', '86');
    expect(wall.getByText('Text 82 %')).toBeInTheDocument();
    expect(wall.getByText('Einheit passt')).toBeInTheDocument();
    expect(wall.getByText('früher gewählt (3×)')).toHaveAttribute(
      'title',
      'Für ähnliche Texte (91 %) schon 3× gewählt',
    );

    const plaster = within(rowOf('01.0020'));
    expect(plaster.getByText('Einheit passt nicht')).toHaveAttribute(
      'title',
      'Einheit im LV: m2, im Katalog: m',
    );
    expect(plaster.getByText('STLB')).toBeInTheDocument();
    // Three decimals are shown when the price has them.
    expect(rowOf('01.0020')).toHaveTextContent('18,755 €');

    const lintel = within(rowOf('01.0030'));
    expect(lintel.getByText('angenommen')).toBeInTheDocument();
    expect(lintel.getByText('OZ')).toBeInTheDocument();
    expect(lintel.getByRole('button', { name: 'Zurücknehmen' })).toBeInTheDocument();
    expect(lintel.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();

    expect(within(rowOf('01.0040')).getByText('Kein passender Vorschlag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Offen (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angenommen (1)' })).toBeInTheDocument();

    // The 2nd and 3rd candidates open below the item.
    expect(rowOf('01.0010')).toHaveAttribute('aria-expanded', 'false');
    await user.click(wall.getByRole('button', { name: '2 weitere Vorschläge zeigen' }));
    expect(rowOf('01.0010')).toHaveAttribute('aria-expanded', 'true');
    const alternatives = within(grid)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-level') === '2');
    expect(alternatives.map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)).toEqual([
      '2. Vorschlag',
      '3. Vorschlag',
    ]);
    expect(alternatives[0]).toHaveTextContent('KS-Mauerwerk 17,5 cm, Dünnbettmörtel');
    expect(within(alternatives[0] as HTMLElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '64');
  });

  it('shows "Kein passender Vorschlag" instead of a candidate below the minimum score, and lists it on request', async () => {
    // The special item's only candidate: a poor text in another unit, scored under the 40 % minimum.
    const weak = {
      positionId: POS_SKIM,
      number: '26.0110',
      shortText: 'Geoelektrische 2D-Messung je km Profil, mit Dokumentation',
      unit: 'km',
      unitPrice: null,
      score: 0.3,
      reasons: [
        { kind: 'text' as const, similarity: 0.28 },
        { kind: 'unit' as const, compatible: false, tenderUnit: 'psch', catalogUnit: 'km' },
      ],
    };
    items = sampleItems().map((item) =>
      item.nodeId === NODE_SPECIAL ? { ...item, candidates: [weak] } : item,
    );
    const { user } = renderPage();
    const grid = await findGrid();

    const special = within(rowOf('01.0040'));
    expect(special.getByText('Kein passender Vorschlag')).toBeInTheDocument();
    expect(special.getByText('1 schwacher Vorschlag unter 40 % ausgeblendet')).toBeInTheDocument();
    expect(rowOf('01.0040')).not.toHaveTextContent('Geoelektrische');
    expect(special.queryByRole('meter')).not.toBeInTheDocument();
    expect(special.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();
    // Not counted by "accept all", even at a threshold below the minimum.
    const field = screen.getByRole('textbox', { name: 'Schwelle' });
    await user.clear(field);
    await user.type(field, '20');
    expect(screen.getByRole('button', { name: 'Alle über Schwelle annehmen (2)' })).toBeEnabled();

    // The estimator can still look at it (and accept it by hand) behind the item.
    await user.click(special.getByRole('button', { name: '1 weiteren Vorschlag zeigen' }));
    const listed = within(grid)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-level') === '2');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveTextContent('1. Vorschlag');
    expect(listed[0]).toHaveTextContent('Geoelektrische 2D-Messung je km Profil, mit Dokumentation');
    expect(within(listed[0] as HTMLElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '30');
    expect(within(listed[0] as HTMLElement).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
  });

  it('accepts the shown candidate at once and keeps the server answer', async () => {
    const answer = deferred<void>();
    apiStub.on('PUT', nodePath(NODE_WALL), async (request) => {
      await answer.promise;
      const body = request.body as MatchDecisionInput;
      return {
        status: 200,
        data: withAccepted(sampleItems()[0] as BoqMatchItem, {
          ...decisionFromCandidate(wallBest),
          score: body.score ?? null,
        }),
      };
    });
    const { user } = renderPage();
    await findGrid();
    await user.click(within(rowOf('01.0010')).getByRole('button', { name: 'Annehmen' }));

    // Shown before the server has answered.
    expect(within(rowOf('01.0010')).getByText('angenommen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angenommen (2)' })).toBeInTheDocument();
    expect(bodies('PUT', NODE_WALL)).toEqual([
      {
        catalogId: CATALOG_ID,
        positionId: wallBest.positionId,
        status: 'accepted',
        optionIds: [],
        score: 0.86,
      },
    ]);
    await act(async () => answer.resolve());
    expect(within(rowOf('01.0010')).getByRole('button', { name: 'Zurücknehmen' })).toBeInTheDocument();
    expect(toastTitles()).toEqual([]);
  });

  it('rejects with R: the next candidate moves up, and the decision is sent as rejected', async () => {
    apiStub.on('PUT', nodePath(NODE_WALL), () => ({
      status: 200,
      data: {
        ...(sampleItems()[0] as BoqMatchItem),
        rejectedPositionIds: [wallBest.positionId],
        candidates: [wallSecond],
      },
    }));
    const { user } = renderPage();
    const grid = await findGrid();
    act(() => grid.focus());
    expect(activeRow()).toBe(rowOf('01.0010'));
    await user.keyboard('r');

    expect(rowOf('01.0010')).toHaveTextContent('02.0020KS-Mauerwerk 17,5 cm');
    expect(within(rowOf('01.0010')).getByRole('meter')).toHaveAttribute('aria-valuenow', '64');
    await waitFor(() =>
      expect(bodies('PUT', NODE_WALL)).toEqual([
        {
          catalogId: CATALOG_ID,
          positionId: wallBest.positionId,
          status: 'rejected',
          optionIds: [],
          score: 0.86,
        },
      ]),
    );
    // Rejecting keeps the item active: its next candidate is what the estimator looks at now.
    expect(activeRow()).toBe(rowOf('01.0010'));
  });

  it('moves with the arrow keys and accepts with Enter, going on to the next item', async () => {
    apiStub.on('PUT', nodePath(NODE_PLASTER), () => ({
      status: 200,
      data: withAccepted(sampleItems()[1] as BoqMatchItem, decisionFromCandidate(plasterBest)),
    }));
    const { user } = renderPage();
    const grid = await findGrid();
    act(() => grid.focus());
    await user.keyboard('{ArrowDown}');
    expect(activeRow()).toBe(rowOf('01.0020'));
    await user.keyboard('{Enter}');
    expect(within(rowOf('01.0020')).getByText('angenommen')).toBeInTheDocument();
    expect(activeRow()).toBe(rowOf('01.0030'));
    await waitFor(() => expect(bodies('PUT', NODE_PLASTER).map((body) => body.status)).toEqual(['accepted']));
  });

  it('takes an accepted position back with DELETE', async () => {
    apiStub.on('DELETE', nodePath(NODE_LINTEL), () => ({
      status: 200,
      data: withoutAccepted(sampleItems()[2] as BoqMatchItem),
    }));
    const { user } = renderPage();
    await findGrid();
    await user.click(within(rowOf('01.0030')).getByRole('button', { name: 'Zurücknehmen' }));

    expect(within(rowOf('01.0030')).queryByText('angenommen')).not.toBeInTheDocument();
    expect(within(rowOf('01.0030')).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    await waitFor(() => expect(apiStub.requests('DELETE', nodePath(NODE_LINTEL))).toHaveLength(1));
    expect(apiStub.requests('DELETE', nodePath(NODE_LINTEL))[0]?.query.get('catalogId')).toBe(CATALOG_ID);
    expect(screen.getByRole('button', { name: 'Angenommen (0)' })).toBeInTheDocument();
  });

  it('puts the item back and says so when a decision fails', async () => {
    const answer = deferred<void>();
    apiStub.on('PUT', nodePath(NODE_WALL), async () => {
      await answer.promise;
      return { status: 409, data: { title: 'Konflikt', detail: 'Die Position wurde inzwischen gelöscht.' } };
    });
    const { user } = renderPage();
    await findGrid();
    // The list fetched again after the failure stays on its way: the item is put back without it.
    const refetched = deferred<void>();
    apiStub.on('GET', MATCHES_PATH, async () => {
      await refetched.promise;
      return { status: 200, data: matchesOf(items) };
    });
    await user.click(within(rowOf('01.0010')).getByRole('button', { name: 'Annehmen' }));
    expect(within(rowOf('01.0010')).getByText('angenommen')).toBeInTheDocument();

    await act(async () => answer.resolve());
    await waitFor(() => expect(within(rowOf('01.0010')).queryByText('angenommen')).not.toBeInTheDocument());
    expect(within(rowOf('01.0010')).getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(toastsShown()).toMatchObject([
      {
        kind: 'error',
        title: 'Die Zuordnung konnte nicht gespeichert werden',
        text: 'Die Position wurde inzwischen gelöscht.',
      },
    ]);
    // The list is fetched again: other decisions may have been laid over the failed one.
    expect(apiStub.requests('GET', MATCHES_PATH)).toHaveLength(2);
    await act(async () => refetched.resolve());
  });

  it('counts the open items above the threshold before accepting them all', async () => {
    apiStub.on('POST', `${MATCHES_PATH}/accept`, () => {
      items = items.map((item) =>
        item.accepted === null && item.candidates[0] && item.candidates[0].score >= 0.6
          ? withAccepted(item, decisionFromCandidate(item.candidates[0]))
          : item,
      );
      return { status: 200, data: { accepted: 2 } };
    });
    const { user } = renderPage();
    await findGrid();
    // At 70 %: only the wall (86 %); the plaster (65 %) is below, the lintel is accepted already.
    expect(screen.getByRole('button', { name: 'Alle über Schwelle annehmen (1)' })).toBeEnabled();

    const field = screen.getByRole('textbox', { name: 'Schwelle' });
    await user.clear(field);
    await user.type(field, '60');
    expect(screen.getByRole('slider', { name: 'Schwelle in Prozent' })).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Alle über Schwelle annehmen (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alle über der Schwelle annehmen?' });
    expect(dialog).toHaveTextContent(
      '2 offene Positionen haben einen Vorschlag mit mindestens 60 % Treffer.',
    );
    await user.click(within(dialog).getByRole('button', { name: '2 annehmen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('POST', `${MATCHES_PATH}/accept`).map((request) => request.body)).toEqual([
      { catalogId: CATALOG_ID, threshold: 0.6 },
    ]);
    expect(toastTitles()).toEqual(['2 Vorschläge angenommen']);
    expect(within(rowOf('01.0020')).getByText('angenommen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Angenommen (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle über Schwelle annehmen (0)' })).toBeDisabled();
  });

  it('applies the prices after confirming and shows what was set, skipped and the new totals', async () => {
    items = sampleItems().map((item) =>
      item.accepted === null && item.candidates[0]
        ? withAccepted(item, decisionFromCandidate(item.candidates[0]))
        : item,
    );
    apiStub.on('POST', `${MATCHES_PATH}/apply`, { status: 200, data: applyResult });
    const { user } = renderPage();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Preise übernehmen' }));

    const confirm = await screen.findByRole('dialog', { name: 'Preise übernehmen?' });
    expect(confirm).toHaveTextContent(
      'Die Einheitspreise der 3 angenommenen Katalogpositionen werden in das LV „LV Rohbau“ übernommen.',
    );
    expect(apiStub.requests('POST', `${MATCHES_PATH}/apply`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Preise übernehmen' }));

    const summary = await screen.findByRole('dialog', { name: 'Preise übernommen' });
    expect(apiStub.requests('POST', `${MATCHES_PATH}/apply`).map((request) => request.body)).toEqual([
      { catalogId: CATALOG_ID },
    ]);
    expect(within(summary).getByText('3 Einheitspreise gesetzt.')).toBeInTheDocument();
    expect(within(summary).getByText('1 Position übersprungen')).toBeInTheDocument();
    expect(summary).toHaveTextContent(
      '01.0040Die Katalogposition hat keinen Preis (Kalkulation unvollständig).',
    );
    const amounts = within(summary)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(amounts).toEqual(['13.251,70\u00a0€', '2.517,82\u00a0€', '15.769,52\u00a0€']);
    expect(within(summary).getByText('MwSt. 19 %')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Zu den Positionen' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/positions?boq=${BOQ_ID}`,
    );
  });

  it('accepts any catalog position found by search', async () => {
    const skim = makePosition({
      id: POS_SKIM,
      number: '05.0090',
      shortText: 'Spachtelputz Q3',
      unitPrice: '9.500',
    });
    apiStub.on('GET', `${CATALOG_PATH}/positions`, (request) => ({
      status: 200,
      data:
        request.query.get('q') === 'Spachtel'
          ? { items: [skim], nextCursor: null, total: 1 }
          : { items: [], nextCursor: null, total: 0 },
    }));
    apiStub.on('PUT', nodePath(NODE_PLASTER), () => ({
      status: 200,
      data: withAccepted(sampleItems()[1] as BoqMatchItem, decisionFromPosition(skim)),
    }));
    const { user } = renderPage();
    await findGrid();
    await user.click(within(rowOf('01.0020')).getByRole('button', { name: 'Andere Position …' }));

    const dialog = await screen.findByRole('dialog', { name: 'Andere Position für 01.0020' });
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Katalogpositionen durchsuchen' }),
      'Spachtel',
    );
    const option = await within(dialog).findByRole('option', { name: /Spachtelputz Q3/ });
    expect(option).toHaveTextContent('9,50 €');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(bodies('PUT', NODE_PLASTER)).toEqual([
        { catalogId: CATALOG_ID, positionId: POS_SKIM, status: 'accepted', optionIds: [], score: null },
      ]),
    );
    const plaster = rowOf('01.0020');
    expect(within(plaster).getByText('von Hand gewählt')).toBeInTheDocument();
    expect(plaster).toHaveTextContent('05.0090Spachtelputz Q3');
    expect(plaster).toHaveTextContent('9,50 €');
  });

  it('keeps project and BoQ in the URL, choosing the first BoQ of a picked project', async () => {
    apiStub.on('GET', '/api/v1/projects', {
      status: 200,
      data: { items: [makeProject()], nextCursor: null, total: 1 },
    });
    const { user, router } = renderPage('');
    expect(await screen.findByRole('heading', { name: 'Projekt und LV wählen' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Projekt' }));
    await user.click(await screen.findByRole('option', { name: /P-00007 · Neubau Kita Sonnenschein/ }));

    await findGrid();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('projectId')).toBe(PROJECT_ID);
    expect(params.get('boqId')).toBe(BOQ_ID);

    await user.click(screen.getByRole('button', { name: 'Offen (3)' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('open');
    expect(rowOf('01.0010')).toBeInTheDocument();
    expect(within(screen.getByRole('treegrid')).queryByText('01.0030')).not.toBeInTheDocument();
  });

  it('shows fitters the suggestions read-only', async () => {
    serve('fitter');
    const { user } = renderPage();
    const grid = await findGrid();
    expect(grid).toHaveAttribute('aria-readonly', 'true');
    expect(within(rowOf('01.0010')).getByText('Text 82 %')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annehmen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurücknehmen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preise übernehmen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Schwelle' })).not.toBeInTheDocument();

    act(() => grid.focus());
    await user.keyboard('a');
    await user.keyboard('r');
    expect(apiStub.requests('PUT', nodePath(NODE_WALL))).toHaveLength(0);
    expect(screen.getByText('Nur Ansicht: Zuordnungen treffen Kalkulatoren im Büro.')).toBeInTheDocument();
  });
});
