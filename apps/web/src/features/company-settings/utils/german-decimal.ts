const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d*)?$/;
const COMMA_DECIMAL = /^-?\d+,\d*$|^-?,\d+$/;
const DOT_DECIMAL = /^-?\d+(\.\d*)?$|^-?\.\d+$/;

/**
 * A decimal as a German user types it turned into the wire format: "1.234,5" -> "1234.5", "58,50" -> "58.50".
 * A lone dot that is no thousands group is taken as a decimal point ("19.5" -> "19.5"), so an amount is never
 * silently multiplied. Text that is no number comes back trimmed, for the contract's schema to report.
 */
export function germanToDecimalString(input: string): string {
  const text = input.trim().replace(/\s+/g, '');
  let result: string;
  if (GROUPED.test(text)) result = text.replace(/\./g, '').replace(',', '.');
  else if (COMMA_DECIMAL.test(text)) result = text.replace(',', '.');
  else if (DOT_DECIMAL.test(text)) result = text;
  else return input.trim();
  if (result.endsWith('.')) result = result.slice(0, -1);
  return result.replace(/^(-?)\./, '$10.');
}
