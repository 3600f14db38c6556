import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { reminderRequestSchema } from '@vendoc/contract/order-document-actions';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { decimal, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { germanDate, isoDate, isPayable, totalsColumns, viewOf } from './order-document-figures';
import {
  insertAudit,
  insertDocument,
  listItems,
  lockDocument,
  replaceItems,
  setTotals,
} from './order-documents.repository';
import { copiedColumns, locked, requireIssued } from './order-document-lifecycle.service';
import { getOrderDocument, searchTextOf } from './order-documents.service';

type ReminderInput = z.output<typeof reminderRequestSchema>;

const REMINDER_TITLES = ['Zahlungserinnerung', '1. Mahnung', '2. Mahnung', '3. Mahnung'];

/** POST …/reminders: a draft reminder of an issued invoice with an open amount, the open amount its content. */
export async function createReminder(
  db: Database,
  auth: AuthContext,
  id: string,
  input: ReminderInput,
  now: Date,
): Promise<OrderDocument> {
  const reminderId = await db.transaction(async (tx) => {
    const invoice = await locked(tx, auth, id);
    if (!isPayable(invoice.kind)) throw conflict('Mahnungen gibt es nur für Rechnungen.');
    requireIssued(invoice, 'gemahnt');
    if (decimal(invoice.openAmount).lte(0))
      throw conflict('Die Rechnung ist bezahlt: es gibt nichts anzumahnen.');
    const title = `${REMINDER_TITLES[input.level] ?? 'Mahnung'} zu ${invoice.number ?? ''}`;
    const newId = await insertDocument(tx, {
      ...copiedColumns(invoice),
      kind: 'reminder',
      predecessorId: invoice.id,
      title,
      documentDate: isoDate(now),
      reminderLevel: input.level,
      createdBy: auth.userId,
      searchText: searchTextOf([title]),
    });
    await replaceItems(tx, newId, [
      {
        id: randomUUID(),
        type: 'position',
        depth: 0,
        oz: '',
        shortText: `Offener Betrag der Rechnung ${invoice.number ?? ''} vom ${germanDate(invoice.documentDate)}`,
        longText: '',
        kind: 'normal',
        quantity: '1.000',
        unit: 'psch',
        unitPrice: toFixed(invoice.openAmount, 3),
        discountPercent: null,
        vatRate: '0',
        labourUnitPrice: null,
        boqItemId: null,
        catalogPositionId: null,
      },
    ]);
    const row = await lockDocument(tx, auth.companyId, newId);
    if (row === null) throw new Error('the reminder just inserted is gone');
    const view = viewOf(row, await listItems(tx, newId), []);
    await setTotals(tx, newId, totalsColumns(view));
    await insertAudit(tx, {
      documentId: newId,
      at: now,
      userId: auth.userId,
      action: 'created',
      detail: title,
    });
    await insertAudit(tx, {
      documentId: id,
      at: now,
      userId: auth.userId,
      action: 'reminded',
      detail: title,
    });
    return newId;
  });
  return getOrderDocument(db, auth, reminderId, now);
}
