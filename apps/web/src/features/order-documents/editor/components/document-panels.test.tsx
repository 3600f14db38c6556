import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderAt } from '../../../../components/testing/render-app';
import { makeDocument } from '../../testing/document-fixtures';
import { AuditPanel, PaymentsPanel } from './document-panels';

beforeAll(async () => {
  await initTestI18n();
});

describe('audit log', () => {
  it('names every state change in German, with its detail, when and who', () => {
    const at = '2026-03-12T09:30:00.000Z';
    const document = makeDocument({
      audit: [
        { at, user: 'Anna Büro', action: 'created', detail: '' },
        { at, user: 'Anna Büro', action: 'issued', detail: 'RE-2026-0003' },
        { at, user: 'Anna Büro', action: 'payment', detail: '3.495,03 € vom 20.03.2026' },
        { at, user: 'Anna Büro', action: 'cancelled', detail: 'Falscher Leistungsstand' },
        { at, user: 'Anna Büro', action: 'archived-later', detail: '' },
      ],
    });
    renderAt(<AuditPanel document={document} />);
    const entries = within(screen.getByRole('list', { name: 'Protokoll' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Angelegt',
      'Festgeschrieben – RE-2026-0003',
      'Zahlung erfasst – 3.495,03 € vom 20.03.2026',
      'Storniert – Falscher Leistungsstand',
      // an action this client does not know yet is shown as the server names it
      'archived-later',
    ]);
    expect(entries[0]).toHaveTextContent('Anna Büro');
  });
});

describe('payments', () => {
  it('names the invoice type code of the e-invoice, as fixed when issued', () => {
    renderAt(<PaymentsPanel document={makeDocument({ kind: 'progress_invoice', invoiceTypeCode: '875' })} />);
    expect(screen.getByText('Rechnungsart der E-Rechnung: 875 Abschlagsrechnung (Bau)')).toBeInTheDocument();
  });

  it('has none to name for a document without an e-invoice', () => {
    renderAt(<PaymentsPanel document={makeDocument({ kind: 'offer', invoiceTypeCode: null })} />);
    expect(screen.queryByText(/Rechnungsart/)).toBeNull();
  });
});
