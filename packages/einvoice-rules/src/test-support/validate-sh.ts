import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ValidationResult } from '../validate';

/** The official rules next to the repository (../shared/testdata/einvoice); tests only, never at run time. */
export const testdataDir = fileURLToPath(
  new URL('../../../../../shared/testdata/einvoice/', import.meta.url),
);

/** What validate.sh said about a file: its exit code (0 valid, 1 invalid, 2 cannot run) and findings. */
export interface ReferenceVerdict {
  code: number;
  /** One line per error, in the form of `findingLines`; validate.sh's "fails to validate" summary left out. */
  findings: string[];
  output: string;
}

/** Runs validate.sh on a file: fully (XRechnung) or with `--en16931-only`. */
export function referenceVerdict(file: string, en16931Only: boolean): Promise<ReferenceVerdict> {
  const args = en16931Only ? ['--en16931-only', file] : [file];
  return new Promise((resolve) => {
    execFile(`${testdataDir}validate.sh`, args, { timeout: 300_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      const output = `${stdout}${stderr}`.trim();
      resolve({ code, findings: parseOutput(output), output });
    });
  });
}

// validate.sh prints "schema: FILE:LINE: element X: Schemas validity error : MESSAGE" (xmllint) and
// "EN16931: ID at LOCATION: TEXT" / "XRechnung: ID at LOCATION: TEXT" (svrl-errors.xsl).
function parseOutput(output: string): string[] {
  const findings: string[] = [];
  for (const line of output.split('\n')) {
    const schema = /^schema: .*?:(\d+): .*? error : (.*)$/.exec(line);
    const rule = /^(EN16931|XRechnung): (\S+) at (\S+): (.*)$/.exec(line);
    if (schema !== null) findings.push(`schema line ${schema[1]}: ${schema[2]}`);
    else if (rule !== null) findings.push(`${rule[1]!.toLowerCase()} ${rule[2]} at ${rule[3]}: ${rule[4]}`);
  }
  return findings.sort();
}

/** Our errors in the form `referenceVerdict` reads validate.sh's, sorted (the order is no part of the verdict). */
export function findingLines(result: ValidationResult): string[] {
  return result.errors
    .map((error) =>
      error.source === 'schema'
        ? `schema ${error.location}: ${error.message}`
        : `${error.source} ${error.rule} at ${error.location}: ${error.message}`,
    )
    .sort();
}
