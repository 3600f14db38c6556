import { problem, type ValidationProblem } from './problems';
import type { VariantGroup, VariantOption, Variants } from './types';

/** What a group ends up with: the chosen option, else its default, else none. */
export interface SelectedGroup {
  groupId: string;
  optionId: string | null;
  source: 'chosen' | 'default' | 'none';
}

/** The resolved selection (one entry per group, in group order), or why the chosen options cannot be combined. */
export type SelectionResult =
  { ok: true; selection: SelectedGroup[] } | { ok: false; errors: ValidationProblem[] };

/** Thrown by priceWithOptions when the chosen options cannot be combined; `errors` as resolveSelection gives. */
export class VariantSelectionError extends Error {
  override readonly name = 'VariantSelectionError';
  constructor(readonly errors: readonly ValidationProblem[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

interface OptionEntry {
  group: VariantGroup;
  option: VariantOption;
}

/** Options by id (the first one wins if an id repeats, which validateVariants reports). */
export function indexOptions(variants: Variants): Map<string, OptionEntry> {
  const index = new Map<string, OptionEntry>();
  for (const group of variants.groups) {
    for (const option of group.options) if (!index.has(option.id)) index.set(option.id, { group, option });
  }
  return index;
}

/**
 * Resolves the options a user chose (`chosenOptionIds`, repeats ignored) to one option or none per group: a group
 * without a chosen option takes its default (the first, should there be several), or none. Errors: an unknown
 * option id, two options of one group, or an excluded pair in the result, a default included (the user then
 * has to choose another option of that group; silently dropping a default would change the position unasked).
 */
export function resolveSelection(variants: Variants, chosenOptionIds: readonly string[]): SelectionResult {
  const index = indexOptions(variants);
  const errors: ValidationProblem[] = [];
  const chosenByGroup = new Map<string, { optionId: string; position: number }>();
  chosenOptionIds.forEach((optionId, position) => {
    const path = `chosenOptionIds.${position}`;
    const entry = index.get(optionId);
    if (entry === undefined) {
      errors.push(problem(path, 'unknownOption', `Die Option „${optionId}“ gibt es nicht`, { optionId }));
      return;
    }
    const earlier = chosenByGroup.get(entry.group.id);
    if (earlier === undefined) {
      chosenByGroup.set(entry.group.id, { optionId, position });
    } else if (earlier.optionId !== optionId) {
      const first = index.get(earlier.optionId)?.option.name ?? earlier.optionId;
      errors.push(
        problem(
          path,
          'twoOptionsInGroup',
          `„${first}“ und „${entry.option.name}“ gehören beide zur Gruppe „${entry.group.name}“: ` +
            'je Gruppe ist nur eine Option möglich',
          { first: earlier.optionId, second: optionId, group: entry.group.id },
        ),
      );
    }
  });
  if (errors.length > 0) return { ok: false, errors };

  const selection = variants.groups.map((group): SelectedGroup => {
    const chosen = chosenByGroup.get(group.id);
    if (chosen !== undefined) return { groupId: group.id, optionId: chosen.optionId, source: 'chosen' };
    const fallback = group.options.find((option) => option.isDefault);
    return fallback === undefined
      ? { groupId: group.id, optionId: null, source: 'none' }
      : { groupId: group.id, optionId: fallback.id, source: 'default' };
  });

  const selected = new Map(
    selection.flatMap((entry) => (entry.optionId === null ? [] : [[entry.optionId, entry]])),
  );
  for (const [a, b] of variants.exclusions) {
    const first = selected.get(a);
    const second = selected.get(b);
    if (first === undefined || second === undefined || a === b) continue;
    const describe = (id: string, entry: SelectedGroup) =>
      `„${index.get(id)?.option.name ?? id}“${entry.source === 'default' ? ' (Vorgabe)' : ''}`;
    const positions = [a, b].map((id) => chosenByGroup.get(index.get(id)?.group.id ?? '')?.position ?? -1);
    const latest = Math.max(...positions);
    errors.push(
      problem(
        latest < 0 ? 'chosenOptionIds' : `chosenOptionIds.${latest}`,
        'excludedPair',
        `${describe(a, first)} und ${describe(b, second)} schließen sich aus`,
        { first: a, second: b },
      ),
    );
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, selection };
}

/** The selected options in group order. */
export function selectedOptions(variants: Variants, selection: readonly SelectedGroup[]): VariantOption[] {
  const index = indexOptions(variants);
  return selection.flatMap((entry) => {
    const option = entry.optionId === null ? undefined : index.get(entry.optionId)?.option;
    return option === undefined ? [] : [option];
  });
}
