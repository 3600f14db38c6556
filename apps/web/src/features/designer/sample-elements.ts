import type { DesignerElement } from '@vendoc/designer/designer-reducer';

/** A designer element as this minimal editor shows it: a kind and a label besides the id. */
export interface LabelledElement extends DesignerElement {
  readonly kind: 'text' | 'image' | 'line';
  readonly label: string;
}

/** Whether a context element carries the fields this editor shows. */
export function isLabelledElement(element: DesignerElement): element is LabelledElement {
  const record = element as Partial<LabelledElement>;
  return typeof record.label === 'string' && typeof record.kind === 'string';
}

let counter = 0;

/** A new element with an id unique within this page session. */
export function createElement(kind: LabelledElement['kind'], label: string): LabelledElement {
  counter += 1;
  return { id: `element-${Date.now().toString(36)}-${counter}`, kind, label };
}

/** The elements a new template starts with. */
export function sampleElements(): LabelledElement[] {
  return [
    { id: 'letterhead', kind: 'image', label: 'Briefkopf' },
    { id: 'address', kind: 'text', label: 'Anschrift' },
    { id: 'separator', kind: 'line', label: 'Trennlinie' },
  ];
}
