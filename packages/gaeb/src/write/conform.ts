import type { PhaseSchema } from '../schema/phase-schema';
import { checkSimpleValue, type ValueCheck } from '../schema/simple-values';
import { textContent, type XmlElement, type XmlNode } from '../xml';
import type { WarningCollector } from './warnings';

/** How strictly the output follows the phase's XSD. */
export interface ConformOptions {
  /**
   * Lossless: keep what the schema does not allow (vendor extensions, invalid values, over-long texts) unchanged;
   * only the order of known elements is fixed. The output may then not validate.
   */
  lossless: boolean;
  /** Element names whose values are not checked (e.g. Version when writing 3.1 or 3.2 with the 3.3 table). */
  skipValuesOf?: ReadonlySet<string>;
}

type Result = { ok: true; el: XmlElement } | { ok: false; reason: string };

interface Ctx {
  schema: PhaseSchema;
  warnings: WarningCollector;
  options: ConformOptions;
}

/**
 * Makes an element tree valid for the phase's schema where it can, and says what it changed: children put in
 * schema order (free order inside repeated groups is kept), elements and attributes the schema does not allow
 * left out, over-long text shortened, over-precise decimals rounded, optional
 * elements with invalid values left out, markup inside simple text flattened, stray text in element-only
 * content wrapped in a span where a span is allowed. Missing required content is reported, not invented.
 * In lossless mode only the order is fixed. The input is not modified.
 */
export function conformTree(
  root: XmlElement,
  schema: PhaseSchema,
  warnings: WarningCollector,
  options: ConformOptions,
): XmlElement {
  const result = conformElement(root, schema.rootType, { schema, warnings, options });
  if (result.ok) return result.el;
  warnings.add(`${result.reason}; the document will not validate`, root.name);
  return root;
}

function conformElement(el: XmlElement, type: string, ctx: Ctx): Result {
  const rule = ctx.schema.complex(type);
  if (rule === undefined) {
    const attrs = conformAttributes(el, new Map(), ctx);
    return simpleContent(el, type, attrs, ctx);
  }
  const attrs = conformAttributes(el, rule.attributes, ctx);
  if (rule.content === 'simple') return simpleContent(el, rule.simpleType ?? 'xs:string', attrs, ctx);
  if (rule.content === 'empty' && !ctx.options.lossless) {
    if (el.children.length > 0)
      ctx.warnings.add(`content of ${el.name} left out (it must be empty)`, el.name);
    return { ok: true, el: { ...el, attrs, children: [] } };
  }
  const mixed = rule.content === 'mixed';
  const ranked: { node: XmlNode; rank: number }[] = [];
  let rank = -1;
  for (const child of el.children) {
    if (typeof child === 'string') {
      if (mixed) ranked.push({ node: child, rank });
      else if (child.trim() !== '') {
        const span = rule.children.get('span');
        if (span === undefined) {
          ctx.warnings.add(`text "${child.trim().slice(0, 30)}" left out: ${el.name} holds no text`, el.name);
        } else {
          const wrapped = conformElement({ name: 'span', attrs: {}, children: [child] }, span.type, ctx);
          if (wrapped.ok) ranked.push({ node: wrapped.el, rank: (rank = span.rank) });
        }
      }
      continue;
    }
    const childRule = child.ns === undefined ? rule.children.get(child.name) : undefined;
    if (childRule === undefined) {
      if (ctx.options.lossless) ranked.push({ node: child, rank });
      else
        ctx.warnings.add(
          `${describe(child)} left out: not allowed in ${el.name} by the X${ctx.schema.phase} schema`,
        );
      continue;
    }
    const result = conformElement(child, childRule.type, ctx);
    if (result.ok) ranked.push({ node: result.el, rank: (rank = childRule.rank) });
    else if (ctx.options.lossless) ranked.push({ node: child, rank: (rank = childRule.rank) });
    else if (childRule.optional) ctx.warnings.add(`${child.name} left out: ${result.reason}`, child.name);
    else {
      ctx.warnings.add(`${child.name}: ${result.reason}; the document will not validate`, child.name);
      ranked.push({ node: child, rank: (rank = childRule.rank) });
    }
  }
  const children = inSchemaOrder(ranked);
  reportMissing(el.name, rule.children.values(), children, ctx);
  return { ok: true, el: { ...el, attrs, children } };
}

/** The nodes sorted by rank, keeping the given order among equal ranks (already sorted: no work). */
function inSchemaOrder(ranked: { node: XmlNode; rank: number }[]): XmlNode[] {
  let sorted = true;
  for (let i = 1; i < ranked.length && sorted; i++)
    sorted = (ranked[i - 1]?.rank ?? 0) <= (ranked[i]?.rank ?? 0);
  const entries = sorted
    ? ranked
    : ranked
        .map((entry, index) => ({ ...entry, index }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return entries.map((entry) => entry.node);
}

function reportMissing(
  parent: string,
  rules: Iterable<{ name: string; optional: boolean }>,
  children: readonly XmlNode[],
  ctx: Ctx,
): void {
  for (const childRule of rules) {
    if (childRule.optional) continue;
    const present = children.some(
      (c) => typeof c !== 'string' && c.ns === undefined && c.name === childRule.name,
    );
    if (!present) ctx.warnings.add(`required element ${childRule.name} is missing in ${parent}`, parent);
  }
}

const describe = (el: XmlElement): string =>
  el.ns === undefined ? `element ${el.name}` : `vendor element ${el.name} (${el.ns || 'no namespace'})`;

function conformAttributes(
  el: XmlElement,
  rules: ReadonlyMap<string, { type: string; required: boolean }>,
  ctx: Ctx,
): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attrs)) {
    const attrRule = rules.get(name);
    if (attrRule === undefined) {
      if (ctx.options.lossless) attrs[name] = value;
      else ctx.warnings.add(`attribute ${name} of ${el.name} left out: not allowed by the schema`, el.name);
      continue;
    }
    const check: ValueCheck = ctx.options.lossless
      ? { ok: true, value }
      : checkSimpleValue(ctx.schema, attrRule.type, value);
    if (check.ok) {
      attrs[name] = check.value;
      if (check.changed) ctx.warnings.add(`attribute ${name} of ${el.name} ${check.changed}`, el.name);
    } else if (attrRule.required) {
      attrs[name] = value;
      ctx.warnings.add(
        `attribute ${name} of ${el.name}: ${check.reason}; the document will not validate`,
        el.name,
      );
    } else {
      ctx.warnings.add(`attribute ${name} of ${el.name} left out: ${check.reason}`, el.name);
    }
  }
  for (const [name, attrRule] of rules) {
    if (attrRule.required && !(name in attrs)) {
      ctx.warnings.add(`required attribute ${name} is missing in ${el.name}`, el.name);
    }
  }
  return attrs;
}

function simpleContent(el: XmlElement, type: string, attrs: Record<string, string>, ctx: Ctx): Result {
  if (ctx.options.lossless) return { ok: true, el: { ...el, attrs } };
  if (el.children.some((c) => typeof c !== 'string')) {
    ctx.warnings.add(
      `markup inside ${el.name} reduced to its text (${el.name} holds plain text only)`,
      el.name,
    );
  }
  const text = textContent(el);
  if (ctx.options.skipValuesOf?.has(el.name)) return { ok: true, el: { ...el, attrs, children: [text] } };
  const check = checkSimpleValue(ctx.schema, type, text);
  if (!check.ok) return check;
  if (check.changed) ctx.warnings.add(`${el.name} ${check.changed}`, el.name);
  return { ok: true, el: { ...el, attrs, children: check.value === '' ? [] : [check.value] } };
}
