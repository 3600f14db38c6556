import type { ValidationProblem } from '@vendoc/calculation/problems';
import type { Calculation, CalculationComponent, ComponentKind, CostType } from '@vendoc/calculation/types';
import { COST_TYPES } from '@vendoc/calculation/types';
import type { CalculationComponentView, CalculationView } from '@vendoc/contract/service-catalogs';
import { decimalEquals } from '@vendoc/money/decimal';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import {
  type DecimalProblem,
  type DecimalRules,
  readGermanDecimal,
} from '../../../../lib/format/german-input';
import { AMOUNT_RULES, PERCENT_RULES, UNIT_COST_RULES } from './decimal-rules';

/**
 * A calculation as the sheet edits it: one flat row shape for every kind (so a row can change its kind without
 * being rebuilt) and numbers as the German text typed. `readCalculationDraft` turns it into the wire calculation.
 */
export interface ComponentDraft {
  id: string;
  kind: ComponentKind;
  /** Article components: the chosen article, '' while none is chosen. */
  articleId: string;
  /** Labour components: the wage rate, '' while none is chosen. */
  wageRateId: string;
  /** Article, equipment and subcontractor quantity per unit of the position. */
  quantity: string;
  /** Labour minutes per unit of the position. */
  minutes: string;
  /** Equipment and subcontractor: what it is. */
  description: string;
  /** Equipment and subcontractor: cost per quantity. */
  unitCost: string;
  /** Article and labour: a remark (e.g. the activity of a labour line). */
  note: string;
}

export interface CalculationDraft {
  components: ComponentDraft[];
  markups: Record<CostType, string>;
}

/**
 * Why a draft field cannot be saved: a missing choice or value, a bad number, a text too long, or a problem
 * @vendoc/calculation's validation found (`rule`, with its code and German message).
 */
export type DraftProblem =
  DecimalProblem | 'required' | 'articleRequired' | 'wageRateRequired' | 'tooLong' | 'rule';

/** A problem at a path relative to the draft ("components.2.quantity", "markups.labour"). */
export interface DraftIssue {
  path: string;
  problem: DraftProblem;
  /** For `tooManyDecimals`: the places allowed. */
  scale?: number;
  /** For `tooLong`: the characters allowed. */
  max?: number;
  /** For `rule`: the validation's code (translated when known) and its German message. */
  code?: string;
  message?: string;
  params?: Record<string, string>;
}

/**
 * A validation problem of @vendoc/calculation as a draft issue below `prefix` ("calculation"); without a prefix
 * at the problem's own path (the parameters' problems are located as the form names its fields).
 */
export function ruleIssue(problem: ValidationProblem, prefix = ''): DraftIssue {
  return {
    path: prefix === '' ? problem.path : `${prefix}.${problem.path}`,
    problem: 'rule',
    code: problem.code,
    message: problem.message,
    params: problem.params,
  };
}

/** A fresh id for a component (unique within its position; not a secret, so no crypto is needed). */
export function newComponentId(): string {
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** An empty line of the given kind. */
export function newComponentDraft(kind: ComponentKind, id: string = newComponentId()): ComponentDraft {
  return {
    id,
    kind,
    articleId: '',
    wageRateId: '',
    quantity: kind === 'labour' ? '' : '1',
    minutes: '',
    description: '',
    unitCost: '',
    note: '',
  };
}

/** A saved component as a draft row. */
export function componentToDraft(component: CalculationComponentView): ComponentDraft {
  const draft = newComponentDraft(component.kind, component.id);
  switch (component.kind) {
    case 'article':
      return {
        ...draft,
        articleId: component.articleId,
        quantity: toGermanInput(component.quantity),
        note: component.note ?? '',
      };
    case 'labour':
      return {
        ...draft,
        wageRateId: component.wageRateId,
        minutes: toGermanInput(component.minutes),
        note: component.note ?? '',
      };
    case 'equipment':
    case 'subcontractor':
      return {
        ...draft,
        description: component.description,
        quantity: toGermanInput(component.quantity),
        unitCost: toGermanInput(component.unitCost, 2),
      };
  }
}

/** A saved calculation as a draft. */
export function calculationToDraft(calculation: CalculationView): CalculationDraft {
  return {
    components: calculation.components.map(componentToDraft),
    markups: {
      material: toGermanInput(calculation.markups.material),
      labour: toGermanInput(calculation.markups.labour),
      equipment: toGermanInput(calculation.markups.equipment),
      subcontractor: toGermanInput(calculation.markups.subcontractor),
    },
  };
}

export interface DraftReading<T> {
  /** The wire value; bad or missing numbers read as 0 so the sheet can still be computed while typing. */
  value: T;
  /** Empty when `value` can be saved as it is. */
  issues: DraftIssue[];
}

/** Reads one number of a draft: empty counts as 0 for the live sheet but is `required` for saving. */
function readNumber(text: string, rules: DecimalRules, path: string, issues: DraftIssue[]): string {
  const reading = readGermanDecimal(text, rules);
  if (!reading.ok) {
    issues.push({ path, problem: reading.problem, scale: rules.scale });
    return '0';
  }
  if (reading.value === null) {
    issues.push({ path, problem: 'required' });
    return '0';
  }
  return reading.value;
}

function optionalNote(note: string): { note?: string } {
  const trimmed = note.trim();
  return trimmed === '' ? {} : { note: trimmed };
}

/** Draft rows as wire components; `pathPrefix` locates the issues ("components", "groups.0.options.1.effect.components"). */
export function readComponentDrafts(
  drafts: readonly ComponentDraft[],
  pathPrefix: string,
): DraftReading<CalculationComponent[]> {
  const issues: DraftIssue[] = [];
  const components = drafts.map((draft, index): CalculationComponent => {
    const path = `${pathPrefix}.${index}`;
    switch (draft.kind) {
      case 'article':
        if (draft.articleId === '') issues.push({ path: `${path}.articleId`, problem: 'articleRequired' });
        return {
          id: draft.id,
          kind: 'article',
          articleId: draft.articleId,
          quantity: readNumber(draft.quantity, AMOUNT_RULES, `${path}.quantity`, issues),
          ...optionalNote(draft.note),
        };
      case 'labour':
        if (draft.wageRateId === '') issues.push({ path: `${path}.wageRateId`, problem: 'wageRateRequired' });
        return {
          id: draft.id,
          kind: 'labour',
          wageRateId: draft.wageRateId,
          minutes: readNumber(draft.minutes, AMOUNT_RULES, `${path}.minutes`, issues),
          ...optionalNote(draft.note),
        };
      case 'equipment':
      case 'subcontractor':
        if (draft.description.trim() === '')
          issues.push({ path: `${path}.description`, problem: 'required' });
        return {
          id: draft.id,
          kind: draft.kind,
          description: draft.description.trim(),
          quantity: readNumber(draft.quantity, AMOUNT_RULES, `${path}.quantity`, issues),
          unitCost: readNumber(draft.unitCost, UNIT_COST_RULES, `${path}.unitCost`, issues),
        };
    }
  });
  return { value: components, issues };
}

/** The draft as a wire calculation, with what keeps it from being saved. An empty markup is 0 %. */
export function readCalculationDraft(draft: CalculationDraft): DraftReading<Calculation> {
  const { value: components, issues } = readComponentDrafts(draft.components, 'components');
  const markups = {} as Record<CostType, string>;
  for (const costType of COST_TYPES) {
    const reading = readGermanDecimal(draft.markups[costType], PERCENT_RULES);
    if (reading.ok) markups[costType] = reading.value ?? '0';
    else {
      issues.push({ path: `markups.${costType}`, problem: reading.problem, scale: PERCENT_RULES.scale });
      markups[costType] = '0';
    }
  }
  return { value: { components, markups }, issues };
}

function sameComponent(a: CalculationComponent, b: CalculationComponentView): boolean {
  if (a.id !== b.id || a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'article':
      return (
        b.kind === 'article' &&
        a.articleId === b.articleId &&
        decimalEquals(a.quantity, b.quantity) &&
        (a.note ?? '') === (b.note ?? '')
      );
    case 'labour':
      return (
        b.kind === 'labour' &&
        a.wageRateId === b.wageRateId &&
        decimalEquals(a.minutes, b.minutes) &&
        (a.note ?? '') === (b.note ?? '')
      );
    case 'equipment':
    case 'subcontractor':
      return (
        b.kind === a.kind &&
        a.description === b.description &&
        decimalEquals(a.quantity, b.quantity) &&
        decimalEquals(a.unitCost, b.unitCost)
      );
  }
}

/** Whether an edited calculation prices like the saved one (then the server's sheet is the one to show). */
export function sameCalculation(edited: Calculation, saved: CalculationView): boolean {
  return (
    edited.components.length === saved.components.length &&
    edited.components.every((component, index) => {
      const other = saved.components[index];
      return other !== undefined && sameComponent(component, other);
    }) &&
    COST_TYPES.every((costType) => decimalEquals(edited.markups[costType], saved.markups[costType]))
  );
}
