import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { reminderRequestSchema } from '@vendoc/contract/order-document-actions';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { reminderCharges } from '@vendoc/order-documents/reminders';
import { dunningSettingsOf } from '../company/company.service';
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

/**
 * POST …/reminders: a draft reminder of an issued invoice with an open amount: the open amount, the level's fee
 * and default interest (the company's dunning settings; the defaults until it has its own) and its payment date.
 */
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
    const today = isoDate(now);
    const charges = reminderCharges({
      openAmount: invoice.openAmount,
      invoiceDueDate: invoice.dueDate ?? invoice.documentDate,
      reminderDate: today,
      level: input.level,
      settings: await dunningSettingsOf(tx, auth.companyId),
    });
    const amountRow = (shortText: string, amount: string) => ({
      id: randomUUID(),
      type: 'position' as const,
      depth: 0,
      oz: '',
      shortText,
      longText: '',
      kind: 'normal' as const,
      quantity: '1.000',
      unit: 'psch',
      unitPrice: toFixed(amount, 3),
      discountPercent: null,
      // Fees and default interest are damages, not a consideration: no VAT, like the open amount itself.
      vatRate: '0' as const,
      labourUnitPrice: null,
      boqItemId: null,
      catalogPositionId: null,
    });
    const rows = [
      amountRow(
        `Offener Betrag der Rechnung ${invoice.number ?? ''} vom ${germanDate(invoice.documentDate)}`,
        invoice.openAmount,
      ),
    ];
    if (!decimal(charges.fee).isZero()) rows.push(amountRow('Mahngebühr', charges.fee));
    if (!decimal(charges.interest).isZero())
      rows.push(amountRow(`Verzugszinsen für ${charges.interestDays} Tage`, charges.interest));
    await replaceItems(tx, newId, rows);
    await setTotals(tx, newId, {
      reminderFee: toFixed(charges.fee, 3),
      paymentDays: Math.round((Date.parse(charges.dueDate) - Date.parse(today)) / 86_400_000),
    });
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
