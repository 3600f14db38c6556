import {
  emptyInvoiceData,
  type Award,
  type EarlierInvoice,
  type InvoiceHeader,
  type InvoiceParty,
  type InvoicePayment,
  type InvoiceShare,
} from '../model';
import type { XmlElement } from '../xml';
import { readChildren, type ReadContext } from './context';
import { MONEY_PLACES, PERCENT_PLACES } from './item-fields';
import { readAddress, readTextFields } from './read-fields';

function readHeader(ctx: ReadContext, el: XmlElement): InvoiceHeader {
  const header = emptyInvoiceData().header;
  return readTextFields(
    ctx,
    el,
    header,
    {
      InvoiceNo: 'number',
      InvoiceDate: 'date',
      InvoiceType: 'type',
      SettlementType: 'settlement',
      SequentialNo: 'sequentialNo',
      ServiceProvisionStartDate: 'serviceStart',
      ServiceProvisionEndDate: 'serviceEnd',
    },
    (child) => {
      if (child.name !== 'CreditNote') return false;
      header.creditNote = ctx.flag(child);
      return true;
    },
  );
}

function readInvoiceParty(ctx: ReadContext, el: XmlElement): InvoiceParty {
  const party: InvoiceParty = { address: null, taxNo: null };
  return readTextFields(ctx, el, party, { TaxNo: 'taxNo' }, (child) => {
    if (child.name !== 'Address') return false;
    party.address = readAddress(ctx, child);
    return true;
  });
}

/** Reads the children named in `amounts` as money and those in `texts` as text. */
function readAmounts<T extends object>(
  ctx: ReadContext,
  el: XmlElement,
  target: T,
  amounts: Record<string, keyof T>,
  texts: Record<string, keyof T>,
): T {
  readChildren(ctx, el, target, (child) => {
    const amount = amounts[child.name];
    const text = texts[child.name];
    if (amount !== undefined) (target as Record<keyof T, unknown>)[amount] = ctx.decimal(child, MONEY_PLACES);
    else if (text !== undefined) (target as Record<keyof T, unknown>)[text] = ctx.text(child);
    else return false;
    return true;
  });
  return target;
}

function readShare(ctx: ReadContext, el: XmlElement): InvoiceShare {
  const share: InvoiceShare = {
    type: null,
    description: null,
    total: null,
    percent: null,
    counterClaim: false,
  };
  readChildren(ctx, el, share, (child) => {
    if (child.name === 'InvoiceShareType') share.type = ctx.text(child);
    else if (child.name === 'Description') share.description = ctx.text(child, 256);
    else if (child.name === 'Total') share.total = ctx.decimal(child, MONEY_PLACES);
    else if (child.name === 'Percent') share.percent = ctx.decimal(child, PERCENT_PLACES);
    else if (child.name === 'CounterClaim') share.counterClaim = ctx.flag(child);
    else return false;
    return true;
  });
  return share;
}

function readPayment(ctx: ReadContext, el: XmlElement): InvoicePayment {
  const payment: InvoicePayment = {
    totalVat: null,
    total: null,
    date: null,
    invoiceType: null,
    invoiceNo: null,
    note: null,
  };
  return readAmounts(
    ctx,
    el,
    payment,
    { TotalVAT: 'totalVat', Total: 'total' },
    { PaymentDate: 'date', InvoiceType: 'invoiceType', InvoiceNo: 'invoiceNo', PaymentNote: 'note' },
  );
}

function readEarlierInvoice(ctx: ReadContext, el: XmlElement): EarlierInvoice {
  const invoice: EarlierInvoice = { totalVat: null, total: null, date: null, type: null, number: null };
  return readAmounts(
    ctx,
    el,
    invoice,
    { TotalVAT: 'totalVat', Total: 'total' },
    { InvoiceDate: 'date', InvoiceType: 'type', InvoiceNo: 'number' },
  );
}

/** Reads a child of an Invoice (X89) that carries invoice data; false for anything else (it is preserved). */
export function readInvoiceChild(ctx: ReadContext, child: XmlElement, award: Award): boolean {
  const invoice = (award.invoice ??= emptyInvoiceData());
  switch (child.name) {
    case 'InvoiceHeader':
      invoice.header = readHeader(ctx, child);
      return true;
    case 'InvoiceCreator':
      invoice.creator = readInvoiceParty(ctx, child);
      return true;
    case 'InvoiceRecipient':
      invoice.recipient = readInvoiceParty(ctx, child);
      return true;
    case 'InvoiceShare':
      invoice.shares.push(readShare(ctx, child));
      return true;
    case 'PaymentMade':
      invoice.paymentsMade.push(readPayment(ctx, child));
      return true;
    case 'InvoiceMadeOut':
      invoice.invoicesMadeOut.push(readEarlierInvoice(ctx, child));
      return true;
    case 'TotalGross':
      invoice.totalGross = ctx.decimal(child, MONEY_PLACES);
      return true;
    default:
      return false;
  }
}
