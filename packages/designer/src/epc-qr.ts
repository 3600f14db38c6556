import { decimal, toFixed, tryParseDecimal } from '@vendoc/money/decimal';

/** What a SEPA credit transfer QR code (EPC069-12, "GiroCode") carries. */
export interface GiroCodeInput {
  name: string;
  iban: string;
  bic?: string;
  /** Amount in EUR as a decimal string ("1234.5"). */
  amount: string;
  /** Unstructured remittance text, e.g. the invoice number (at most 140 characters). */
  remittance?: string;
}

/**
 * The payload of an EPC GiroCode (version 002, UTF-8): service tag, version, character set, SCT, BIC, name, IBAN,
 * amount "EUR1234.50", purpose, structured reference (empty), remittance text. Null when the code would be invalid:
 * no name or IBAN, or an amount that is not a decimal between 0.01 and 999999999.99.
 */
export function giroCodePayload(input: GiroCodeInput): string | null {
  const name = input.name.trim().slice(0, 70);
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  if (name === '' || !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const amount = tryParseDecimal(input.amount);
  if (amount === null || amount.lessThan('0.01') || amount.greaterThan('999999999.99')) return null;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (input.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    name,
    iban,
    `EUR${toFixed(decimal(amount), 2)}`,
    '',
    '',
    (input.remittance ?? '').trim().slice(0, 140),
  ].join('\n');
}
