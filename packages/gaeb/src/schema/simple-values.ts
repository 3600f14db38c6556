import { toCanonical, tryParseDecimal } from '@vendoc/money/decimal';
import type { PhaseSchema } from './phase-schema';
import type { SimpleTypeData } from './schema-types';

/** Outcome of checking a value against a simple type. */
export type ValueCheck = { ok: true; value: string; changed?: string } | { ok: false; reason: string };

const INTEGER_TYPES = new Set(['integer', 'nonNegativeInteger', 'positiveInteger', 'int', 'long', 'short']);
const LEXICAL: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/,
  time: /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  gYearMonth: /^\d{4}-\d{2}(Z|[+-]\d{2}:\d{2})?$/,
  ID: /^[A-Za-z_][\w.-]*$/,
  IDREF: /^[A-Za-z_][\w.-]*$/,
  boolean: /^(true|false|1|0)$/,
};

const patternCache = new Map<string, RegExp | null>();
function xsdPattern(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(`^(?:${pattern})$`, 'u'));
    } catch {
      patternCache.set(pattern, null); // an XSD-only construct: not checked
    }
  }
  return patternCache.get(pattern) ?? null;
}

function codePointLength(value: string): number {
  let surrogates = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) surrogates++;
  }
  return value.length - surrogates;
}

function normalize(base: string, value: string): string {
  if (base === 'normalizedString') return value.replace(/[\t\n\r]/g, ' ');
  if (base === 'token' || INTEGER_TYPES.has(base) || base === 'decimal' || base in LEXICAL) {
    return value.replace(/[\t\n\r ]+/g, ' ').trim();
  }
  return value;
}

function checkNumber(type: SimpleTypeData, value: string): ValueCheck {
  const parsed = tryParseDecimal(value);
  if (parsed === null) return { ok: false, reason: `"${value}" is not a number` };
  const integer = INTEGER_TYPES.has(type.b);
  if (integer && !parsed.isInteger()) return { ok: false, reason: `"${value}" is not a whole number` };
  if (type.b === 'nonNegativeInteger' && parsed.isNegative() && !parsed.isZero()) {
    return { ok: false, reason: `${value} is negative` };
  }
  if (type.b === 'positiveInteger' && parsed.lessThan(1))
    return { ok: false, reason: `${value} is not positive` };
  if (type.minI !== undefined && parsed.lessThan(type.minI))
    return { ok: false, reason: `${value} < ${type.minI}` };
  if (type.maxI !== undefined && parsed.greaterThan(type.maxI))
    return { ok: false, reason: `${value} > ${type.maxI}` };
  let result = value;
  let changed: string | undefined;
  if (type.fd !== undefined && parsed.decimalPlaces() > type.fd) {
    result = toCanonical(parsed.toDecimalPlaces(type.fd), 0);
    changed = `rounded to ${type.fd} decimals`;
  }
  if (type.td !== undefined) {
    const digits = result
      .replace(/^[-+]/, '')
      .replace('.', '')
      .replace(/^0+(?=\d)/, '');
    if (digits.length > type.td) return { ok: false, reason: `${value} has more than ${type.td} digits` };
  }
  return changed === undefined ? { ok: true, value: result } : { ok: true, value: result, changed };
}

/**
 * Checks (and where it can, repairs) a value against a simple type of the schema: whitespace normalised,
 * over-long text shortened to maxLength, decimals with too many places rounded. Unrepairable values
 * (not in the enumeration, not a number, wrong pattern) give `ok: false` with the reason.
 */
export function checkSimpleValue(schema: PhaseSchema, typeName: string, raw: string): ValueCheck {
  const type = schema.simple(typeName);
  if (type === undefined) return { ok: true, value: raw };
  if (type.b === 'union') {
    let firstFailure: ValueCheck = { ok: false, reason: `"${raw}" fits none of the allowed forms` };
    for (const member of type.u ?? []) {
      const result = checkSimpleValue(schema, member, raw);
      if (result.ok) return result;
      if (firstFailure.ok === false && member === type.u?.[0]) firstFailure = result;
    }
    return firstFailure;
  }
  let value = normalize(type.b, raw);
  if (type.e !== undefined && !type.e.includes(value)) {
    return { ok: false, reason: `"${value}" is not one of ${type.e.map((e) => `"${e}"`).join(', ')}` };
  }
  if (type.b === 'decimal' || INTEGER_TYPES.has(type.b)) return checkNumber(type, value);
  const lexical = LEXICAL[type.b];
  if (lexical !== undefined && !lexical.test(value))
    return { ok: false, reason: `"${value}" is not a valid ${type.b}` };
  let changed: string | undefined;
  // Length in characters (code points); only counted when the UTF-16 length could break a limit.
  const needsCount = type.max !== undefined || type.min !== undefined || type.len !== undefined;
  const length = needsCount ? codePointLength(value) : 0;
  if (type.max !== undefined && length > type.max) {
    value = [...value].slice(0, type.max).join('').trimEnd();
    changed = `shortened from ${length} to ${type.max} characters`;
  }
  if (type.min !== undefined && length < type.min)
    return { ok: false, reason: `shorter than ${type.min} characters` };
  if (type.len !== undefined && length !== type.len)
    return { ok: false, reason: `not ${type.len} characters long` };
  for (const pattern of type.p ?? []) {
    const regex = xsdPattern(pattern);
    if (regex !== null && !regex.test(value))
      return { ok: false, reason: `"${value}" does not match ${pattern}` };
  }
  return changed === undefined ? { ok: true, value } : { ok: true, value, changed };
}
