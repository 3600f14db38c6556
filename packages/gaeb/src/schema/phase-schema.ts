import { GAEB_SCHEMA_3_3 } from './gaeb-schema.generated';
import type { SchemaData, SimpleTypeData } from './schema-types';

/** A child element a complex type allows. */
export interface ChildRule {
  name: string;
  type: string;
  optional: boolean;
  /** Position in the schema's order; children of one repeated group share a rank. */
  rank: number;
}

export interface AttributeRule {
  type: string;
  required: boolean;
}

export interface ComplexRule {
  children: Map<string, ChildRule>;
  attributes: Map<string, AttributeRule>;
  content: 'elements' | 'simple' | 'mixed' | 'empty';
  /** Type of the text for simple content. */
  simpleType: string | null;
}

/** The schema of one exchange phase: complex types by name (parsed on demand) and simple types. */
export interface PhaseSchema {
  phase: string;
  rootType: string;
  complex(name: string): ComplexRule | undefined;
  simple(name: string): SimpleTypeData | undefined;
}

/** Phases with official XSDs in the table (the phases VenDoc writes). */
export const SCHEMA_PHASES = ['81', '83', '84', '86', '89'] as const;
export type SchemaPhase = (typeof SCHEMA_PHASES)[number];

const cache = new Map<string, PhaseSchema>();

/** The GAEB DA XML 3.3 schema of a phase (81, 83, 84, 86 or 89), built from the generated table. */
export function phaseSchema(phase: SchemaPhase, data: SchemaData = GAEB_SCHEMA_3_3): PhaseSchema {
  const cached = data === GAEB_SCHEMA_3_3 ? cache.get(phase) : undefined;
  if (cached) return cached;
  const table = data.phases[phase];
  if (table === undefined) throw new Error(`no schema for phase ${phase}`);
  const parsed = new Map<string, ComplexRule>();
  const schema: PhaseSchema = {
    phase,
    rootType: table.root,
    complex(name) {
      const hit = parsed.get(name);
      if (hit) return hit;
      const raw = table.complex[name] ?? data.shared.complex[name];
      if (raw === undefined) return undefined;
      const rule = parseComplex(raw.c ?? '', raw.a ?? '', raw.t);
      parsed.set(name, rule);
      return rule;
    },
    simple: (name) => table.simple[name] ?? data.shared.simple[name],
  };
  if (data === GAEB_SCHEMA_3_3) cache.set(phase, schema);
  return schema;
}

function parseComplex(c: string, a: string, t: string | undefined): ComplexRule {
  const children = new Map<string, ChildRule>();
  c.split(' ')
    .filter(Boolean)
    .forEach((group, rank) => {
      for (const entry of group.split(',')) {
        const optional = entry.endsWith('?');
        const [name = '', type = ''] = (optional ? entry.slice(0, -1) : entry).split(':');
        children.set(name, { name, type, optional, rank });
      }
    });
  const attributes = new Map<string, AttributeRule>();
  for (const entry of a.split(' ').filter(Boolean)) {
    const required = entry.endsWith('!');
    const [name = '', ...type] = (required ? entry.slice(0, -1) : entry).split(':');
    attributes.set(name, { type: type.join(':'), required });
  }
  if (t === undefined) return { children, attributes, content: 'elements', simpleType: null };
  if (t.startsWith('s:')) return { children, attributes, content: 'simple', simpleType: t.slice(2) };
  return { children, attributes, content: t === 'm' ? 'mixed' : 'empty', simpleType: null };
}
