import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { meAs } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { OrderDocumentPage } from '../order-document-page';
import { DOCUMENT_ID, makeDocument, makeRow } from '../testing/document-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const PATH = `/api/v1/order-documents/${DOCUMENT_ID}`;
const rows = [
  makeRow({
    id: '11111111-1111-4111-8111-111111111111',
    oz: '01',
    type: 'title',
    quantity: null,
    unitPrice: null,
  }),
  makeRow({ id: '22222222-2222-4222-8222-222222222222', oz: '01.0010', quantity: '4', unitPrice: '250' }),
  makeRow({
    id: '33333333-3333-4333-8333-333333333333',
    oz: '01.0020',
    quantity: '2',
    unitPrice: '50',
    vatRate: '7',
  }),
];

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', PATH, { status: 200, data: makeDocument({}, rows) });
  // The server answers a save with the document as stored: the next version, the totals of the sent rows.
  apiStub.on('PUT', PATH, (request) => {
    const body = request.body as { version: number; items: typeof rows };
    return { status: 200, data: makeDocument({ version: body.version + 1 }, body.items) };
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

/** A field of the editor once it can be edited (the user's role is known). */
async function editable(name: string) {
  const field = await screen.findByRole('textbox', { name });
  await waitFor(() => expect(field).toBeEnabled());
  return field;
}

const totalsTable = () => screen.getByRole('table', { name: 'Summen' });
const totalLine = (label: string | RegExp) =>
  within(totalsTable())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: label }));

describe('document editor of a draft', () => {
  it('takes an intro text from the company’s snippets of the kind and saves it', async () => {
    apiStub.on('GET', '/api/v1/text-snippets', (request) => ({
      status: 200,
      data: {
        items:
          request.query.get('placement') === 'intro'
            ? [
                {
                  id: '44444444-4444-4444-8444-444444444444',
                  name: 'Rechnung Einleitung',
                  placement: 'intro',
                  documentKinds: ['invoice'],
                  text: 'für die ausgeführten Arbeiten berechnen wir Ihnen:',
                  isDefault: false,
                  version: 1,
                  updatedAt: '2026-11-01T08:00:00.000Z',
                },
              ]
            : [],
      },
    }));
    const user = renderEditor();
    await editable('Einleitungstext');
    await user.click(screen.getByRole('button', { name: 'Textbaustein einfügen (Einleitung)' }));
    await user.click(await screen.findByRole('menuitem', { name: /Rechnung Einleitung/ }));
    expect(screen.getByRole('textbox', { name: 'Einleitungstext' })).toHaveValue(
      'für die ausgeführten Arbeiten berechnen wir Ihnen:',
    );
    const asked = apiStub.requests('GET', '/api/v1/text-snippets')[0]?.query;
    expect([asked?.get('placement'), asked?.get('kind')]).toEqual(['intro', 'invoice']);
    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1));
    expect(apiStub.requests('PUT', PATH)[0]?.body).toMatchObject({
      introText: 'für die ausgeführten Arbeiten berechnen wir Ihnen:',
    });
  });

  it('computes the totals live and saves the change with the version', async () => {
    const user = renderEditor();
    const quantity = await editable('Menge 01.0010');
    expect(totalLine('Gesamtbetrag brutto')).toHaveTextContent('1.297,00 €');

    await user.clear(quantity);
    await user.type(quantity, '10,5{Enter}');
    // 10.5 x 250 = 2,625.00 at 19 % plus 100.00 at 7 %: gross 3,123.75 + 107.00, before any save.
    expect(totalLine('Nettobetrag')).toHaveTextContent('2.725,00 €');
    expect(totalLine('Gesamtbetrag brutto')).toHaveTextContent('3.230,75 €');
    expect(totalLine(/USt 19 %/)).toHaveTextContent('498,75 €');
    // Enter moved on to the same column of the next row.
    expect(screen.getByRole('textbox', { name: 'Menge 01.0020' })).toHaveFocus();

    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1), { timeout: 3000 });
    const body = apiStub.requests('PUT', PATH)[0]?.body as { version: number; items: { quantity: string }[] };
    expect(body.version).toBe(4);
    expect(body.items[1]?.quantity).toBe('10.5');
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert');
  });

  it('refuses a number in the wrong notation with a German message and does not save it', async () => {
    const user = renderEditor();
    const price = await editable('EP 01.0010');
    await user.clear(price);
    await user.type(price, '12.5');
    await user.tab();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAttribute('title', 'Keine gültige Zahl (z. B. 1.234,5)');
    expect(totalLine('Summe Positionen')).toHaveTextContent('1.100,00 €');
  });

  it('adds a position and deletes a row', async () => {
    const user = renderEditor();
    await editable('OZ 01.0010');
    await user.click(await screen.findByRole('button', { name: 'Position hinzufügen' }));
    expect(screen.getAllByRole('textbox', { name: /^OZ/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Zeile löschen 01.0020' }));
    await waitFor(() => expect(apiStub.requests('PUT', PATH).length).toBeGreaterThan(0), { timeout: 3000 });
    const lastItems = () =>
      (apiStub.requests('PUT', PATH).at(-1)?.body as { items: { oz: string }[] }).items.map(
        (item) => item.oz,
      );
    await waitFor(() => expect(lastItems()).toEqual(['01', '01.0010', '']), { timeout: 3000 });
  });

  it('on a conflict offers "Neu laden" and "Meine Eingabe speichern"', async () => {
    const theirs = makeDocument({ version: 9, title: 'Von Frau Berger geändert' }, rows);
    apiStub.on('PUT', PATH, (request) => {
      const body = request.body as { version: number; items: typeof rows };
      return body.version === 9
        ? { status: 200, data: makeDocument({ version: 10 }, body.items) }
        : { status: 409, data: { title: 'Konflikt', status: 409, current: theirs } };
    });
    const user = renderEditor();
    const title = await editable('Titel / Betreff');
    await user.clear(title);
    await user.type(title, 'Meine Änderung');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('inzwischen von jemand anderem geändert');

    await user.click(within(alert).getByRole('button', { name: 'Meine Eingabe speichern' }));
    await waitFor(() =>
      expect(apiStub.requests('PUT', PATH).at(-1)?.body).toMatchObject({
        version: 9,
        title: 'Meine Änderung',
      }),
    );
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
  });

  it('takes the other version over on "Neu laden"', async () => {
    const theirs = makeDocument({ version: 9, title: 'Von Frau Berger geändert' }, rows);
    apiStub.on('PUT', PATH, { status: 409, data: { title: 'Konflikt', status: 409, current: theirs } });
    const user = renderEditor();
    const title = await editable('Titel / Betreff');
    await user.type(title, ' neu');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(screen.getByRole('textbox', { name: 'Titel / Betreff' })).toHaveValue('Von Frau Berger geändert');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('items grid', () => {
  it('opens the long text of a position, takes several lines and saves them', async () => {
    const user = renderEditor();
    await editable('Kurztext 01.0010');
    const toggle = screen.getByRole('button', { name: 'Langtext 01.0010' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Langtext 01.0010' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const longText = screen.getByRole('textbox', { name: 'Langtext 01.0010' });
    await waitFor(() => expect(longText).toHaveFocus());
    // Enter in the long text is a new line, not the next row.
    await user.keyboard('Dreh-Kipp{Enter}Uw 0,9');
    expect(longText).toHaveFocus();
    expect(longText).toHaveValue('Dreh-Kipp\nUw 0,9');
    expect(screen.getByRole('button', { name: 'Langtext 01.0010 (vorhanden)' })).toBeInTheDocument();

    const saved = () =>
      (apiStub.requests('PUT', PATH).at(-1)?.body as { items: { longText: string }[] } | undefined)?.items[1]
        ?.longText;
    await waitFor(() => expect(saved()).toBe('Dreh-Kipp\nUw 0,9'), { timeout: 3000 });
  });

  it('shows that a row has a long text while it is closed', async () => {
    apiStub.on('GET', PATH, {
      status: 200,
      data: makeDocument({}, [rows[0]!, { ...rows[1]!, longText: 'Dreh-Kipp' }, rows[2]!]),
    });
    renderEditor();
    await editable('Kurztext 01.0010');
    expect(screen.getByRole('button', { name: 'Langtext 01.0010 (vorhanden)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Langtext 01.0020' })).toBeInTheDocument();
  });

  it('takes the labour share in German notation after the unit price and saves it', async () => {
    const user = renderEditor();
    const price = await editable('EP 01.0010');
    await user.click(price);
    await user.tab();
    const labour = screen.getByRole('textbox', { name: 'Lohnanteil 01.0010' });
    expect(labour).toHaveFocus();
    await user.type(labour, '120,5{Enter}');
    expect(screen.getByRole('textbox', { name: 'Lohnanteil 01.0020' })).toHaveFocus();
    expect(labour).toHaveValue('120,50');
    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1), { timeout: 3000 });
    const body = apiStub.requests('PUT', PATH)[0]?.body as { items: { labourUnitPrice: string | null }[] };
    expect(body.items[1]?.labourUnitPrice).toBe('120.5');
  });

  it('refuses a negative labour share and one above the unit price', async () => {
    const user = renderEditor();
    const labour = await editable('Lohnanteil 01.0010');
    await user.type(labour, '-5');
    await user.tab();
    expect(labour).toHaveAttribute('aria-invalid', 'true');
    expect(labour).toHaveAttribute('title', 'Darf nicht negativ sein');

    await user.clear(labour);
    await user.type(labour, '250,01');
    await user.tab();
    expect(labour).toHaveAttribute('title', 'Der Lohnanteil darf nicht höher als der EP sein');

    await user.clear(labour);
    await user.type(labour, '250');
    await user.tab();
    expect(labour).toHaveAttribute('aria-invalid', 'false');
    // A unit price lowered below the labour share marks the share.
    const price = screen.getByRole('textbox', { name: 'EP 01.0010' });
    await user.clear(price);
    await user.type(price, '200');
    await user.tab();
    expect(labour).toHaveAttribute('title', 'Der Lohnanteil darf nicht höher als der EP sein');
    await waitFor(() => expect(apiStub.requests('PUT', PATH).length).toBeGreaterThan(0), { timeout: 3000 });
    const body = apiStub.requests('PUT', PATH).at(-1)?.body as {
      items: { labourUnitPrice: string | null }[];
    };
    expect(body.items[1]?.labourUnitPrice).toBe('250');
  });

  it("shows the server's problem with the labour share at its cell", async () => {
    apiStub.on('PUT', PATH, {
      status: 400,
      data: {
        title: 'Ungültige Eingabe',
        status: 400,
        errors: [
          {
            path: 'items.2.labourUnitPrice',
            message: 'Dezimalzahl mit höchstens 3 Nachkommastellen erwartet',
          },
        ],
      },
    });
    const user = renderEditor();
    const title = await editable('Titel / Betreff');
    await user.type(title, ' neu');
    const labour = screen.getByRole('textbox', { name: 'Lohnanteil 01.0020' });
    await waitFor(() => expect(labour).toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    expect(labour).toHaveAttribute('title', 'Dezimalzahl mit höchstens 3 Nachkommastellen erwartet');
  });

  it('has no labour share on a delivery note', async () => {
    apiStub.on('GET', PATH, { status: 200, data: makeDocument({ kind: 'delivery_note' }, rows) });
    renderEditor();
    await editable('Menge 01.0010');
    expect(screen.queryByRole('textbox', { name: 'Lohnanteil 01.0010' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Lohn' })).not.toBeInTheDocument();
  });

  it('draws only the rows in view of 2,000 and takes Enter on to a row not drawn yet', async () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      makeRow({ id: crypto.randomUUID(), oz: String(index + 1).padStart(4, '0') }),
    );
    apiStub.on('GET', PATH, { status: 200, data: makeDocument({}, many) });
    const user = renderEditor();
    const quantityOf = (row: number) =>
      screen.queryByRole('textbox', { name: `Menge ${String(row).padStart(4, '0')}` });
    await editable('Menge 0001');
    const drawn = screen.getAllByRole('textbox', { name: /^Menge / }).length;
    expect(drawn).toBeLessThan(100);
    expect(quantityOf(drawn + 1)).toBeNull();

    await user.click(quantityOf(drawn)!);
    await user.keyboard('{Enter}');
    // The grid scrolls to the row (the browser reports it with a scroll event), then the row gets the focus.
    const grid = screen.getByRole('table', { name: 'Positionen des Dokuments' }).parentElement!;
    grid.scrollTop = drawn * 41;
    fireEvent.scroll(grid);
    await waitFor(() => expect(quantityOf(drawn + 1)).toHaveFocus());
    expect(quantityOf(1)).toBeNull();
  });
});

describe('issuing', () => {
  it('asks with the final-warning dialog and issues the saved version', async () => {
    apiStub.on('POST', `${PATH}/issue`, {
      status: 200,
      data: makeDocument(
        { status: 'issued', number: 'RE-2026-0007', issuedAt: '2026-03-12T10:00:00.000Z', version: 5 },
        rows,
      ),
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Festschreiben' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Festschreiben – danach ist das Dokument unveränderbar',
    });
    expect(dialog).toHaveTextContent('erhält seine Nummer');
    await user.click(within(dialog).getByRole('button', { name: 'Festschreiben' }));

    expect(
      await screen.findByText('Festgeschrieben am 12.03.2026 – Änderungen nur per Stornorechnung'),
    ).toBeInTheDocument();
    expect(apiStub.requests('POST', `${PATH}/issue`)[0]?.body).toEqual({ version: 4 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rechnung RE-2026-0007');
  });

  it('shows why the server refused to issue, at the fields', async () => {
    apiStub.on('POST', `${PATH}/issue`, {
      status: 422,
      data: {
        title: 'Die E-Rechnung wäre ungültig: bitte die markierten Angaben ergänzen.',
        status: 422,
        errors: [
          { path: 'recipient.address.city', message: 'Der Ort des Käufers fehlt (BR-DE-8).' },
          { path: 'company.iban', message: 'IBAN der Firma fehlt (Zahlungsanweisung der E-Rechnung)' },
        ],
      },
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Festschreiben' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Festschreiben' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Ort des Käufers fehlt (BR-DE-8).');
    // A problem of the company's settings has no field here: the alert names it.
    expect(alert).toHaveTextContent('IBAN der Firma fehlt');
    const city = screen.getByRole('textbox', { name: 'Ort' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Der Ort des Käufers fehlt (BR-DE-8).');
  });
});

describe('an issued document', () => {
  const issued = makeDocument(
    {
      status: 'issued',
      number: 'RE-2026-0003',
      issuedAt: '2026-03-12T10:00:00.000Z',
      paymentStatus: 'open',
      openAmount: '1297.00',
      dueDate: '2026-03-26',
    },
    rows,
  );

  beforeEach(() => {
    apiStub.on('GET', PATH, { status: 200, data: issued });
  });

  it('is read-only with the banner, without "Festschreiben"', async () => {
    renderEditor();
    expect(
      await screen.findByText('Festgeschrieben am 12.03.2026 – Änderungen nur per Stornorechnung'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Menge 01.0010' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Titel / Betreff' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Festschreiben' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Position hinzufügen' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
    expect(totalLine('Gesamtbetrag brutto')).toHaveTextContent('1.297,00 €');
  });

  it('sends by e-mail, and says so when the server has no SMTP', async () => {
    apiStub.on('POST', `${PATH}/send`, {
      status: 409,
      data: { title: 'Kein E-Mail-Versand eingerichtet (VENDOC_SMTP_URL fehlt).', status: 409 },
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Per E-Mail senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Per E-Mail senden' });
    expect(within(dialog).getByRole('textbox', { name: 'An' })).toHaveValue('rechnung@mueller-bau.de');
    expect(within(dialog).getByRole('textbox', { name: 'Betreff' })).toHaveValue('Rechnung RE-2026-0003');
    await user.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await within(dialog).findByText(/Kein E-Mail-Versand eingerichtet/)).toBeInTheDocument();
    expect(apiStub.requests('POST', `${PATH}/send`)[0]?.body).toEqual({
      version: 4,
      mode: 'email',
      to: 'rechnung@mueller-bau.de',
      subject: 'Rechnung RE-2026-0003',
      message: '',
    });
  });

  it('validates the payment in German and records it', async () => {
    apiStub.on('POST', `${PATH}/payments`, {
      status: 201,
      data: {
        ...issued,
        paidAmount: '1234.56',
        openAmount: '62.44',
        paymentStatus: 'partially_paid',
        version: 6,
      },
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Zahlung erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung erfassen' });
    const amount = within(dialog).getByRole('textbox', { name: /Betrag/ });
    expect(amount).toHaveValue('1297,00');

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Erfassen' }));
    expect(amount).toHaveAccessibleDescription('Keine gültige Zahl (z. B. 1.234,5)');

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Erfassen' }));
    expect(amount).toHaveAccessibleDescription('Der Betrag darf nicht 0 sein.');

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Erfassen' }));
    expect(amount).toHaveAccessibleDescription('Bitte den Betrag angeben.');
    expect(apiStub.requests('POST', `${PATH}/payments`)).toHaveLength(0);

    await user.type(amount, '1.234,56');
    await user.click(within(dialog).getByRole('button', { name: 'Erfassen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('POST', `${PATH}/payments`)[0]?.body).toMatchObject({ amount: '1234.56' });
    expect(await screen.findByText(/Offen 62,44/)).toBeInTheDocument();
  });
});

describe('a draft deleted', () => {
  it('asks, deletes with the saved version and goes to the list', async () => {
    apiStub.on('DELETE', PATH, { status: 204 });
    const rendered = renderRoutes(
      [
        { path: '/vendocOrderDocuments/:documentId', Component: OrderDocumentPage },
        { path: '/vendocOrderDocuments', element: <p>Dokumentenliste</p> },
      ],
      { initialEntries: [`/vendocOrderDocuments/${DOCUMENT_ID}`] },
    );
    const user = userEvent.setup();
    await user.click(await rendered.findByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Dokumentenliste')).toBeInTheDocument();
    expect(apiStub.requests('DELETE', PATH)[0]?.query.get('version')).toBe('4');
  });
});
