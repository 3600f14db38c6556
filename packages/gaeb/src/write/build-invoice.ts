import type { InvoiceData, InvoiceParty } from '../model';
import type { XmlElement } from '../xml';
import { addressElement } from './build-document';
import { ElementBuilder } from './element-builder';

function partyElement(name: string, party: InvoiceParty): XmlElement {
  const builder = new ElementBuilder(name);
  if (party.address) builder.child(addressElement(party.address));
  return builder.text('TaxNo', party.taxNo).build(party);
}

/**
 * The invoice data of an X89 Invoice after its BoQ: header, creator, recipient, shares, payments made, earlier
 * invoices and the gross total (the schema pass puts them in order with what was preserved).
 */
export function invoiceElements(invoice: InvoiceData): XmlElement[] {
  const { header } = invoice;
  const out = new ElementBuilder('InvoiceData');
  out.child(
    new ElementBuilder('InvoiceHeader')
      .text('InvoiceNo', header.number)
      .text('InvoiceDate', header.date)
      .text('InvoiceType', header.type)
      .yes('CreditNote', header.creditNote)
      .text('SettlementType', header.settlement)
      .text('SequentialNo', header.sequentialNo)
      .text('ServiceProvisionStartDate', header.serviceStart)
      .text('ServiceProvisionEndDate', header.serviceEnd)
      .build(header),
  );
  if (invoice.creator) out.child(partyElement('InvoiceCreator', invoice.creator));
  if (invoice.recipient) out.child(partyElement('InvoiceRecipient', invoice.recipient));
  for (const share of invoice.shares) {
    out.child(
      new ElementBuilder('InvoiceShare')
        .text('InvoiceShareType', share.type)
        .text('Description', share.description)
        .decimal('Total', share.total, 2)
        .decimal('Percent', share.total === null ? share.percent : null, 2)
        .yes('CounterClaim', share.counterClaim)
        .build(share),
    );
  }
  for (const payment of invoice.paymentsMade) {
    out.child(
      new ElementBuilder('PaymentMade')
        .decimal('TotalVAT', payment.totalVat, 2)
        .decimal('Total', payment.total, 2)
        .text('PaymentDate', payment.date)
        .text('InvoiceType', payment.invoiceType)
        .text('InvoiceNo', payment.invoiceNo)
        .text('PaymentNote', payment.note)
        .build(payment),
    );
  }
  for (const earlier of invoice.invoicesMadeOut) {
    out.child(
      new ElementBuilder('InvoiceMadeOut')
        .decimal('TotalVAT', earlier.totalVat, 2)
        .decimal('Total', earlier.total, 2)
        .text('InvoiceDate', earlier.date)
        .text('InvoiceType', earlier.type)
        .text('InvoiceNo', earlier.number)
        .build(earlier),
    );
  }
  out.decimal('TotalGross', invoice.totalGross, 2);
  return out.build().children.filter((child): child is XmlElement => typeof child !== 'string');
}
