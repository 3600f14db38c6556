import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogPositionDetail, PositionQuote } from '@vendoc/contract/service-catalogs';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../../components/testing/render-app';
import { meAs } from '../../../../lib/testing/api-fixtures';
import { apiStub } from '../../../../lib/testing/fake-api';
import { OrderDocumentPage } from '../../order-document-page';
import { DOCUMENT_ID, makeDocument, makeRow } from '../../testing/document-fixtures';
import { useLastCatalogStore } from '../stores/last-catalog-store';

vi.mock('../../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../../lib/testing/fake-api')).apiStub.http,
}));

const PATH = `/api/v1/order-documents/${DOCUMENT_ID}`;
const STAMP = '2026-03-01T08:00:00.000Z';
const DOORS = 'c0c0c0c0-0000-4000-8000-000000000001';
const DRYWALL = 'c0c0c0c0-0000-4000-8000-000000000002';
const WALL_ID = 'a0a0a0a0-0000-4000-8000-000000000003';
const DRYWALL_PATH = `/api/v1/service-catalogs/${DRYWALL}`;
const QUOTE_PATH = `${DRYWALL_PATH}/positions/${WALL_ID}/quote`;

const catalogOf = (id: string, name: string) => ({
  id,
  name,
  trade: null,
  description: null,
  counts: { articles: 0, positions: 1, categories: 0 },
  version: 1,
  createdAt: STAMP,
  updatedAt: STAMP,
});

/** A stud wall with Beplankung (einfach by default, doppelt +12,50 €) and Dämmung (ohne, Mineralwolle +4,80 €). */
const wall: CatalogPositionDetail = {
  id: WALL_ID,
  catalogId: DRYWALL,
  categoryId: null,
  number: '01.0010',
  shortText: 'Metallständerwand',
  unit: 'm2',
  stlbCode: null,
  calculatedPrice: '37.36',
  priceOverride: null,
  unitPrice: '37.36',
  calculationComplete: true,
  variantGroups: 2,
  version: 3,
  updatedAt: STAMP,
  longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Ständerwerk CW 75.' }] }],
  calculation: {
    components: [],
    markups: { material: '0', labour: '0', equipment: '0', subcontractor: '0' },
  },
  variants: {
    groups: [
      {
        id: 'g-cladding',
        name: 'Beplankung',
        options: [
          { id: 'o-single', name: 'einfach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
          {
            id: 'o-double',
            name: 'doppelt',
            textAddition: 'zweilagig beplankt',
            effect: { kind: 'perUnit', amount: '12.5' },
            isDefault: false,
          },
        ],
      },
      {
        id: 'g-insulation',
        name: 'Dämmung',
        options: [
          { id: 'o-none', name: 'ohne', textAddition: '', effect: { kind: 'none' }, isDefault: true },
          {
            id: 'o-wool',
            name: 'Mineralwolle',
            textAddition: '',
            effect: { kind: 'perUnit', amount: '4.8' },
            isDefault: false,
          },
        ],
      },
    ],
    exclusions: [['o-single', 'o-wool']],
  },
  parameters: [],
  formulas: { quantity: null, components: {} },
  sheet: { lines: [], costTypes: [], net: '0', unitPrice: '0', complete: true },
};

function quote(overrides: Partial<PositionQuote>): PositionQuote {
  return {
    unitPrice: '37.36',
    base: '37.36',
    percentTotal: '0',
    perUnitTotal: '0.00',
    textAdditions: [],
    selectedOptionIds: ['o-single', 'o-none'],
    overridden: false,
    sheet: {
      lines: [
        {
          componentId: 'mounting',
          kind: 'labour',
          costType: 'labour',
          label: 'Trockenbauer',
          quantity: '0.5',
          unit: 'h',
          unitCost: '60',
          cost: '30',
          problem: null,
        },
      ],
      costTypes: [{ costType: 'labour', cost: '30', markupPercent: '0', markup: '0', total: '30.00' }],
      net: '37.36',
      unitPrice: '37.36',
      complete: true,
    },
    ...overrides,
  };
}

const rows = [
  makeRow({ id: '11111111-1111-4111-8111-111111111111', oz: '01.0010', quantity: '4', unitPrice: '250' }),
  makeRow({ id: '22222222-2222-4222-8222-222222222222', oz: '01.0020', shortText: 'Türzarge' }),
];

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  localStorage.clear();
  useLastCatalogStore.setState({ catalogId: null });
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', PATH, { status: 200, data: makeDocument({ kind: 'offer' }, rows) });
  apiStub.on('PUT', PATH, (request) => {
    const body = request.body as { version: number; items: DocumentRow[] };
    return { status: 200, data: makeDocument({ kind: 'offer', version: body.version + 1 }, body.items) };
  });
  apiStub.on('GET', '/api/v1/service-catalogs', {
    status: 200,
    data: {
      items: [catalogOf(DOORS, 'Türen'), catalogOf(DRYWALL, 'Trockenbau')],
      nextCursor: null,
      total: 2,
    },
  });
  apiStub.on('GET', `${DRYWALL_PATH}/positions`, (request) => {
    const q = (request.query.get('q') ?? '').toLowerCase();
    const {
      longText: _l,
      calculation: _c,
      variants: _v,
      parameters: _p,
      formulas: _f,
      sheet: _s,
      ...row
    } = wall;
    const items = row.shortText.toLowerCase().includes(q) || row.number.startsWith(q) ? [row] : [];
    return { status: 200, data: { items, nextCursor: null, total: items.length } };
  });
  apiStub.on('GET', `${DRYWALL_PATH}/positions/${WALL_ID}`, { status: 200, data: wall });
  apiStub.on('POST', QUOTE_PATH, (request) => {
    const { optionIds } = request.body as { optionIds: string[] };
    if (optionIds.includes('o-single') && optionIds.includes('o-wool')) {
      const reason = '„einfach“ und „Mineralwolle“ schließen sich aus';
      return { status: 400, data: { title: 'Bad Request', status: 400, detail: reason } };
    }
    if (!optionIds.includes('o-double')) return { status: 200, data: quote({}) };
    // 37,36 € + 12,50 € per m².
    const textAdditions = ['zweilagig beplankt'];
    return {
      status: 200,
      data: quote({ unitPrice: '49.86', perUnitTotal: '12.50', textAdditions, selectedOptionIds: optionIds }),
    };
  });
});

function renderEditor() {
  const rendered = renderRoutes(
    [{ path: '/vendocOrderDocuments/:documentId', Component: OrderDocumentPage }],
    {
      initialEntries: [`/vendocOrderDocuments/${DOCUMENT_ID}`],
    },
  );
  return Object.assign(userEvent.setup(), rendered);
}

async function openPicker(user: ReturnType<typeof renderEditor>) {
  const button = await screen.findByRole('button', { name: 'Katalogposition einfügen' });
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Katalogposition einfügen' });
}

/** Picks the catalog and finds the wall by keyboard: typing searches the server, Enter takes the first hit. */
async function pickWall(user: ReturnType<typeof renderEditor>, dialog: HTMLElement) {
  await user.selectOptions(
    await within(dialog).findByRole('combobox', { name: 'Leistungskatalog' }),
    'Trockenbau',
  );
  const search = within(dialog).getByRole('combobox', { name: 'Position suchen' });
  await user.type(search, 'ständer');
  await within(dialog).findByRole('option', { name: /Metallständerwand/ });
  await waitFor(() =>
    expect(apiStub.requests('GET', `${DRYWALL_PATH}/positions`).map((each) => each.query.get('q'))).toContain(
      'ständer',
    ),
  );
  await user.keyboard('{ArrowDown}{Enter}');
  return within(dialog).findByRole('region', { name: 'Gewählte Position' });
}

const price = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Preis' });

describe('catalog position picker in the document editor', () => {
  it('searches, re-prices a chosen option and inserts the position with its price below the last row', async () => {
    const user = renderEditor();
    const dialog = await openPicker(user);
    const chosen = await pickWall(user, dialog);
    // Defaults are preselected and priced.
    expect(within(chosen).getByRole('combobox', { name: 'Beplankung' })).toHaveValue('o-single');
    expect(within(chosen).getByRole('combobox', { name: 'Dämmung' })).toHaveValue('o-none');
    await waitFor(() => expect(price(dialog)).toHaveTextContent('37,36 €'));

    await user.selectOptions(within(chosen).getByRole('combobox', { name: 'Beplankung' }), 'doppelt');
    await waitFor(() => expect(price(dialog)).toHaveTextContent('49,86 €'));
    expect(apiStub.requests('POST', QUOTE_PATH).at(-1)?.body).toEqual({
      optionIds: ['o-double', 'o-none'],
    });
    const quantity = within(chosen).getByRole('textbox', { name: 'Menge' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(price(dialog)).toHaveTextContent('99,72 €');
    await user.click(within(dialog).getByRole('button', { name: 'Einfügen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The catalog's number is taken by the document: the next free one after the last position.
    expect(screen.getByRole('textbox', { name: 'Kurztext 01.0030' })).toHaveValue('Metallständerwand');
    expect(screen.getByRole('textbox', { name: 'EP 01.0030' })).toHaveValue('49,86');
    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1));
    const saved = (apiStub.requests('PUT', PATH)[0]?.body as { items: DocumentRow[] }).items;
    expect(saved.map((row) => row.oz)).toEqual(['01.0010', '01.0020', '01.0030']);
    expect(saved[2]).toMatchObject({
      type: 'position',
      shortText: 'Metallständerwand',
      longText: 'Ständerwerk CW 75.\n\nBeplankung: doppelt\nDämmung: ohne\nzweilagig beplankt',
      unit: 'm2',
      quantity: '2',
      unitPrice: '49.86',
      labourUnitPrice: '30',
      catalogPositionId: WALL_ID,
    });
    // The catalog is offered first next time.
    expect(useLastCatalogStore.getState().catalogId).toBe(DRYWALL);
  });

  it('refuses options that exclude each other with the server’s reason and inserts nothing', async () => {
    const user = renderEditor();
    const dialog = await openPicker(user);
    const chosen = await pickWall(user, dialog);
    await user.selectOptions(within(chosen).getByRole('combobox', { name: 'Dämmung' }), 'Mineralwolle');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '„einfach“ und „Mineralwolle“ schließen sich aus',
    );
    expect(within(dialog).getByRole('button', { name: 'Einfügen' })).toBeDisabled();
  });

  it('inserts below the row last focused, in the remembered catalog, and a delivery note takes no price', async () => {
    apiStub.on('GET', PATH, { status: 200, data: makeDocument({ kind: 'delivery_note' }, rows) });
    useLastCatalogStore.setState({ catalogId: DRYWALL });
    const user = renderEditor();
    await user.click(await screen.findByRole('textbox', { name: 'Kurztext 01.0010' }));
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('combobox', { name: 'Leistungskatalog' })).toHaveValue(DRYWALL);
    const search = within(dialog).getByRole('combobox', { name: 'Position suchen' });
    await user.type(search, '01');
    await within(dialog).findByRole('option', { name: /Metallständerwand/ });
    await user.keyboard('{Enter}');
    const chosen = await within(dialog).findByRole('region', { name: 'Gewählte Position' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Einfügen' })).toBeEnabled());
    expect(within(dialog).queryByRole('group', { name: 'Preis' })).not.toBeInTheDocument();
    // Enter in the quantity inserts.
    await user.type(within(chosen).getByRole('textbox', { name: 'Menge' }), '{Enter}');

    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1));
    const saved = (apiStub.requests('PUT', PATH)[0]?.body as { items: DocumentRow[] }).items;
    expect(saved.map((row) => row.oz)).toEqual(['01.0010', '01.0030', '01.0020']);
    expect(saved[1]).toMatchObject({ quantity: '1', unitPrice: null, labourUnitPrice: null });
  });
});
