import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config';
import { HttpProblem } from '../lib/http-problem';

/** A command line the command cannot use: printed with the usage. */
export class UsageError extends Error {}

/** The options of a command line (strict: an unknown option is a UsageError). */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The options and the positional arguments (e.g. a file name) of a command line, as strict as parseOptions. */
export function parseOptionsAndArguments<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs an operator's command: exits with its code, or prints a failure as a person reads it (the usage for a
 * wrong command line, the message of a bad configuration or refused input, no stack trace) and exits with 1.
 * `expected` are further error classes whose message is the whole story.
 */
export function runCommand(
  main: () => Promise<number>,
  usage: string,
  expected: (new (...args: never[]) => Error)[] = [],
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
      else if (error instanceof ConfigError || expected.some((type) => error instanceof type))
        console.error((error as Error).message);
      else if (error instanceof HttpProblem) {
        const fields = (error.errors ?? []).map((field) => `\n  ${field.path}: ${field.message}`).join('');
        console.error(`${error.detail ?? error.title}${fields}`);
      } else console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
