import type { Gaeb2000Context } from './context';
import type { G2Block, G2Field } from './parse';

/** What a block reader does with the fields and blocks it knows (names compared case-insensitively). */
export interface BlockHandlers {
  fields?: Record<string, (field: G2Field) => void>;
  blocks?: Record<string, (block: G2Block) => void>;
  /** Known names the model has no place for: read over without a warning. */
  ignored?: readonly string[];
}

/** Handlers compiled once (names lowercased) for a block read many times; `S` is what they read into. */
export interface HandlerTable<S> {
  fields: Map<string, (state: S, field: G2Field) => void>;
  blocks: Map<string, (state: S, block: G2Block) => void>;
  ignored: Set<string>;
}

const lowerKeys = <T>(record: Record<string, T> | undefined): Map<string, T> =>
  new Map(Object.entries(record ?? {}).map(([key, value]) => [key.toLowerCase(), value]));

/** Compiles handlers that take their target as first argument (no closures per block read). */
export function handlerTable<S>(spec: {
  fields?: Record<string, (state: S, field: G2Field) => void>;
  blocks?: Record<string, (state: S, block: G2Block) => void>;
  ignored?: readonly string[];
}): HandlerTable<S> {
  return {
    fields: lowerKeys(spec.fields),
    blocks: lowerKeys(spec.blocks),
    ignored: new Set((spec.ignored ?? []).map((name) => name.toLowerCase())),
  };
}

/** Visits the children of `block` in order with a compiled table; unknown names are reported (ctx.unknown). */
export function visitTable<S>(ctx: Gaeb2000Context, block: G2Block, table: HandlerTable<S>, state: S): void {
  for (const child of block.children) {
    const name = (child.kind === 'field' ? child.tag : child.name).toLowerCase();
    if (table.ignored.has(name)) continue;
    if (child.kind === 'field') {
      const handle = table.fields.get(name);
      if (handle) handle(state, child);
      else ctx.unknown(block, child);
    } else {
      const handle = table.blocks.get(name);
      if (handle) handle(state, child);
      else ctx.unknown(block, child);
    }
  }
}

/** Visits the children of `block` in order; what no handler knows is reported once per name (ctx.unknown). */
export function visitBlock(ctx: Gaeb2000Context, block: G2Block, handlers: BlockHandlers): void {
  const call =
    <T>(handle: (value: T) => void) =>
    (_state: null, value: T) =>
      handle(value);
  const table = handlerTable<null>({
    fields: Object.fromEntries(
      Object.entries(handlers.fields ?? {}).map(([tag, handle]) => [tag, call(handle)]),
    ),
    blocks: Object.fromEntries(
      Object.entries(handlers.blocks ?? {}).map(([name, handle]) => [name, call(handle)]),
    ),
    ignored: handlers.ignored,
  });
  visitTable(ctx, block, table, null);
}

/** Reads the text fields named in `fields` into `target` (ctx.text); others go to `more`, else are reported. */
export function readTextFields<T extends object>(
  ctx: Gaeb2000Context,
  block: G2Block,
  target: T,
  fields: Record<string, keyof T>,
  more: BlockHandlers = {},
): T {
  const handlers: Record<string, (field: G2Field) => void> = { ...more.fields };
  for (const [tag, key] of Object.entries(fields)) {
    handlers[tag] = (field) => {
      (target as Record<keyof T, unknown>)[key] = ctx.text(field);
    };
  }
  visitBlock(ctx, block, { ...more, fields: handlers });
  return target;
}

/** "17.02.2018" -> "2018-02-17" (DA XML notation); other values as written. */
export function isoDate(value: string | null): string | null {
  if (value === null) return null;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match === null) return value;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
