/**
 * Problems found when validating a calculation, variants or a selection. `path` is dot-separated like the
 * `errors` of the API's problem details ("components.2.quantity"); `message` is German, for the user as is;
 * `code` and `params` let the client show the message in another language.
 */

/** What is wrong. */
export type ProblemCode =
  // calculation
  | 'notDecimal'
  | 'negative'
  | 'duplicateComponentId'
  | 'missingMarkup'
  | 'markupBelowMinus100'
  // variants
  | 'duplicateGroupId'
  | 'emptyGroup'
  | 'severalDefaults'
  | 'duplicateOptionId'
  | 'unknownOption'
  | 'exclusionInOneGroup'
  | 'exclusionOfDefaults'
  | 'unknownComponent'
  | 'componentReplacedTwice'
  // selection
  | 'twoOptionsInGroup'
  | 'excludedPair'
  // parameters and configurations
  | 'parameterName'
  | 'duplicateParameter'
  | 'parameterLabel'
  | 'parameterStep'
  | 'parameterRange'
  | 'parameterDefault'
  | 'formula'
  | 'unknownParameter'
  | 'outOfRange'
  | 'formulaResult';

/** One problem, located by its field path. */
export interface ValidationProblem {
  path: string;
  code: ProblemCode;
  message: string;
  params: Record<string, string>;
}

/** Builds a problem (keeps call sites to one line each). */
export function problem(
  path: string,
  code: ProblemCode,
  message: string,
  params: Record<string, string> = {},
): ValidationProblem {
  return { path, code, message, params };
}
