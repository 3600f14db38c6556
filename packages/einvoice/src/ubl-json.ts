import type { Invoice } from '@e-invoice-eu/core';
import {
  decimal,
  formatGerman,
  toCanonical,
  toFixed,
  type Decimal,
  type DecimalValue,
} from '@vendoc/money/decimal';
import { percentOf } from '@vendoc/money/amounts';
import {
  EInvoiceModelError,
  type Buyer,
  type InvoiceModel,
  type PostalAddress,
  type PrecedingInvoice,
  type VatCategory,
} from './model';
import { REVERSE_CHARGE_NOTE, type InvoiceTotals, type VatBreakdown } from './totals';

/**
 * Maps VenDoc's model and its computed totals to @e-invoice-eu/core's internal format, which is UBL as JSON
 * (element names as keys, attributes as "element@attribute"). The library renders it as UBL or CII.
 */

type Json = Record<string, unknown>;

const money = (value: DecimalValue): string => toFixed(value, 2);
const EUR = 'EUR';

function amount(key: string, value: DecimalValue): Json {
  return { [`cbc:${key}`]: money(value), [`cbc:${key}@currencyID`]: EUR };
}

function address(value: PostalAddress): Json {
  return {
    'cbc:StreetName': value.street,
    ...(value.additionalStreet ? { 'cbc:AdditionalStreetName': value.additionalStreet } : {}),
    'cbc:CityName': value.city,
    'cbc:PostalZone': value.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': value.countryCode },
  };
}

function taxCategory(category: VatCategory, rate: DecimalValue, exemptionReason: Json = {}): Json {
  return {
    'cbc:ID': category,
    'cbc:Percent': toCanonical(rate),
    ...exemptionReason,
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

function exemption(model: InvoiceModel, entry: VatBreakdown): Json {
  if (entry.category === 'AE')
    return { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE', 'cbc:TaxExemptionReason': REVERSE_CHARGE_NOTE };
  if (entry.category === 'E' || entry.category === 'O') {
    if (!model.vatExemptionReason)
      throw new EInvoiceModelError(
        'vatExemptionReason',
        `BR-${entry.category}-10`,
        'give the exemption reason',
      );
    return { 'cbc:TaxExemptionReason': model.vatExemptionReason };
  }
  return {};
}

function seller(model: InvoiceModel): Json {
  const { seller: s } = model;
  const taxSchemes = [
    ...(s.vatId ? [{ 'cbc:CompanyID': s.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(s.taxNumber ? [{ 'cbc:CompanyID': s.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  return {
    'cac:Party': {
      'cbc:EndpointID': s.electronicAddress ?? s.contact.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': address(s.address),
      'cac:PartyTaxScheme': taxSchemes,
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': s.name,
        ...(s.registration ? { 'cbc:CompanyID': s.registration } : {}),
      },
      'cac:Contact': {
        'cbc:Name': s.contact.name,
        'cbc:Telephone': s.contact.phone,
        'cbc:ElectronicMail': s.contact.email,
      },
    },
  };
}

/** BT-49: the Leitweg-ID (scheme 0204) of a public client, otherwise its e-mail address. */
/**
 * The buyer's electronic address (BT-49): the Leitweg-ID, else the e-mail. XRechnung requires one (its rules refuse
 * the file without; the caller names the missing field first), EN 16931 alone does not: without both it is left out.
 */
function buyerEndpoint(b: Buyer): Json {
  if (b.leitwegId) return { 'cbc:EndpointID': b.leitwegId, 'cbc:EndpointID@schemeID': '0204' };
  const email = b.email ?? b.contact?.email;
  return email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {};
}

function buyer(model: InvoiceModel): Json {
  const { buyer: b } = model;
  const contact = b.contact ?? {};
  return {
    'cac:Party': {
      ...buyerEndpoint(b),
      ...(b.id ? { 'cac:PartyIdentification': { 'cbc:ID': b.id } } : {}),
      'cac:PostalAddress': address(b.address),
      ...(b.vatId
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': b.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': b.name },
      ...(contact.name || contact.phone || contact.email
        ? {
            'cac:Contact': {
              ...(contact.name ? { 'cbc:Name': contact.name } : {}),
              ...(contact.phone ? { 'cbc:Telephone': contact.phone } : {}),
              ...(contact.email ? { 'cbc:ElectronicMail': contact.email } : {}),
            },
          }
        : {}),
    },
  };
}

const euro = (value: DecimalValue): string => `${formatGerman(value, 2)} EUR`;

/** Notes (BT-22): the model's texts, the reverse-charge note, the deducted earlier invoices, the retention. */
export function invoiceNotes(model: InvoiceModel, totals: InvoiceTotals): string[] {
  const notes = [...(model.notes ?? [])];
  if (totals.vat.some((entry) => entry.category === 'AE')) notes.push(REVERSE_CHARGE_NOTE);
  const deductions = model.deductions ?? [];
  if (deductions.length > 0) {
    const rows = deductions.map((d) => {
      const parts =
        d.net !== undefined && d.vat !== undefined ? ` (netto ${euro(d.net)}, USt ${euro(d.vat)})` : '';
      return `${d.label}: ${euro(d.gross)}${parts}`;
    });
    notes.push(['Abzüglich bereits in Rechnung gestellter Beträge und Zahlungen:', ...rows].join('\n'));
  }
  if (model.labourShare)
    notes.push(
      `Enthaltene Arbeitskosten (§ 35a EStG): ${euro(model.labourShare.net)} netto, ${euro(model.labourShare.vat)} USt`,
    );
  const retention = retentionAmount(model, totals);
  if (retention !== null)
    notes.push(
      `Sicherheitseinbehalt ${toCanonical(model.retentionPercent ?? '0')} % der Bruttosumme: ${euro(retention)}`,
    );
  return notes;
}

/** The retention amount (percent of the gross total), or null without a retention. */
export function retentionAmount(model: InvoiceModel, totals: InvoiceTotals): Decimal | null {
  return model.retentionPercent === undefined ? null : percentOf(totals.taxInclusive, model.retentionPercent);
}

/**
 * Payment terms (BT-20): the free text, the retention, then one line per cash discount in the XRechnung
 * convention (BR-DE-18) "#SKONTO#TAGE=14#PROZENT=2.00#", each ended by a line break.
 */
export function paymentTerms(model: InvoiceModel, totals: InvoiceTotals): string | null {
  const retention = retentionAmount(model, totals);
  const text = [
    ...(model.payment.terms ? [model.payment.terms] : []),
    ...(retention === null ? [] : [`Davon einbehalten als Sicherheit: ${euro(retention)}.`]),
  ].join(' ');
  const discounts = (model.payment.cashDiscounts ?? []).map((discount, index) => {
    if (!Number.isInteger(discount.days) || discount.days < 0)
      throw new EInvoiceModelError(
        `payment.cashDiscounts[${index}].days`,
        'BR-DE-18',
        'days must be a whole number',
      );
    return `#SKONTO#TAGE=${discount.days}#PROZENT=${toFixed(discount.percent, 2)}#\n`;
  });
  if (discounts.length === 0) return text === '' ? null : text;
  return `${text === '' ? '' : `${text}\n`}${discounts.join('')}`;
}

/**
 * Net price (BT-146) with at most 2 decimals, as the library's schema wants: a price with more decimals
 * (VenDoc keeps 3, "48.125" per m) is stated per 10, 100, … units with the base quantity (BT-149): 481.25 per 10 m.
 * EN 16931 defines the line amount as quantity x (price / base quantity), so totals stay exact.
 */
export function price(netPrice: DecimalValue, unitCode: string): Json {
  const value = decimal(netPrice);
  const places = value.decimalPlaces();
  if (places <= 2) return { 'cbc:PriceAmount': money(value), 'cbc:PriceAmount@currencyID': EUR };
  const baseQuantity = decimal('10').pow(places - 2);
  return {
    'cbc:PriceAmount': money(value.times(baseQuantity)),
    'cbc:PriceAmount@currencyID': EUR,
    'cbc:BaseQuantity': baseQuantity.toFixed(0),
    'cbc:BaseQuantity@unitCode': unitCode,
  };
}

function lines(model: InvoiceModel, totals: InvoiceTotals): Json[] {
  return model.lines.map((line, index) => {
    const computed = totals.lines[index];
    if (computed === undefined) throw new Error('totals do not match the lines');
    return {
      'cbc:ID': line.id,
      'cbc:InvoicedQuantity': toCanonical(line.quantity),
      'cbc:InvoicedQuantity@unitCode': computed.unitCode,
      ...amount('LineExtensionAmount', computed.total),
      ...(computed.discount.isZero()
        ? {}
        : {
            'cac:AllowanceCharge': [
              {
                'cbc:ChargeIndicator': 'false',
                'cbc:AllowanceChargeReasonCode': '95',
                'cbc:AllowanceChargeReason': 'Rabatt',
                'cbc:MultiplierFactorNumeric': toCanonical(line.discountPercent ?? '0'),
                ...amount('Amount', computed.discount),
                ...amount('BaseAmount', computed.gross),
              },
            ],
          }),
      'cac:Item': {
        ...(line.description ? { 'cbc:Description': line.description } : {}),
        'cbc:Name': line.name,
        'cac:ClassifiedTaxCategory': taxCategory(line.vatCategory, line.vatRate),
      },
      'cac:Price': price(line.netPrice, computed.unitCode),
    };
  });
}

function allowancesCharges(model: InvoiceModel, totals: InvoiceTotals): Json[] {
  return (model.allowancesCharges ?? []).map((item, index) => {
    const computed = totals.allowancesCharges[index];
    if (computed === undefined) throw new Error('totals do not match the allowances and charges');
    return {
      'cbc:ChargeIndicator': item.charge ? 'true' : 'false',
      'cbc:AllowanceChargeReason': item.reason,
      ...(item.percent !== undefined && computed.base !== null
        ? { 'cbc:MultiplierFactorNumeric': toCanonical(item.percent), ...amount('BaseAmount', computed.base) }
        : {}),
      ...amount('Amount', computed.amount),
      'cac:TaxCategory': taxCategory(item.vatCategory, item.vatRate),
    };
  });
}

/**
 * BG-3: the invoice a credit note or correction refers to, and the earlier progress invoices a cumulative or final
 * invoice deducts (each deduction that names its invoice).
 */
export function precedingInvoices(model: InvoiceModel): PrecedingInvoice[] {
  return [
    ...(model.precedingInvoice ? [model.precedingInvoice] : []),
    ...(model.deductions ?? []).flatMap((deduction) => (deduction.invoice ? [deduction.invoice] : [])),
  ];
}

function billingReferences(model: InvoiceModel): Json {
  const references = precedingInvoices(model);
  if (references.length === 0) return {};
  return {
    'cac:BillingReference': references.map((reference) => ({
      'cac:InvoiceDocumentReference': { 'cbc:ID': reference.number, 'cbc:IssueDate': reference.issueDate },
    })),
  };
}

function delivery(model: InvoiceModel): Json {
  return {
    ...(model.deliveryDate ? { 'cbc:ActualDeliveryDate': model.deliveryDate } : {}),
    ...(model.siteAddress ? { 'cac:DeliveryLocation': { 'cac:Address': address(model.siteAddress) } } : {}),
  };
}

function monetaryTotal(totals: InvoiceTotals): Json {
  return {
    ...amount('LineExtensionAmount', totals.lineSum),
    ...amount('TaxExclusiveAmount', totals.taxExclusive),
    ...amount('TaxInclusiveAmount', totals.taxInclusive),
    ...(totals.allowanceTotal.isZero() ? {} : amount('AllowanceTotalAmount', totals.allowanceTotal)),
    ...(totals.chargeTotal.isZero() ? {} : amount('ChargeTotalAmount', totals.chargeTotal)),
    ...(totals.prepaid.isZero() ? {} : amount('PrepaidAmount', totals.prepaid)),
    ...amount('PayableAmount', totals.payable),
  };
}

/** The invoice in the library's internal format. `buyerReference` defaults to the Leitweg-ID. */
export function toUblJson(model: InvoiceModel, totals: InvoiceTotals): Invoice {
  const notes = invoiceNotes(model, totals);
  const terms = paymentTerms(model, totals);
  const buyerReference = model.buyerReference ?? model.buyer.leitwegId;
  const invoice: Json = {
    'cbc:ID': model.number,
    'cbc:IssueDate': model.issueDate,
    ...(model.payment.dueDate ? { 'cbc:DueDate': model.payment.dueDate } : {}),
    'cbc:InvoiceTypeCode': model.typeCode,
    ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': model.currency,
    ...(buyerReference ? { 'cbc:BuyerReference': buyerReference } : {}),
    ...(model.period
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': model.period.start, 'cbc:EndDate': model.period.end } }
      : {}),
    ...(model.orderReference ? { 'cac:OrderReference': { 'cbc:ID': model.orderReference } } : {}),
    ...billingReferences(model),
    ...(model.contractReference
      ? { 'cac:ContractDocumentReference': { 'cbc:ID': model.contractReference } }
      : {}),
    ...(model.projectReference ? { 'cac:ProjectReference': { 'cbc:ID': model.projectReference } } : {}),
    'cac:AccountingSupplierParty': seller(model),
    'cac:AccountingCustomerParty': buyer(model),
    ...(model.deliveryDate || model.siteAddress ? { 'cac:Delivery': delivery(model) } : {}),
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': model.payment.reference ?? model.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': model.payment.iban.replace(/\s+/g, ''),
          ...(model.payment.accountName ? { 'cbc:Name': model.payment.accountName } : {}),
          ...(model.payment.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': model.payment.bic } } : {}),
        },
      },
    ],
    ...(terms ? { 'cac:PaymentTerms': { 'cbc:Note': terms } } : {}),
    ...(model.allowancesCharges?.length ? { 'cac:AllowanceCharge': allowancesCharges(model, totals) } : {}),
    'cac:TaxTotal': [
      {
        ...amount('TaxAmount', totals.taxTotal),
        'cac:TaxSubtotal': totals.vat.map((entry) => ({
          ...amount('TaxableAmount', entry.taxable),
          ...amount('TaxAmount', entry.tax),
          'cac:TaxCategory': taxCategory(entry.category, entry.rate, exemption(model, entry)),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': monetaryTotal(totals),
    'cac:InvoiceLine': lines(model, totals),
  };
  return { 'ubl:Invoice': invoice } as unknown as Invoice;
}
