import { describe, expect, it } from 'vitest';
import { EInvoiceModelError } from './model';
import { readInvoiceXml } from './read';
import {
  creditNote,
  mixedRateInvoice,
  plainInvoice,
  progressInvoice,
  reverseChargeInvoice,
} from './test-invoices';
import { REVERSE_CHARGE_NOTE } from './totals';
import { price } from './ubl-json';
import { toFacturXCii, toXRechnungCii, toXRechnungUbl, withHeaderTradeDelivery } from './write';

// The mapping of VenDoc's model to the e-invoice syntaxes; validate.test.ts checks the results against the rules.
describe('e-invoice writers', { timeout: 60_000 }, () => {
  it('addresses a public client by its Leitweg-ID (buyer reference and electronic address, scheme 0204)', async () => {
    const cii = await toXRechnungCii(plainInvoice);
    expect(cii).toContain('<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>');
    expect(cii).toContain('<ram:URIID schemeID="0204">04011000-12345-34</ram:URIID>');
    expect(cii).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    const ubl = await toXRechnungUbl(plainInvoice);
    expect(ubl).toContain('<cbc:EndpointID schemeID="0204">04011000-12345-34</cbc:EndpointID>');
  });

  it('writes the Factur-X XML with the EN 16931 guideline', async () => {
    const cii = await toFacturXCii(plainInvoice);
    expect(cii).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  });

  it('maps German units to Rec 20 codes and states a 3-decimal price per 10 units', async () => {
    const lines = readInvoiceXml(await toXRechnungUbl(plainInvoice)).lines;
    expect(lines.map((line) => [line.unitCode, line.netPrice, line.baseQuantity])).toEqual([
      ['C62', '689.50', undefined],
      ['MTR', '481.25', '10'],
      ['HUR', '58.00', undefined],
    ]);
    expect(price('1.2345', 'MTK')).toMatchObject({ 'cbc:PriceAmount': '123.45', 'cbc:BaseQuantity': '100' });
  });

  it('marks reverse charge with category AE, VATEX-EU-AE, the buyer VAT id and the mandatory note', async () => {
    const cii = await toXRechnungCii(reverseChargeInvoice);
    expect(cii).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(cii).toContain(`<ram:ExemptionReason>${REVERSE_CHARGE_NOTE}</ram:ExemptionReason>`);
    const read = readInvoiceXml(cii);
    expect(read.notes).toContain(REVERSE_CHARGE_NOTE);
    expect(read.buyer.vatId).toBe('DE987654321');
    expect(read.vat).toEqual([{ category: 'AE', rate: '0', taxable: '10269.59', tax: '0.00' }]);
  });

  it('deducts earlier invoices as prepaid amount, lists them, and states the retention in terms and notes', async () => {
    const read = readInvoiceXml(await toXRechnungCii(progressInvoice));
    expect(read.typeCode).toBe('875');
    expect(read.totals).toMatchObject({ taxInclusive: '18430.80', prepaid: '11210.00', payable: '7220.80' });
    expect(read.notes.join('\n')).toContain(
      '1. Abschlagsrechnung AR-2026-0004 vom 15.10.2026: 8.330,00 EUR (netto 7.000,00 EUR, USt 1.330,00 EUR)',
    );
    expect(read.notes).toContain('Sicherheitseinbehalt 5 % der Bruttosumme: 921,54 EUR');
    expect(read.notes.join('\n')).toContain('Zahlung vom 20.11.2026: 500,00 EUR');
    expect(read.payment.terms).toBe(
      'Zahlbar innerhalb von 14 Tagen ohne Abzug. Davon einbehalten als Sicherheit: 921,54 EUR.',
    );
  });

  it('refers to the deducted invoices (BG-3): all in UBL, the first in CII, which holds one', async () => {
    const ubl = await toXRechnungUbl(progressInvoice);
    expect(ubl.match(/<cac:InvoiceDocumentReference>/g)).toHaveLength(2);
    expect(ubl).toContain('<cbc:ID>AR-2026-0005</cbc:ID>');
    const cii = await toXRechnungCii(progressInvoice);
    expect(cii.match(/<ram:InvoiceReferencedDocument>/g)).toHaveLength(1);
    expect(cii).toContain(
      '<ram:IssuerAssignedID>AR-2026-0004</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261015</qdt:DateTimeString>',
    );
    expect(await toXRechnungCii(creditNote)).toContain(
      '<ram:IssuerAssignedID>RE-2026-0101</ram:IssuerAssignedID>',
    );
    expect(await toXRechnungCii(plainInvoice)).not.toContain('InvoiceReferencedDocument');
  });

  it('writes cash discounts (Skonto) as XRechnung payment-terms lines', async () => {
    const read = readInvoiceXml(await toXRechnungUbl(plainInvoice));
    expect(read.payment.terms).toBe(
      'Zahlbar innerhalb von 30 Tagen, bei Zahlung innerhalb von 10 Tagen 2 % Skonto.\n#SKONTO#TAGE=10#PROZENT=2.00#',
    );
    const twoRates = {
      ...plainInvoice.payment,
      terms: undefined,
      cashDiscounts: [
        { days: 7, percent: '3' },
        { days: 14, percent: '1.5' },
      ],
    };
    expect(await toXRechnungCii({ ...plainInvoice, payment: twoRates })).toContain(
      '<ram:Description>#SKONTO#TAGE=7#PROZENT=3.00#\n#SKONTO#TAGE=14#PROZENT=1.50#\n</ram:Description>',
    );
  });

  it('states the labour share of a private client (§ 35a EStG) as a note', async () => {
    const read = readInvoiceXml(await toXRechnungCii(mixedRateInvoice));
    expect(read.notes).toContain('Enthaltene Arbeitskosten (§ 35a EStG): 420,00 EUR netto, 79,80 EUR USt');
  });

  it('writes a credit note as UBL CreditNote (type 381) referring to the invoice', async () => {
    const ubl = await toXRechnungUbl(creditNote);
    expect(ubl).toMatch(/<CreditNote[\s>]/);
    expect(ubl).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl).toContain('<cbc:ID>RE-2026-0101</cbc:ID>');
    expect(readInvoiceXml(ubl).lines[0]?.quantity).toBe('2.5');
  });

  it('leaves out the electronic address of a buyer with neither Leitweg-ID nor e-mail (EN 16931 allows it)', async () => {
    const { email: _email, ...buyer } = creditNote.buyer;
    const cii = await toFacturXCii({ ...plainInvoice, buyer: { ...buyer, leitwegId: undefined } });
    const buyerParty = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(cii)?.[0] ?? '';
    expect(buyerParty).toContain(buyer.name);
    expect(buyerParty).not.toContain('URIUniversalCommunication');
  });

  it('refuses an exempt line without reason, naming the field', async () => {
    const exempt = {
      ...plainInvoice,
      lines: [{ ...plainInvoice.lines[0]!, vatCategory: 'E' as const, vatRate: '0' }],
    };
    await expect(toXRechnungUbl({ ...exempt, allowancesCharges: [] })).rejects.toBeInstanceOf(
      EInvoiceModelError,
    );
    await expect(
      toXRechnungUbl({ ...exempt, allowancesCharges: [], vatExemptionReason: 'Steuerfrei nach § 4 UStG' }),
    ).resolves.toContain('<cbc:TaxExemptionReason>Steuerfrei nach § 4 UStG</cbc:TaxExemptionReason>');
  });

  it('inserts the empty ApplicableHeaderTradeDelivery the CII schema requires, once', () => {
    const cii = '<a>\n\t\t<ram:ApplicableHeaderTradeSettlement>';
    expect(withHeaderTradeDelivery(cii)).toBe(
      '<a>\n\t\t<ram:ApplicableHeaderTradeDelivery/>\n\t\t<ram:ApplicableHeaderTradeSettlement>',
    );
    expect(withHeaderTradeDelivery(withHeaderTradeDelivery(cii))).toBe(withHeaderTradeDelivery(cii));
  });
});
