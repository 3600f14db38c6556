/**
 * Data shapes of a catalog position's calculation (Kalkulation) and variants (Varianten). The zod contract in
 * packages/contract mirrors them; decimals are wire strings ("12.5"), never JS numbers.
 */

/** What a component costs the company, each with its own markup (Zuschlag). */
export type CostType = 'material' | 'labour' | 'equipment' | 'subcontractor';

/** The cost types in the order a calculation sheet lists them. */
export const COST_TYPES: readonly CostType[] = ['material', 'labour', 'equipment', 'subcontractor'];

/** One ingredient of a position's unit price: an article (material), labour minutes, equipment or a subcontractor. */
export type CalculationComponent =
  | { id: string; kind: 'article'; articleId: string; quantity: string; note?: string }
  | { id: string; kind: 'labour'; wageRateId: string; minutes: string; note?: string }
  | { id: string; kind: 'equipment'; description: string; quantity: string; unitCost: string }
  | { id: string; kind: 'subcontractor'; description: string; quantity: string; unitCost: string };

/** The kind of a component. */
export type ComponentKind = CalculationComponent['kind'];

/** Components per unit of the position plus a markup percent per cost type (e.g. { material: '15', … }). */
export interface Calculation {
  components: CalculationComponent[];
  markups: Record<CostType, string>;
}

/** An article's purchase price: `purchasePrice` per `priceUnit` units ('1' | '10' | '100' | '1000'). */
export interface ArticlePrice {
  purchasePrice: string | null;
  priceUnit: string;
  label?: string;
  unit?: string;
}

/** A wage rate (Verrechnungslohn) in € per hour. */
export interface WageRatePrice {
  hourlyRate: string;
  label?: string;
}

/** Current prices of the articles and wage rates a calculation refers to, looked up by id. */
export interface PriceInputs {
  articles: ReadonlyMap<string, ArticlePrice>;
  wageRates: ReadonlyMap<string, WageRatePrice>;
}

/** How choosing a variant option changes the position's price. */
export type VariantEffect =
  | { kind: 'none' }
  /** Adds `amount` € per unit of the position (may be negative). */
  | { kind: 'perUnit'; amount: string }
  /** Adds `percent` % of the base price (may be negative). */
  | { kind: 'percent'; percent: string }
  /** Removes the components `replaces` (ids of the calculation) and adds `components` instead. */
  | { kind: 'replaceComponents'; replaces: string[]; components: CalculationComponent[] };

/** One option of a variant group (e.g. "RAL 9016" of "Farbe"); `textAddition` is appended to the position text. */
export interface VariantOption {
  id: string;
  name: string;
  textAddition: string;
  effect: VariantEffect;
  isDefault: boolean;
}

/** A choice of the position (e.g. colour, glazing): at most one option is chosen per group. */
export interface VariantGroup {
  id: string;
  name: string;
  options: VariantOption[];
}

/** A position's variant groups and pairs of option ids that must not be chosen together. */
export interface Variants {
  groups: VariantGroup[];
  exclusions: Array<[string, string]>;
}
