import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Configuration } from '@vendoc/contract/configurations';
import type { CatalogPositionDetail, PositionConfiguration } from '@vendoc/contract/service-catalogs';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { ConstructionConfigurationPage } from './construction-configuration-page';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const CONFIGURATION_ID = 'c0000000-0000-4000-8000-000000000001';
const CONSTRUCTION_ID = 'c0000000-0000-4000-8000-000000000002';
const CATALOG_ID = 'c0000000-0000-4000-8000-000000000003';
const POSITION_ID = 'c0000000-0000-4000-8000-000000000004';
const USER = 'c0000000-0000-4000-8000-000000000005';
const NOW = '2026-12-01T08:00:00.000Z';
const CONFIGURE = `/api/v1/service-catalogs/${CATALOG_ID}/positions/${POSITION_ID}/configure`;

const sheet = { lines: [], costTypes: [], net: '0.00', unitPrice: '0.00', complete: true };
const position: CatalogPositionDetail = {
  id: POSITION_ID,
  catalogId: CATALOG_ID,
  categoryId: null,
  number: '01.0010',
  shortText: 'Kunststofffenster nach Maß',
  unit: 'St',
  stlbCode: null,
  calculatedPrice: '443.00',
  priceOverride: null,
  unitPrice: '443.00',
  calculationComplete: true,
  variantGroups: 1,
  version: 1,
  updatedAt: NOW,
  longText: [],
  calculation: {
    components: [],
    markups: { material: '0', labour: '0', equipment: '0', subcontractor: '0' },
  },
  variants: {
    groups: [
      {
        id: 'glazing',
        name: 'Verglasung',
        options: [
          { id: 'double', name: '2-fach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
          { id: 'triple', name: '3-fach', textAddition: '', effect: { kind: 'none' }, isDefault: false },
        ],
      },
    ],
    exclusions: [],
  },
  parameters: [
    {
      name: 'breite',
      label: 'Breite',
      unit: 'mm',
      min: '400',
      max: '2400',
      step: '10',
      defaultValue: '1000',
    },
  ],
  formulas: { quantity: null, components: {} },
  sheet,
};

function configured(width: string, unitPrice: string): PositionConfiguration {
  return {
    values: { breite: width },
    shortText: 'Kunststofffenster nach Maß',
    longText: `Breite: ${width} mm`,
    unit: 'St',
    quantity: '1.000',
    unitPrice,
    total: unitPrice,
    quote: {
      unitPrice,
      base: unitPrice,
      percentTotal: '0.00',
      perUnitTotal: '0.00',
      textAdditions: [],
      selectedOptionIds: ['double'],
      overridden: false,
      sheet,
    },
  };
}

const configuration: Configuration = {
  id: CONFIGURATION_ID,
  projectId: PROJECT_ID,
  constructionId: CONSTRUCTION_ID,
  smartNoteId: null,
  catalogId: CATALOG_ID,
  positionId: POSITION_ID,
  name: 'Fenster links',
  optionIds: ['double'],
  values: { breite: '1000' },
  configured: configured('1000', '443.00'),
  problems: [],
  added: null,
  createdBy: USER,
  version: 3,
  createdAt: NOW,
  updatedAt: NOW,
};

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, {
    status: 200,
    data: makeProject({ id: PROJECT_ID, name: 'Neubau Kita' }),
  });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/constructions`, { status: 200, data: { items: [] } });
  apiStub.on('GET', `/api/v1/configurations/${CONFIGURATION_ID}`, { status: 200, data: configuration });
  apiStub.on('GET', `/api/v1/service-catalogs/${CATALOG_ID}/positions/${POSITION_ID}`, {
    status: 200,
    data: position,
  });
  apiStub.on('POST', CONFIGURE, (request) => {
    const width = (request.body as { values: Record<string, string> }).values.breite ?? '1000';
    return Number(width) > 2400
      ? {
          status: 400,
          data: {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            errors: [{ path: 'values.breite', message: 'Breite muss zwischen 400 mm und 2.400 mm liegen' }],
          },
        }
      : { status: 200, data: configured(width, width === '1200' ? '491.81' : '443.00') };
  });
  apiStub.on('PATCH', `/api/v1/configurations/${CONFIGURATION_ID}`, (request) => ({
    status: 200,
    data: {
      ...configuration,
      values: (request.body as { values: Record<string, string> }).values,
      configured: configured('1200', '491.81'),
      version: 4,
    },
  }));
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/projects/:projectId/constructions/:constructionId/configurations/:configurationId',
        Component: ConstructionConfigurationPage,
      },
    ],
    {
      initialEntries: [
        `/projects/${PROJECT_ID}/constructions/${CONSTRUCTION_ID}/configurations/${CONFIGURATION_ID}`,
      ],
    },
  );
}

describe('the configuration screen', () => {
  it('shows the stored choice with its price in German notation', async () => {
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Breite' })).toHaveValue('1000');
    expect(screen.getByRole('radio', { name: '2-fach' })).toBeChecked();
    expect(screen.getByText('400 bis 2.400 mm, Schritt 10 · Vorgabe 1.000 mm')).toBeInTheDocument();
    expect(screen.getByTestId('configuration-unit-price')).toHaveTextContent('443,00 €');
    expect(apiStub.requests('PATCH', `/api/v1/configurations/${CONFIGURATION_ID}`)).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'Neubau Kita' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
  });

  it("refuses a value with the server's reason at the field and saves nothing, then saves a good one with the version", async () => {
    const user = userEvent.setup();
    renderPage();
    const width = await screen.findByRole('textbox', { name: 'Breite' });
    await user.clear(width);
    await user.type(width, '2.500');
    expect(await screen.findByText('Breite muss zwischen 400 mm und 2.400 mm liegen')).toBeInTheDocument();
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Zum LV hinzufügen' })).toBeDisabled();
    expect(apiStub.requests('PATCH', `/api/v1/configurations/${CONFIGURATION_ID}`)).toHaveLength(0);

    await user.clear(width);
    await user.type(width, '1.200');
    await waitFor(() => expect(screen.getByTestId('configuration-unit-price')).toHaveTextContent('491,81 €'));
    await waitFor(() =>
      expect(apiStub.requests('PATCH', `/api/v1/configurations/${CONFIGURATION_ID}`)).toHaveLength(1),
    );
    expect(apiStub.requests('PATCH', `/api/v1/configurations/${CONFIGURATION_ID}`)[0]!.body).toEqual({
      name: 'Fenster links',
      optionIds: ['double'],
      values: { breite: '1200' },
      version: 3,
    });
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
  });
});
