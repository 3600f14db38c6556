import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncomingInvoice } from '@vendoc/contract/incoming-invoices';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { callOf, fakeApi } from '../../../lib/testing/fake-api';
import { ProjectFilesPage } from '../project-files-page';
import { OFFER, PHOTO, PROJECT, PROJECT_ID, TENDER } from '../testing/files-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).fakeApi.http,
}));

const NOTE = { ...TENDER, id: '88888888-8888-4888-8888-888888888888', name: 'Notiz.xml' };

const party = (name: string, city: string) => ({
  name,
  vatId: 'DE123456789',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city, countryCode: 'DE' },
});

const INVOICE: IncomingInvoice = {
  fileId: OFFER.id,
  fileName: OFFER.name,
  container: 'pdf',
  syntax: 'CII',
  number: 'RE-4711',
  issueDate: '2026-11-02',
  typeCode: '380',
  typeLabel: 'Rechnung',
  currency: 'EUR',
  buyerReference: '04011000-1234512345-06',
  precedingInvoices: [],
  notes: ['Vielen Dank für Ihren Auftrag.'],
  seller: party('Baustoffhandel Nord GmbH', 'Hamburg'),
  buyer: party('Muster Bau GmbH', 'Berlin'),
  lines: [
    {
      id: '1',
      name: 'Zement CEM II 25 kg',
      quantity: '120',
      unitCode: 'H87',
      unit: 'Stk',
      netPrice: '7.85',
      lineTotal: '942.00',
      vatCategory: 'S',
      vatRate: '19',
    },
  ],
  allowancesCharges: [],
  vat: [{ category: 'S', rate: '19', taxable: '942.00', tax: '178.98' }],
  totals: {
    lineSum: '942.00',
    taxExclusive: '942.00',
    taxTotal: '178.98',
    taxInclusive: '1120.98',
    payable: '1120.98',
  },
  payment: { iban: 'DE02120300000000202051', dueDate: '2026-12-02', terms: 'Zahlbar in 30 Tagen.' },
  check: {
    profile: 'xrechnung',
    valid: false,
    errors: [
      {
        rule: 'BR-DE-15',
        message: 'Das Element „Buyer reference“ (BT-10) muss übermittelt werden.',
        location: '/',
        source: 'xrechnung',
      },
    ],
    warnings: [],
    checkedAt: '2026-11-27T08:00:00.000Z',
  },
};

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
  fakeApi.answer((config) => {
    const call = callOf(config);
    if (call === `get /api/v1/projects/${PROJECT_ID}`) return { status: 200, data: PROJECT };
    if (call === `get /api/v1/projects/${PROJECT_ID}/files`)
      return { status: 200, data: { folders: [], files: [PHOTO, OFFER, TENDER, NOTE] } };
    if (call === `get /api/v1/files/${OFFER.id}/e-invoice`) return { status: 200, data: INVOICE };
    if (call === `get /api/v1/files/${NOTE.id}/e-invoice`)
      return {
        status: 422,
        data: {
          type: 'unprocessable-content',
          title: 'Unprocessable Content',
          status: 422,
          detail: 'Die Datei ist keine lesbare E-Rechnung.',
        },
      };
    return { status: 500 };
  });
});

const renderPage = () =>
  renderRoutes([{ path: '/projects/:projectId/files', Component: ProjectFilesPage }], {
    initialEntries: [`/projects/${PROJECT_ID}/files`],
  });

async function openAsEInvoice(name: string) {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Als E-Rechnung anzeigen' }));
}

describe('an incoming e-invoice', () => {
  it('shows parties, lines, totals, payment and the rules it breaks', async () => {
    await openAsEInvoice('Angebot.pdf');
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung RE-4711' });
    expect(within(dialog).getByText('Verstößt gegen 1 Regel (EN 16931 und XRechnung):')).toBeInTheDocument();
    expect(within(dialog).getByText('BR-DE-15')).toBeInTheDocument();
    expect(within(dialog).getByText('Baustoffhandel Nord GmbH')).toBeInTheDocument();
    expect(within(dialog).getByText('Muster Bau GmbH')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Rechnungspositionen' });
    expect(within(lines).getByText('Zement CEM II 25 kg')).toBeInTheDocument();
    expect(within(lines).getByText('120,000')).toBeInTheDocument();
    expect(within(lines).getByText('Stk')).toBeInTheDocument();
    expect(within(dialog).getByText('Zahlbetrag').nextElementSibling).toHaveTextContent('1.120,98 €');
    expect(within(dialog).getByText('USt 19 % auf 942,00 €').nextElementSibling).toHaveTextContent(
      '178,98 €',
    );
    expect(within(dialog).getByText('IBAN DE02120300000000202051')).toBeInTheDocument();
    expect(within(dialog).getByText('CII (ZUGFeRD-PDF)')).toBeInTheDocument();
  });

  it('says in German when a file is no e-invoice', async () => {
    await openAsEInvoice('Notiz.xml');
    const dialog = await screen.findByRole('dialog', { name: 'E-Rechnung Notiz.xml' });
    expect(await within(dialog).findByText('Die Datei ist keine lesbare E-Rechnung.')).toBeInTheDocument();
  });

  it('is not offered for GAEB files and images', async () => {
    const user = userEvent.setup();
    renderPage();
    for (const name of ['LV Rohbau.x83', 'Baustelle.png']) {
      await user.click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));
      expect(await screen.findByRole('menuitem', { name: 'Umbenennen' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Als E-Rechnung anzeigen' })).toBeNull();
      await user.keyboard('{Escape}');
    }
  });
});
