import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogPositionUpdate, PositionQuote } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import {
  CATALOG_ID,
  CATALOG_PATH,
  GLASS_ID,
  serveCatalog,
  WINDOW_ID,
  windowDetail,
  windowWithVariants,
} from './positions/testing/catalog-fixtures';
import { VariantManagementPage } from './variant-management-page';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const WINDOW_PATH = `${CATALOG_PATH}/positions/${WINDOW_ID}`;
const QUOTE_PATH = `${WINDOW_PATH}/quote`;

function quote(overrides: Partial<PositionQuote>): PositionQuote {
  return {
    unitPrice: '392.80',
    base: '392.80',
    percentTotal: '0',
    perUnitTotal: '0.00',
    textAdditions: ['Farbe: weiß'],
    selectedOptionIds: ['o-white', 'o-double'],
    overridden: false,
    sheet: windowDetail().sheet,
    ...overrides,
  };
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  serveCatalog('office', windowWithVariants());
  apiStub.on('POST', QUOTE_PATH, (request) => {
    const { optionIds } = request.body as { optionIds: string[] };
    if (optionIds.includes('o-anthracite') && optionIds.includes('o-ornament')) {
      return {
        status: 400,
        data: {
          title: 'Bad Request',
          status: 400,
          detail: '„Anthrazit“ und „Ornament“ schließen sich aus',
          errors: [{ path: 'optionIds.1', message: '„Anthrazit“ und „Ornament“ schließen sich aus' }],
        },
      };
    }
    if (optionIds.includes('o-anthracite')) {
      // 392,80 € + 8 % = 424,224 €, rounded to cents.
      return {
        status: 200,
        data: quote({
          unitPrice: '424.22',
          percentTotal: '8',
          textAdditions: ['Farbe: anthrazit RAL 7016'],
          selectedOptionIds: ['o-anthracite', 'o-double'],
        }),
      };
    }
    return { status: 200, data: quote({}) };
  });
});

function renderPage() {
  const rendered = renderRoutes(
    [{ path: '/serviceCatalogs/:serviceCatalogId/variantManagement', Component: VariantManagementPage }],
    { initialEntries: [`/serviceCatalogs/${CATALOG_ID}/variantManagement?position=${WINDOW_ID}`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

async function openEditor() {
  return screen.findByRole('form', { name: 'Varianten der Position 01.0010' });
}

function option(name: string) {
  return within(screen.getByRole('group', { name: `Option ${name}` }));
}

function patches() {
  return apiStub.requests('PATCH', WINDOW_PATH).map((request) => request.body as CatalogPositionUpdate);
}

// Rendering MUI forms in happy-dom takes seconds on a loaded machine.
describe('variant management', () => {
  it('refuses an exclusion of two defaults and keeps one default per group', async () => {
    const { user } = renderPage();
    await openEditor();
    expect(option('Weiß').getByRole('checkbox', { name: 'Vorgabe, Option Weiß' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Regel hinzufügen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Option, Regel 2' }), 'o-white');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Ausgeschlossene Option, Regel 2' }),
      'o-double',
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('„Weiß“ und „2-fach“ sind beide Vorgabe und dürfen sich nicht ausschließen'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ausgeschlossene Option, Regel 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(patches()).toHaveLength(0);

    // Making Anthrazit the default takes the mark from Weiß: the rule no longer joins two defaults.
    await user.click(option('Anthrazit').getByRole('checkbox', { name: 'Vorgabe, Option Anthrazit' }));
    expect(option('Weiß').getByRole('checkbox', { name: 'Vorgabe, Option Weiß' })).not.toBeChecked();

    apiStub.on('PATCH', WINDOW_PATH, (request) => ({
      status: 200,
      data: windowWithVariants({
        version: 2,
        variants: (request.body as { variants: ReturnType<typeof windowWithVariants>['variants'] }).variants,
      }),
    }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const sent = patches()[0];
    expect(sent?.version).toBe(1);
    expect(sent?.variants?.groups?.[0]?.options.map((entry) => [entry.id, entry.isDefault])).toEqual([
      ['o-white', false],
      ['o-anthracite', true],
    ]);
    expect(sent?.variants?.exclusions).toEqual([
      ['o-anthracite', 'o-ornament'],
      ['o-white', 'o-double'],
    ]);
    // Saved: the server's variants are the form's starting point again, nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled());
    expect(option('Anthrazit').getByRole('checkbox', { name: 'Vorgabe, Option Anthrazit' })).toBeChecked();
  });

  it('asks for names and shows the server’s field errors at their fields', async () => {
    const { user } = renderPage();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Variantengruppe hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const group = within(await screen.findByRole('region', { name: 'Variantengruppe Gruppe 3' }));
    expect(group.getByRole('textbox', { name: 'Variantengruppe' })).toHaveAttribute('aria-invalid', 'true');
    expect(group.getAllByText('Bitte ausfüllen')).toHaveLength(2);
    expect(patches()).toHaveLength(0);

    await user.type(group.getByRole('textbox', { name: 'Variantengruppe' }), 'Griff');
    await user.type(group.getByRole('textbox', { name: 'Option' }), 'Standard');
    apiStub.on('PATCH', WINDOW_PATH, {
      status: 400,
      data: {
        title: 'Bad Request',
        status: 400,
        detail: 'The request is not valid.',
        errors: [{ path: 'variants.groups.2.options.0.textAddition', message: 'Textergänzung zu lang' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const griff = within(await screen.findByRole('region', { name: 'Variantengruppe Griff' }));
    expect(await griff.findByText('Textergänzung zu lang')).toBeInTheDocument();
    expect(griff.getByRole('textbox', { name: 'Textergänzung' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the components an option replaces with the sheet’s own editor', async () => {
    const { user } = renderPage();
    await openEditor();
    const triple = option('3-fach');
    expect(triple.getByRole('combobox', { name: 'Preiswirkung, Option 3-fach' })).toHaveValue(
      'replaceComponents',
    );
    expect(
      triple.getByRole('checkbox', { name: /Material: Fensterelement Kunststoff \(250,00\s€\)/ }),
    ).toBeChecked();
    // 2 m2 of glass at 4.500,00 € per 100 m2 = 90,00 €; then 2,5 m2 = 112,50 € (before the position's markup).
    const table = triple.getByRole('table', { name: 'Ersatzkomponenten' });
    await within(table).findByText('90,00');
    const quantity = within(table).getByRole('textbox', { name: 'Menge, Zeile 1' });
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    expect(within(table).getByText('112,50')).toBeInTheDocument();

    apiStub.on('PATCH', WINDOW_PATH, { status: 200, data: windowWithVariants({ version: 2 }) });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const effect = patches()[0]?.variants?.groups?.[1]?.options[1]?.effect;
    expect(effect).toEqual({
      kind: 'replaceComponents',
      replaces: ['frame'],
      components: [{ id: 'frame-3', kind: 'article', articleId: GLASS_ID, quantity: '2.5' }],
    });
  });

  it('previews the price of chosen options and shows why a combination is refused', async () => {
    const { user } = renderPage();
    await openEditor();
    const result = await screen.findByRole('group', { name: 'Preis mit den gewählten Optionen' });
    expect(result).toHaveTextContent('392,80 €');
    expect(result).toHaveTextContent('Farbe: weiß');
    expect(apiStub.requests('POST', QUOTE_PATH)[0]?.body).toEqual({ optionIds: [] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Farbe' }), 'o-anthracite');
    await waitFor(() => expect(result).toHaveTextContent('424,22 €'));
    expect(result).toHaveTextContent('Farbe: anthrazit RAL 7016');
    expect(result).toHaveTextContent('Anthrazit, 2-fach');
    expect(apiStub.requests('POST', QUOTE_PATH).at(-1)?.body).toEqual({ optionIds: ['o-anthracite'] });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Verglasung' }), 'o-ornament');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Diese Auswahl ist nicht möglich:');
    expect(refusal).toHaveTextContent('„Anthrazit“ und „Ornament“ schließen sich aus');
    expect(apiStub.requests('POST', QUOTE_PATH).at(-1)?.body).toEqual({
      optionIds: ['o-anthracite', 'o-ornament'],
    });
  });
});
