/**
 * Compact form of what the writer needs to know from the official GAEB XSDs (generated into
 * gaeb-schema.generated.ts by xsd-extract.ts, checked by a test): per complex type the children in schema order,
 * the attributes and the kind of content; per simple type the facets.
 */
export interface ComplexTypeData {
  /** Children in schema order: "Name:type" separated by spaces, "?" appended when optional. */
  c?: string;
  /** Attributes: "name:type" separated by spaces, "!" appended when required. */
  a?: string;
  /** Content: absent = elements only, "s:<simpleType>" = simple content, "m" = mixed, "x" = empty. */
  t?: string;
}

export interface SimpleTypeData {
  /** Built-in base type (XSD local name: string, normalizedString, token, decimal, integer, date, …). */
  b: string;
  e?: string[];
  len?: number;
  min?: number;
  max?: number;
  p?: string[];
  td?: number;
  fd?: number;
  minI?: string;
  maxI?: string;
  /** Member types of a union. */
  u?: string[];
}

export interface TypeTable {
  complex: Record<string, ComplexTypeData>;
  simple: Record<string, SimpleTypeData>;
}

export interface SchemaData {
  /** Types identical in every phase. */
  shared: TypeTable;
  /** Phase-specific types (restrictions in the phase's XSD), by phase ("83", "84", "86"). */
  phases: Record<string, TypeTable & { root: string }>;
}
