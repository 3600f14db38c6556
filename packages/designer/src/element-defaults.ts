import type {
  ElementOfKind,
  ElementStyle,
  TemplateElement,
  TemplateElementKind,
  Visibility,
} from '@vendoc/contract/document-template-elements';

/** The look of a new element: 10 pt sans, black, left aligned, no border or fill. */
export const DEFAULT_STYLE: ElementStyle = {
  fontFamily: 'sans',
  fontSize: 10,
  fontWeight: 'normal',
  italic: false,
  color: '#000000',
  align: 'left',
  lineHeight: 1.2,
  border: null,
  fill: null,
};

/** Shown on every page for every client. */
export const ALWAYS_VISIBLE: Visibility = { pages: 'always', clients: 'always', field: null };

/** What every element has besides its kind: placed at x, y with a size, unrotated, unlocked, always visible. */
export interface ElementBase {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  z: number;
  locked: boolean;
  visibility: Visibility;
  style: ElementStyle;
}

type KindProps<K extends TemplateElementKind> = Omit<ElementOfKind<K>, keyof ElementBase | 'kind'>;

/** The kind-specific properties of a new element of each kind (what the palette inserts). */
export const DEFAULT_PROPS: { [K in TemplateElementKind]: KindProps<K> } = {
  text: { runs: [{ text: 'Text', bold: false, italic: false }] },
  field: { path: 'document.number', format: 'text', label: '' },
  image: { source: { type: 'companyLogo' }, fit: 'contain' },
  line: { thickness: 0.3, dash: 'solid' },
  rectangle: { cornerRadius: 0 },
  addressWindow: {
    form: 'B',
    returnAddress:
      '{{company.name}} · {{company.address.street}} · {{company.address.postalCode}} {{company.address.city}}',
    recipient:
      '{{client.name}}\n{{client.address.street}}\n{{client.address.postalCode}} {{client.address.city}}',
  },
  foldMarks: {
    marks: [
      { type: 'fold', y: 105 },
      { type: 'hole', y: 148.5 },
      { type: 'fold', y: 210 },
    ],
  },
  positionsTable: {
    columns: [
      { key: 'oz', label: 'Pos.', width: 20, align: 'left' },
      { key: 'shortText', label: 'Leistung', width: 75, align: 'left' },
      { key: 'quantity', label: 'Menge', width: 20, align: 'right' },
      { key: 'unit', label: 'Einheit', width: 15, align: 'left' },
      { key: 'unitPrice', label: 'EP €', width: 20, align: 'right' },
      { key: 'total', label: 'GP €', width: 25, align: 'right' },
    ],
    repeatHeader: true,
    titleSubtotals: true,
    carryOver: true,
    headerFill: '#eeeeee',
  },
  totals: { rows: ['net', 'vatPerRate', 'gross'], labelWidth: 50 },
  pageNumber: { pattern: 'Seite {page} von {pages}' },
  qrCode: { content: { type: 'epcGiroCode' } },
  signature: { label: 'Unterschrift', imagePath: null, showDate: true },
  freeTable: {
    columns: [
      { width: 40, align: 'left' },
      { width: 40, align: 'left' },
    ],
    headerRows: 0,
    rows: [['', '']],
  },
};

/** Typical size in mm of a new element of each kind. */
const DEFAULT_SIZE: { [K in TemplateElementKind]: { width: number; height: number } } = {
  text: { width: 80, height: 10 },
  field: { width: 60, height: 6 },
  image: { width: 50, height: 20 },
  line: { width: 80, height: 0 },
  rectangle: { width: 50, height: 30 },
  addressWindow: { width: 85, height: 45 },
  foldMarks: { width: 5, height: 297 },
  positionsTable: { width: 175, height: 100 },
  totals: { width: 80, height: 25 },
  pageNumber: { width: 40, height: 5 },
  qrCode: { width: 30, height: 30 },
  signature: { width: 70, height: 20 },
  freeTable: { width: 80, height: 10 },
};

/**
 * A new element of a kind with defaults for everything not given (the palette's "insert", starters, migrations).
 * Nested props given in `overrides` replace the default as a whole.
 */
export function createElement<K extends TemplateElementKind>(
  kind: K,
  overrides: Partial<Omit<ElementOfKind<K>, 'kind'>> & { id: string },
): ElementOfKind<K> {
  const base: ElementBase = {
    id: overrides.id,
    name: '',
    x: 0,
    y: 0,
    ...DEFAULT_SIZE[kind],
    rotation: 0,
    z: 0,
    locked: false,
    visibility: ALWAYS_VISIBLE,
    style: DEFAULT_STYLE,
  };
  // The spread of a generic kind's props is not provably the union member of that kind.
  const element: unknown = { ...base, kind, ...DEFAULT_PROPS[kind], ...overrides };
  return structuredClone(element) as ElementOfKind<K>;
}

/** The element with a changed style (only the given style properties). */
export function withStyle<E extends TemplateElement>(element: E, style: Partial<ElementStyle>): E {
  return { ...element, style: { ...element.style, ...style } };
}
