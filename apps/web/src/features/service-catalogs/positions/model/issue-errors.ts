import type { TFunction } from 'i18next';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { DraftIssue } from './calculation-draft';

/** Codes of @vendoc/calculation's validation that have a translation under `rules.*`. */
const TRANSLATED_RULES = new Set([
  'markupBelowMinus100',
  'duplicateComponentId',
  'emptyGroup',
  'severalDefaults',
  'duplicateOptionId',
  'duplicateGroupId',
  'unknownOption',
  'exclusionInOneGroup',
  'exclusionOfDefaults',
  'unknownComponent',
  'componentReplacedTwice',
  'negative',
  'notDecimal',
]);

/** Parameters of validation messages that hold ids of groups, options or components (shown by their names). */
const ID_PARAMS = new Set(['group', 'first', 'second', 'optionId', 'componentId']);

/** Names groups, options and components by id in messages; ids it does not know stay as they are. */
export type NameOf = (id: string) => string | undefined;

/**
 * The message of an issue in the user's language (the validation's own German text for an unknown rule). Ids in
 * a rule's parameters are replaced by names through `nameOf`, cost types by their translated names.
 */
export function issueMessage(t: TFunction, issue: DraftIssue, nameOf?: NameOf): string {
  if (issue.problem !== 'rule') return t(`input.${issue.problem}`, { scale: issue.scale, max: issue.max });
  if (issue.code === undefined || !TRANSLATED_RULES.has(issue.code))
    return issue.message ?? t('input.invalid');
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (key === 'costType') params[key] = t(`costTypes.${value}`);
    else params[key] = ID_PARAMS.has(key) ? (nameOf?.(value) ?? value) : value;
  }
  return t(`rules.${issue.code}`, { ...params, defaultValue: issue.message });
}

/** Issues as react-hook-form errors at their paths (the first issue of a field wins). */
export function issuesToErrors<T extends FieldValues>(
  t: TFunction,
  issues: readonly DraftIssue[],
  nameOf?: NameOf,
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    if (seen.has(issue.path)) continue;
    seen.add(issue.path);
    set(errors, issue.path, { type: issue.problem, message: issueMessage(t, issue, nameOf) });
  }
  return errors;
}

/**
 * A resolver that reads the form's text values into the request body with `read`; the body is what submit
 * handlers get, the issues become field errors in the user's language.
 */
export function draftResolver<Values extends FieldValues, Output>(
  t: TFunction,
  read: (values: Values) => { output: Output; issues: readonly DraftIssue[]; nameOf?: NameOf },
): Resolver<Values, unknown, Output> {
  return (values) => {
    const { output, issues, nameOf } = read(values);
    if (issues.length === 0) return { values: output, errors: {} };
    return { values: {}, errors: issuesToErrors<Values>(t, issues, nameOf) };
  };
}
