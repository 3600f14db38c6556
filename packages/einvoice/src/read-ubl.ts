import {
  all,
  attribute,
  defined,
  one,
  optionalPeriod,
  readAllowancesCharges,
  readTotals,
  readVat,
  text,
  type SectionPaths,
  type ReadInvoice,
  type ReadLine,
  type ReadParty,
  type XmlNode,
} from './read-model';

/** OASIS UBL 2.1 Invoice or CreditNote (XRechnung UBL, Peppol) into the readable model. */

function party(node: XmlNode | undefined): ReadParty {
  const schemes = all(node, 'PartyTaxScheme');
  const scheme = (vat: boolean) =>
    text(
      schemes.find((s) => (text(s, 'TaxScheme.ID') === 'VAT') === vat),
      'CompanyID',
    );
  const contact = one(node, 'Contact');
  return defined({
    name: text(node, 'PartyLegalEntity.RegistrationName') ?? text(node, 'PartyName.Name') ?? '',
    vatId: scheme(true),
    taxNumber: scheme(false),
    electronicAddress: text(node, 'EndpointID'),
    address: defined({
      street: text(node, 'PostalAddress.StreetName'),
      postalCode: text(node, 'PostalAddress.PostalZone'),
      city: text(node, 'PostalAddress.CityName'),
      countryCode: text(node, 'PostalAddress.Country.IdentificationCode'),
    }),
    contact:
      contact === undefined
        ? undefined
        : defined({
            name: text(contact, 'Name'),
            phone: text(contact, 'Telephone'),
            email: text(contact, 'ElectronicMail'),
          }),
  });
}

function line(item: XmlNode, credit: boolean): ReadLine {
  const quantityPath = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  return defined({
    id: text(item, 'ID') ?? '',
    name: text(item, 'Item.Name') ?? '',
    description: text(item, 'Item.Description'),
    quantity: text(item, quantityPath) ?? '0',
    unitCode: attribute(item, quantityPath, 'unitCode'),
    netPrice: text(item, 'Price.PriceAmount') ?? '0',
    baseQuantity: text(item, 'Price.BaseQuantity'),
    lineTotal: text(item, 'LineExtensionAmount') ?? '0',
    vatCategory: text(item, 'Item.ClassifiedTaxCategory.ID'),
    vatRate: text(item, 'Item.ClassifiedTaxCategory.Percent'),
  });
}

const PATHS: SectionPaths = {
  allowanceCharge: {
    indicator: 'ChargeIndicator',
    amount: 'Amount',
    reason: 'AllowanceChargeReason',
    vatCategory: 'TaxCategory.ID',
    vatRate: 'TaxCategory.Percent',
  },
  vat: {
    category: 'TaxCategory.ID',
    rate: 'TaxCategory.Percent',
    taxable: 'TaxableAmount',
    tax: 'TaxAmount',
  },
  totals: {
    lineSum: 'LineExtensionAmount',
    allowanceTotal: 'AllowanceTotalAmount',
    chargeTotal: 'ChargeTotalAmount',
    taxExclusive: 'TaxExclusiveAmount',
    taxInclusive: 'TaxInclusiveAmount',
    prepaid: 'PrepaidAmount',
    rounding: 'PayableRoundingAmount',
    payable: 'PayableAmount',
  },
};

export function readUbl(root: XmlNode, credit: boolean): ReadInvoice {
  const totals = one(root, 'LegalMonetaryTotal');
  const means = one(root, 'PaymentMeans');
  const currency = text(root, 'DocumentCurrencyCode') ?? 'EUR';
  // BT-110 is the TaxTotal in the document currency; a second one (BT-111) may be in the VAT accounting currency.
  const taxTotal = all(root, 'TaxTotal').find((t) => attribute(t, 'TaxAmount', 'currencyID') === currency);
  return defined({
    syntax: 'UBL',
    specification: text(root, 'CustomizationID'),
    number: text(root, 'ID') ?? '',
    issueDate: text(root, 'IssueDate') ?? '',
    typeCode: text(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode') ?? '',
    currency,
    buyerReference: text(root, 'BuyerReference'),
    orderReference: text(root, 'OrderReference.ID'),
    period: optionalPeriod(text(root, 'InvoicePeriod.StartDate'), text(root, 'InvoicePeriod.EndDate')),
    deliveryDate: text(root, 'Delivery.ActualDeliveryDate'),
    precedingInvoices: all(root, 'BillingReference.InvoiceDocumentReference.ID').map((n) =>
      String(n['#text'] ?? ''),
    ),
    notes: all(root, 'Note').map((n) => String(n['#text'] ?? '')),
    seller: party(one(root, 'AccountingSupplierParty.Party')),
    buyer: party(one(root, 'AccountingCustomerParty.Party')),
    lines: all(root, credit ? 'CreditNoteLine' : 'InvoiceLine').map((item) => line(item, credit)),
    allowancesCharges: readAllowancesCharges(all(root, 'AllowanceCharge'), PATHS.allowanceCharge),
    vat: readVat(all(taxTotal, 'TaxSubtotal'), PATHS.vat),
    totals: readTotals(totals, PATHS.totals, text(taxTotal, 'TaxAmount')),
    payment: defined({
      meansCode: text(means, 'PaymentMeansCode'),
      iban: text(means, 'PayeeFinancialAccount.ID'),
      bic: text(means, 'PayeeFinancialAccount.FinancialInstitutionBranch.ID'),
      accountName: text(means, 'PayeeFinancialAccount.Name'),
      reference: text(means, 'PaymentID'),
      terms: text(root, 'PaymentTerms.Note'),
      dueDate: text(root, 'DueDate') ?? text(means, 'PaymentDueDate'),
    }),
  });
}
