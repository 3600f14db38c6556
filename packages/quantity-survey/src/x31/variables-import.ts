/**
 * Restores the survey's variables from the helper lines `writeX31` makes of them: an H line with the text
 * "Variable L" is the survey-wide variable L, "Variable L (Blatt 2)" sheet 2's own L. References to a helper
 * line's address become the name again, where the name means that variable at the referencing place; a helper line
 * referenced where its name would mean another variable stays a line.
 */

import { formatAddress } from '../address';
import { RESERVED_NAMES } from '../expression';
import type { SurveyVariable } from '../model';
import { addressesIn, renameAddresses } from './formula-text';
import { HELPER_TEXT } from './export-plan';
import type { ReadLine } from './read-rows';

interface Candidate {
  line: ReadLine;
  address: string;
  name: string;
  sheet: number | null;
}

export interface RestoredVariables {
  lines: ReadLine[];
  variables: Omit<SurveyVariable, 'id'>[];
}

export function restoreVariables(lines: readonly ReadLine[], warnings: string[]): RestoredVariables {
  const candidates = new Map<string, Candidate>();
  const seen = new Set<string>();
  for (const line of lines) {
    const match = line.marker === 'H' ? HELPER_TEXT.exec(line.text) : null;
    if (match === null) continue;
    const name = match[1] ?? '';
    const sheet = match[2] === undefined ? null : Number(match[2]);
    if (RESERVED_NAMES.includes(name) || sheet === 0) continue;
    const key = `${sheet ?? ''}:${name}`;
    if (seen.has(key)) {
      warnings.push(`Die Variable „${name}“ ist mehrfach definiert; nur die erste wurde übernommen.`);
      continue;
    }
    seen.add(key);
    const address = formatAddress(line.sheet, line.row);
    candidates.set(address, { line, address, name, sheet });
  }

  const resolve = (name: string, scope: number | null): Candidate | undefined => {
    const all = [...candidates.values()];
    return (
      (scope === null ? undefined : all.find((c) => c.sheet === scope && c.name === name)) ??
      all.find((c) => c.sheet === null && c.name === name)
    );
  };
  const helperLines = (): Set<ReadLine> => new Set([...candidates.values()].map((c) => c.line));
  const scopeOf = (line: ReadLine): number | null => {
    for (const candidate of candidates.values()) if (candidate.line === line) return candidate.sheet;
    return line.sheet;
  };

  // Drop candidates referenced where their name would mean something else, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const line of lines) {
      const scope = scopeOf(line);
      for (const address of addressesIn(line.expression)) {
        const candidate = candidates.get(address);
        if (candidate && resolve(candidate.name, scope) !== candidate) {
          candidates.delete(address);
          changed = true;
        }
      }
    }
  }

  const helpers = helperLines();
  const rename = (line: ReadLine): string =>
    renameAddresses(line.expression, (address) => candidates.get(address)?.name ?? null);
  return {
    lines: lines.filter((line) => !helpers.has(line)).map((line) => ({ ...line, expression: rename(line) })),
    variables: [...candidates.values()].map((candidate) => ({
      name: candidate.name,
      expression: rename(candidate.line),
      sheet: candidate.sheet,
    })),
  };
}
