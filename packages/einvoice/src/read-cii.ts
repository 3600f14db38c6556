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

/** UN/CEFACT CII (XRechnung CII, Factur-X / ZUGFeRD) into the readable model. */

/** CII dates are "102" format (YYYYMMDD). */
function date(node: XmlNode | undefined, path: string): string | undefined {
  const value = text(node, `${path}.DateTimeString`);
  return value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : value;
}

function party(node: XmlNode | undefined): ReadParty {
  const registrations = all(node, 'SpecifiedTaxRegistration.ID');
  const registration = (scheme: string) =>
    registrations.find((r) => r['@schemeID'] === scheme)?.['#text'] as string;
  const contact = one(node, 'DefinedTradeContact');
  return defined({
    name: text(node, 'Name') ?? '',
    vatId: registration('VA'),
    taxNumber: registration('FC'),
    electronicAddress: text(node, 'URIUniversalCommunication.URIID'),
    address: defined({
      street: text(node, 'PostalTradeAddress.LineOne'),
      postalCode: text(node, 'PostalTradeAddress.PostcodeCode'),
      city: text(node, 'PostalTradeAddress.CityName'),
      countryCode: text(node, 'PostalTradeAddress.CountryID'),
    }),
    contact:
      contact === undefined
        ? undefined
        : defined({
            name: text(contact, 'PersonName') ?? text(contact, 'DepartmentName'),
            phone: text(contact, 'TelephoneUniversalCommunication.CompleteNumber'),
            email: text(contact, 'EmailURIUniversalCommunication.URIID'),
          }),
  });
}

function line(item: XmlNode): ReadLine {
  const price = one(item, 'SpecifiedLineTradeAgreement.NetPriceProductTradePrice');
  const settlement = one(item, 'SpecifiedLineTradeSettlement');
  return defined({
    id: text(item, 'AssociatedDocumentLineDocument.LineID') ?? '',
    name: text(item, 'SpecifiedTradeProduct.Name') ?? '',
    description: text(item, 'SpecifiedTradeProduct.Description'),
    quantity: text(item, 'SpecifiedLineTradeDelivery.BilledQuantity') ?? '0',
    unitCode: attribute(item, 'SpecifiedLineTradeDelivery.BilledQuantity', 'unitCode'),
    netPrice: text(price, 'ChargeAmount') ?? '0',
    baseQuantity: text(price, 'BasisQuantity'),
    lineTotal: text(settlement, 'SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount') ?? '0',
    vatCategory: text(settlement, 'ApplicableTradeTax.CategoryCode'),
    vatRate: text(settlement, 'ApplicableTradeTax.RateApplicablePercent'),
  });
}

/** The amount in the invoice currency where CII may repeat it in the VAT accounting currency (BT-110/BT-111). */
function amountIn(node: XmlNode | undefined, path: string, currency: string): string | undefined {
  const nodes = all(node, path);
  const match =
    nodes.find((n) => n['@currencyID'] === undefined || n['@currencyID'] === currency) ?? nodes[0];
  return typeof match?.['#text'] === 'string' ? match['#text'] : undefined;
}

const PATHS: SectionPaths = {
  allowanceCharge: {
    indicator: 'ChargeIndicator.Indicator',
    amount: 'ActualAmount',
    reason: 'Reason',
    vatCategory: 'CategoryTradeTax.CategoryCode',
    vatRate: 'CategoryTradeTax.RateApplicablePercent',
  },
  vat: {
    category: 'CategoryCode',
    rate: 'RateApplicablePercent',
    taxable: 'BasisAmount',
    tax: 'CalculatedAmount',
  },
  totals: {
    lineSum: 'LineTotalAmount',
    allowanceTotal: 'AllowanceTotalAmount',
    chargeTotal: 'ChargeTotalAmount',
    taxExclusive: 'TaxBasisTotalAmount',
    taxInclusive: 'GrandTotalAmount',
    prepaid: 'TotalPrepaidAmount',
    rounding: 'RoundingAmount',
    payable: 'DuePayableAmount',
  },
};

export function readCii(root: XmlNode): ReadInvoice {
  const document = one(root, 'ExchangedDocument');
  const transaction = one(root, 'SupplyChainTradeTransaction');
  const agreement = one(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = one(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = one(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const means = one(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  const terms = one(settlement, 'SpecifiedTradePaymentTerms');
  const currency = text(settlement, 'InvoiceCurrencyCode') ?? 'EUR';
  return defined({
    syntax: 'CII',
    specification: text(root, 'ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID'),
    number: text(document, 'ID') ?? '',
    issueDate: date(document, 'IssueDateTime') ?? '',
    typeCode: text(document, 'TypeCode') ?? '',
    currency,
    buyerReference: text(agreement, 'BuyerReference'),
    orderReference: text(agreement, 'BuyerOrderReferencedDocument.IssuerAssignedID'),
    period: optionalPeriod(
      date(settlement, 'BillingSpecifiedPeriod.StartDateTime'),
      date(settlement, 'BillingSpecifiedPeriod.EndDateTime'),
    ),
    deliveryDate: date(
      transaction,
      'ApplicableHeaderTradeDelivery.ActualDeliverySupplyChainEvent.OccurrenceDateTime',
    ),
    precedingInvoices: all(settlement, 'InvoiceReferencedDocument.IssuerAssignedID').map((n) =>
      String(n['#text'] ?? ''),
    ),
    notes: all(document, 'IncludedNote.Content').map((n) => String(n['#text'] ?? '')),
    seller: party(one(agreement, 'SellerTradeParty')),
    buyer: party(one(agreement, 'BuyerTradeParty')),
    lines: all(transaction, 'IncludedSupplyChainTradeLineItem').map(line),
    allowancesCharges: readAllowancesCharges(
      all(settlement, 'SpecifiedTradeAllowanceCharge'),
      PATHS.allowanceCharge,
    ),
    vat: readVat(all(settlement, 'ApplicableTradeTax'), PATHS.vat),
    totals: readTotals(summation, PATHS.totals, amountIn(summation, 'TaxTotalAmount', currency)),
    payment: defined({
      meansCode: text(means, 'TypeCode'),
      iban: text(means, 'PayeePartyCreditorFinancialAccount.IBANID'),
      bic: text(means, 'PayeeSpecifiedCreditorFinancialInstitution.BICID'),
      accountName: text(means, 'PayeePartyCreditorFinancialAccount.AccountName'),
      reference: text(settlement, 'PaymentReference'),
      terms: text(terms, 'Description'),
      dueDate: date(terms, 'DueDateDateTime'),
    }),
  });
}
