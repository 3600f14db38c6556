import type { VariantEffect, VariantGroup, Variants } from '@vendoc/calculation/types';
import { validateVariants } from '@vendoc/calculation/validate-variants';
import type { CalculationView, VariantsView } from '@vendoc/contract/service-catalogs';
import {
  componentToDraft,
  readComponentDrafts,
  ruleIssue,
  type ComponentDraft,
  type DraftIssue,
} from '../../positions/model/calculation-draft';
import { toGermanInput } from '../../../../lib/format/decimal-format';
import { type DecimalRules, readGermanDecimal } from '../../../../lib/format/german-input';
import { PER_UNIT_RULES, PERCENT_RULES } from '../../positions/model/decimal-rules';
import type { NameOf } from '../../positions/model/issue-errors';

/** An option's price effect as edited: every kind's fields at once, so switching the kind loses nothing. */
export interface EffectDraft {
  kind: VariantEffect['kind'];
  /** € per unit of the position (perUnit), German text. */
  amount: string;
  /** Percent of the base price (percent), German text. */
  percent: string;
  /** Ids of the calculation's components the option replaces (replaceComponents). */
  replaces: string[];
  /** What the option puts in their place (replaceComponents). */
  components: ComponentDraft[];
}

export interface OptionDraft {
  id: string;
  name: string;
  textAddition: string;
  isDefault: boolean;
  effect: EffectDraft;
}

export interface GroupDraft {
  id: string;
  name: string;
  options: OptionDraft[];
}

/** "first schließt second aus"; '' while a side is not chosen. */
export interface ExclusionDraft {
  first: string;
  second: string;
}

export interface VariantsFormValues {
  groups: GroupDraft[];
  exclusions: ExclusionDraft[];
}

/** The contract's text limits of groups and options. */
export const VARIANT_LIMITS = { name: 100, textAddition: 2000 } as const;

/** A fresh id for a group or option (unique within the position; `prefix` only helps reading the data). */
export function newVariantId(prefix: 'g' | 'o'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const NO_EFFECT: EffectDraft = { kind: 'none', amount: '', percent: '', replaces: [], components: [] };

export function newOptionDraft(isDefault = false): OptionDraft {
  return { id: newVariantId('o'), name: '', textAddition: '', isDefault, effect: { ...NO_EFFECT } };
}

/** A new group with one option, the default (most groups have a standard choice). */
export function newGroupDraft(): GroupDraft {
  return { id: newVariantId('g'), name: '', options: [newOptionDraft(true)] };
}

function effectToDraft(effect: VariantEffect): EffectDraft {
  switch (effect.kind) {
    case 'none':
      return { ...NO_EFFECT };
    case 'perUnit':
      return { ...NO_EFFECT, kind: 'perUnit', amount: toGermanInput(effect.amount, 2) };
    case 'percent':
      return { ...NO_EFFECT, kind: 'percent', percent: toGermanInput(effect.percent) };
    case 'replaceComponents':
      return {
        ...NO_EFFECT,
        kind: 'replaceComponents',
        replaces: [...effect.replaces],
        components: effect.components.map(componentToDraft),
      };
  }
}

/** The saved variants as the editor's values. */
export function variantsToDraft(variants: VariantsView): VariantsFormValues {
  return {
    groups: variants.groups.map((group) => ({
      id: group.id,
      name: group.name,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        textAddition: option.textAddition,
        isDefault: option.isDefault,
        effect: effectToDraft(option.effect),
      })),
    })),
    exclusions: variants.exclusions.map(([first, second]) => ({ first, second })),
  };
}

function checkName(value: string, path: string, max: number, issues: DraftIssue[]): string {
  const trimmed = value.trim();
  if (trimmed === '') issues.push({ path, problem: 'required' });
  else if (trimmed.length > max) issues.push({ path, problem: 'tooLong', max });
  return trimmed;
}

function readSignedDecimal(text: string, rules: DecimalRules, path: string, issues: DraftIssue[]): string {
  const reading = readGermanDecimal(text, rules);
  if (!reading.ok) issues.push({ path, problem: reading.problem, scale: rules.scale });
  else if (reading.value === null) issues.push({ path, problem: 'required' });
  return reading.ok && reading.value !== null ? reading.value : '0';
}

function readEffect(effect: EffectDraft, path: string, issues: DraftIssue[]): VariantEffect {
  switch (effect.kind) {
    case 'none':
      return { kind: 'none' };
    case 'perUnit':
      return {
        kind: 'perUnit',
        amount: readSignedDecimal(effect.amount, PER_UNIT_RULES, `${path}.amount`, issues),
      };
    case 'percent':
      return {
        kind: 'percent',
        percent: readSignedDecimal(effect.percent, PERCENT_RULES, `${path}.percent`, issues),
      };
    case 'replaceComponents': {
      const components = readComponentDrafts(effect.components, `${path}.components`);
      issues.push(...components.issues);
      return { kind: 'replaceComponents', replaces: [...effect.replaces], components: components.value };
    }
  }
}

/**
 * Where the editor shows a problem @vendoc/calculation's validation (or the server) reports: a rule's pair at
 * its second choice, a side of a rule at that side, a replaced component at the list of replaced components.
 */
export function variantFieldPath(path: string): string {
  const unprefixed = path.startsWith('variants.') ? path.slice('variants.'.length) : path;
  const exclusion = /^exclusions\.(\d+)(?:\.([01]))?$/.exec(unprefixed);
  if (exclusion) return `exclusions.${exclusion[1]}.${exclusion[2] === '0' ? 'first' : 'second'}`;
  const replaced = /^(groups\.\d+\.options\.\d+\.effect\.replaces)\.\d+$/.exec(unprefixed);
  if (replaced?.[1] !== undefined) return replaced[1];
  return unprefixed;
}

/**
 * The editor's values as the contract's variants, with every problem that keeps them from being saved: empty
 * names and bad numbers first, then (once those are right) the rules of validateVariants against the position's
 * calculation: one default per group, exclusions between options of different groups and never of two defaults,
 * replaced components that exist. `nameOf` names groups, options and components in the messages.
 */
export function readVariantsDraft(
  values: VariantsFormValues,
  calculation: CalculationView,
  componentLabels: ReadonlyMap<string, string>,
): { variants: Variants; issues: DraftIssue[]; nameOf: NameOf } {
  const issues: DraftIssue[] = [];
  const groups = values.groups.map((group, groupIndex): VariantGroup => {
    const groupPath = `groups.${groupIndex}`;
    return {
      id: group.id,
      name: checkName(group.name, `${groupPath}.name`, VARIANT_LIMITS.name, issues),
      options: group.options.map((option, optionIndex) => {
        const path = `${groupPath}.options.${optionIndex}`;
        const textAddition = option.textAddition.trim();
        if (textAddition.length > VARIANT_LIMITS.textAddition) {
          issues.push({ path: `${path}.textAddition`, problem: 'tooLong', max: VARIANT_LIMITS.textAddition });
        }
        return {
          id: option.id,
          name: checkName(option.name, `${path}.name`, VARIANT_LIMITS.name, issues),
          textAddition,
          isDefault: option.isDefault,
          effect: readEffect(option.effect, `${path}.effect`, issues),
        };
      }),
    };
  });
  const exclusions = values.exclusions.map((pair, index): [string, string] => {
    if (pair.first === '') issues.push({ path: `exclusions.${index}.first`, problem: 'required' });
    if (pair.second === '') issues.push({ path: `exclusions.${index}.second`, problem: 'required' });
    return [pair.first, pair.second];
  });
  const variants: Variants = { groups, exclusions };

  const names = new Map<string, string>(componentLabels);
  for (const group of values.groups) {
    names.set(group.id, group.name.trim());
    for (const option of group.options) names.set(option.id, option.name.trim());
  }
  if (issues.length === 0) {
    for (const problem of validateVariants(variants, calculation)) {
      const issue = ruleIssue(problem, 'variants');
      issues.push({ ...issue, path: variantFieldPath(issue.path) });
    }
  }
  return { variants, issues, nameOf: (id) => names.get(id) || undefined };
}
