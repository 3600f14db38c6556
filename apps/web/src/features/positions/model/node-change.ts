import type { BoqNode } from '@vendoc/contract/boqs';
import { decimalEquals } from '@vendoc/money/decimal';
import type { NodeChange } from './optimistic-totals';

type Field = keyof NodeChange;

function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  return decimalEquals(a, b);
}

function sameValue(field: Field, a: unknown, b: unknown): boolean {
  if (field === 'qty' || field === 'unitPrice') return sameDecimal(a as string | null, b as string | null);
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The part of a typed change the server does not have yet: fields equal to the stored node go ("12.50" equals
 * "12.5"). The long text is not part of a row, so a changed one is always sent.
 */
export function unsavedChange(node: BoqNode, change: NodeChange): NodeChange {
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(change) as [Field, unknown][]) {
    if (value === undefined) continue;
    if (field !== 'longText' && sameValue(field, value, node[field])) continue;
    rest[field] = value;
  }
  return rest as NodeChange;
}

/** Whether two typed changes are the same (same fields, same values). */
export function sameChange(a: NodeChange, b: NodeChange): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as Field[]);
  return [...fields].every((field) => sameValue(field, a[field], b[field]) && field in a === field in b);
}
