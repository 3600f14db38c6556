import type { Configuration } from '@vendoc/contract/configurations';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import type { ProblemFieldError } from '../../../lib/http/api-problems';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { readGermanDecimal, type DecimalProblem } from '../../../lib/format/german-input';

/** What the user is choosing: the name, one option per variant group, the typed parameter values (German). */
export interface ConfigurationDraft {
  readonly name: string;
  /** Group id -> chosen option id. */
  readonly choices: Readonly<Record<string, string>>;
  /** Parameter name -> the text in its field ("1.200", "1200,5"). */
  readonly valueTexts: Readonly<Record<string, string>>;
}

/** The options and values as the API takes them. */
export interface ConfigurationChoice {
  readonly optionIds: readonly string[];
  readonly values: Readonly<Record<string, string>>;
}

/** The parameter figures' rules in the contract (decimalString(4, 10)); limits say whether a minus makes sense. */
const VALUE_RULES = { scale: 4, integerDigits: 10, signed: true } as const;

/** The draft a configuration starts from: its stored choice, the defaults for what it leaves open. */
export function draftOf(configuration: Configuration, position: CatalogPositionDetail): ConfigurationDraft {
  const chosen = new Set(configuration.configured?.quote.selectedOptionIds ?? configuration.optionIds);
  const choices: Record<string, string> = {};
  for (const group of position.variants.groups) {
    const option =
      group.options.find((candidate) => chosen.has(candidate.id)) ??
      group.options.find((candidate) => candidate.isDefault) ??
      group.options[0];
    if (option) choices[group.id] = option.id;
  }
  const values = configuration.configured?.values ?? configuration.values;
  const valueTexts: Record<string, string> = {};
  for (const parameter of position.parameters) {
    valueTexts[parameter.name] = toGermanInput(values[parameter.name] ?? parameter.defaultValue);
  }
  return { name: configuration.name, choices, valueTexts };
}

export type DraftReading =
  | { readonly ok: true; readonly choice: ConfigurationChoice }
  | { readonly ok: false; readonly problems: Readonly<Record<string, DecimalProblem>> };

/**
 * The draft's choice for the API: options in group order, values as decimal strings. An empty field is left out
 * (the server takes the default); a value that is no number is refused here, per parameter.
 */
export function readDraft(draft: ConfigurationDraft, position: CatalogPositionDetail): DraftReading {
  const optionIds = position.variants.groups.flatMap((group) => {
    const id = draft.choices[group.id];
    return id === undefined ? [] : [id];
  });
  const values: Record<string, string> = {};
  const problems: Record<string, DecimalProblem> = {};
  for (const parameter of position.parameters) {
    const reading = readGermanDecimal(draft.valueTexts[parameter.name] ?? '', VALUE_RULES);
    if (!reading.ok) problems[parameter.name] = reading.problem;
    else if (reading.value !== null) values[parameter.name] = reading.value;
  }
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, choice: { optionIds, values } };
}

/** Whether two choices ask the same (the order of values does not matter). */
export function sameChoice(a: ConfigurationChoice, b: ConfigurationChoice): boolean {
  const keys = Object.keys(a.values);
  return (
    a.optionIds.length === b.optionIds.length &&
    a.optionIds.every((id, index) => b.optionIds[index] === id) &&
    keys.length === Object.keys(b.values).length &&
    keys.every((key) => a.values[key] === b.values[key])
  );
}

/** The server's reasons placed at the screen's fields: per parameter, per variant group, and the rest. */
export interface PlacedProblems {
  readonly parameters: Readonly<Record<string, string>>;
  readonly groups: Readonly<Record<string, string>>;
  readonly general: readonly string[];
}

/**
 * Places field errors of a refused choice (`values.breite`, `optionIds.1` of the options sent) or the problems of
 * a stored configuration the catalog no longer fits: a value at its parameter, an option at its group.
 */
export function placeProblems(
  errors: readonly ProblemFieldError[],
  sentOptionIds: readonly string[],
  position: CatalogPositionDetail,
): PlacedProblems {
  const parameters: Record<string, string> = {};
  const groups: Record<string, string> = {};
  const general: string[] = [];
  const add = (target: Record<string, string>, key: string, message: string) => {
    target[key] = target[key] ? `${target[key]} ${message}` : message;
  };
  for (const error of errors) {
    const value = /^values\.(.+)$/.exec(error.path);
    const option = /^optionIds\.(\d+)$/.exec(error.path);
    if (value && position.parameters.some((parameter) => parameter.name === value[1])) {
      add(parameters, value[1]!, error.message);
      continue;
    }
    const optionId = option ? sentOptionIds[Number(option[1])] : undefined;
    const group = position.variants.groups.find((candidate) =>
      candidate.options.some((each) => each.id === optionId),
    );
    if (group) add(groups, group.id, error.message);
    else if (!general.includes(error.message)) general.push(error.message);
  }
  return { parameters, groups, general };
}
