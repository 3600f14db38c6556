import { parseXml } from '../read/parse-xml';
import type { XmlElement } from '../xml';
import { dedupe, formatChildren, nextRank, parseChildren, type Particle } from './particles';
import type { ComplexTypeData, SchemaData, SimpleTypeData, TypeTable } from './schema-types';

// Extracts the writer's schema table from the official XSD texts. Used by the test that keeps
// gaeb-schema.generated.ts in step with the XSDs; not needed at run time.

type Defs = Map<string, XmlElement>;

const children = (el: XmlElement): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name !== 'annotation');
const child = (el: XmlElement, name: string): XmlElement | undefined =>
  children(el).find((c) => c.name === name);
const localType = (qname: string): string => (qname.startsWith('xs:') ? qname : qname.replace(/^[^:]*:/, ''));

function collectDefs(schema: XmlElement, into: Defs, includeRedefine: boolean): void {
  for (const node of children(schema)) {
    if ((node.name === 'complexType' || node.name === 'simpleType') && node.attrs.name)
      into.set(node.attrs.name, node);
    if (node.name === 'redefine' && includeRedefine) collectDefs(node, into, false);
  }
}

class Extractor {
  readonly complex = new Map<string, ComplexTypeData>();
  readonly simple = new Map<string, SimpleTypeData>();
  private readonly pending: string[] = [];

  constructor(
    private readonly lib: Defs,
    private readonly phase: Defs,
  ) {}

  private def(name: string, fromLib = false): XmlElement | undefined {
    return fromLib ? this.lib.get(name) : (this.phase.get(name) ?? this.lib.get(name));
  }

  /** Registers an anonymous type under a synthetic name and returns the name. */
  private typeOf(el: XmlElement, owner: string): string {
    if (el.attrs.type) return localType(el.attrs.type);
    const inline = child(el, 'complexType') ?? child(el, 'simpleType');
    if (inline === undefined) return 'xs:string';
    const name = `${owner}.${el.attrs.name ?? 'anonymous'}`;
    this.phase.set(name, inline);
    return name;
  }

  visit(typeName: string): void {
    this.pending.push(typeName);
    while (this.pending.length > 0) {
      const name = this.pending.pop() ?? '';
      if (this.complex.has(name) || this.simple.has(name)) continue;
      this.resolve(name);
    }
  }

  private resolve(name: string): void {
    if (name.startsWith('xs:')) {
      this.simple.set(name, { b: name.slice(3) });
      return;
    }
    const def = this.def(name);
    if (def === undefined) throw new Error(`type ${name} not found`);
    if (def.name === 'simpleType') this.simple.set(name, this.simpleType(def, name));
    else this.complex.set(name, this.complexType(def, name, false));
  }

  private simpleType(def: XmlElement, owner: string): SimpleTypeData {
    const restriction = child(def, 'restriction');
    const union = child(def, 'union');
    if (union) {
      const members = (union.attrs.memberTypes ?? '').split(/\s+/).filter(Boolean).map(localType);
      members.forEach((m) => this.pending.push(m));
      return { b: 'union', u: members };
    }
    if (restriction === undefined) return { b: 'string' };
    const baseName = localType(restriction.attrs.base ?? 'xs:string');
    const baseDef = baseName.startsWith('xs:') ? undefined : this.def(baseName, baseName === owner);
    if (baseDef === undefined && !baseName.startsWith('xs:')) throw new Error(`type ${baseName} not found`);
    const base: SimpleTypeData =
      baseDef === undefined ? { b: baseName.slice(3) } : this.simpleType(baseDef, baseName);
    const result: SimpleTypeData = { ...base };
    const enums: string[] = [];
    const patterns: string[] = [];
    for (const facet of children(restriction)) {
      const value = facet.attrs.value ?? '';
      if (facet.name === 'enumeration') enums.push(value);
      else if (facet.name === 'pattern') patterns.push(value);
      else if (facet.name === 'length') result.len = Number(value);
      else if (facet.name === 'minLength') result.min = Number(value);
      else if (facet.name === 'maxLength') result.max = Number(value);
      else if (facet.name === 'totalDigits') result.td = Number(value);
      else if (facet.name === 'fractionDigits') result.fd = Number(value);
      else if (facet.name === 'minInclusive') result.minI = value;
      else if (facet.name === 'maxInclusive') result.maxI = value;
    }
    if (enums.length > 0) result.e = enums;
    if (patterns.length > 0) result.p = patterns; // a derived pattern restricts further: keep the last level's
    return result;
  }

  private complexType(def: XmlElement, owner: string, fromLib: boolean): ComplexTypeData {
    const particles: Particle[] = [];
    const attributes = new Map<string, string>();
    let content: string | undefined = def.attrs.mixed === 'true' ? 'm' : undefined;
    const addAttributes = (el: XmlElement): void => {
      for (const attr of children(el)) {
        if (attr.name !== 'attribute' || !attr.attrs.name) continue;
        if (attr.attrs.use === 'prohibited') {
          attributes.delete(attr.attrs.name);
          continue;
        }
        const type = this.typeOf(attr, owner);
        this.pending.push(type);
        attributes.set(
          attr.attrs.name,
          `${attr.attrs.name}:${type}${attr.attrs.use === 'required' ? '!' : ''}`,
        );
      }
    };
    const inherit = (baseName: string, withContent: boolean): ComplexTypeData | undefined => {
      const baseDef = this.def(baseName, baseName === owner || fromLib);
      if (baseDef === undefined || baseDef.name !== 'complexType') return undefined;
      // A restriction lists its whole content: the base's children must not become reachable types.
      const mark = this.pending.length;
      const base = this.complexType(baseDef, baseName, baseName === owner || fromLib);
      if (!withContent) this.pending.length = mark;
      for (const a of (base.a ?? '').split(' ').filter(Boolean)) attributes.set(a.split(':')[0] ?? a, a);
      return base;
    };
    const complexContent = child(def, 'complexContent');
    const simpleContent = child(def, 'simpleContent');
    if (complexContent) {
      const derivation = child(complexContent, 'restriction') ?? child(complexContent, 'extension');
      if (derivation === undefined) throw new Error(`complexContent without derivation in ${owner}`);
      const base = inherit(localType(derivation.attrs.base ?? ''), derivation.name === 'extension');
      if (derivation.name === 'extension' && base?.c) particles.push(...parseChildren(base.c));
      this.particles(derivation, false, particles, owner, null);
      addAttributes(derivation);
    } else if (simpleContent) {
      const derivation = child(simpleContent, 'extension') ?? child(simpleContent, 'restriction');
      const baseName = localType(derivation?.attrs.base ?? 'xs:string');
      const base = this.def(baseName);
      let simpleName = baseName;
      if (base?.name === 'complexType') simpleName = inherit(baseName, true)?.t?.slice(2) ?? 'xs:string';
      this.pending.push(simpleName);
      content = `s:${simpleName}`;
      if (derivation) addAttributes(derivation);
    } else {
      this.particles(def, false, particles, owner, null);
      addAttributes(def);
    }
    if (content === undefined && particles.length === 0) content = 'x';
    const result: ComplexTypeData = {};
    const c = formatChildren(dedupe(particles));
    if (c !== '') result.c = c;
    if (attributes.size > 0) result.a = [...attributes.values()].join(' ');
    if (content !== undefined) result.t = content;
    return result;
  }

  private particles(
    el: XmlElement,
    optional: boolean,
    out: Particle[],
    owner: string,
    rank: number | null,
  ): void {
    for (const node of children(el)) {
      const nodeOptional = optional || node.attrs.minOccurs === '0';
      // In a repeated group the elements may interleave: they share one rank.
      const repeated =
        node.attrs.maxOccurs !== undefined && node.attrs.maxOccurs !== '1' && children(node).length > 1;
      const groupRank = rank ?? (repeated ? nextRank(out) : null);
      if (node.name === 'element' && node.attrs.name) {
        const type = this.typeOf(node, owner);
        this.pending.push(type);
        out.push({ name: node.attrs.name, type, optional: nodeOptional, rank: rank ?? nextRank(out) });
      } else if (node.name === 'sequence' || node.name === 'all') {
        this.particles(node, nodeOptional, out, owner, groupRank);
      } else if (node.name === 'choice') {
        this.particles(node, nodeOptional || children(node).length > 1, out, owner, groupRank);
      }
    }
  }
}

function tableFor(libXsd: XmlElement, phaseXsd: XmlElement): TypeTable & { root: string } {
  const lib: Defs = new Map();
  const phase: Defs = new Map();
  collectDefs(libXsd, lib, false);
  collectDefs(phaseXsd, phase, true);
  const rootEl = children(phaseXsd).find((n) => n.name === 'element' && n.attrs.name === 'GAEB');
  const root = localType(rootEl?.attrs.type ?? 'tgGAEB');
  const extractor = new Extractor(lib, phase);
  extractor.visit(root);
  const sortKeys = <T>(map: Map<string, T>): Record<string, T> =>
    Object.fromEntries([...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { root, complex: sortKeys(extractor.complex), simple: sortKeys(extractor.simple) };
}

/**
 * Builds the schema table from the Lib XSD and the XSDs of the given phases: types identical in every phase go
 * to `shared`, the others to their phase.
 */
export function extractSchemaData(libXsd: string, phaseXsds: Record<string, string>): SchemaData {
  const parse = (text: string): XmlElement => parseXml(text, { maxDepth: 64 }).root;
  const lib = parse(libXsd);
  const tables = Object.entries(phaseXsds).map(
    ([phase, text]) => [phase, tableFor(lib, parse(text))] as const,
  );
  const shared: TypeTable = { complex: {}, simple: {} };
  const phases: SchemaData['phases'] = {};
  for (const [phase, table] of tables) phases[phase] = { root: table.root, complex: {}, simple: {} };
  for (const kind of ['complex', 'simple'] as const) {
    const names = new Set(tables.flatMap(([, table]) => Object.keys(table[kind])));
    for (const name of [...names].sort()) {
      const versions = tables
        .map(([, table]) => table[kind][name])
        .filter((v) => v !== undefined)
        .map((v) => JSON.stringify(v));
      const same = versions.every((v) => v === versions[0]);
      for (const [phase, table] of tables) {
        const value = table[kind][name];
        if (value === undefined) continue;
        if (same) (shared[kind] as Record<string, unknown>)[name] = value;
        else (phases[phase]?.[kind] as Record<string, unknown>)[name] = value;
      }
    }
  }
  return { shared, phases };
}
