import { GaebReadError, type GaebErrorCode, type GaebIssue, type GaebWarning } from '../errors';
import type { Gaeb90Record } from './records';

const MAX_ISSUES = 50;
/** Warnings of one kind (once keys aside) beyond which further ones are only counted. */
const MAX_WARNINGS = 200;

/** What a message is about: a position, title or lot with its OZ. */
export interface Subject {
  kind: 'Position' | 'Titel' | 'Los' | 'Zuschlagsposition';
  oz: string;
}

/** A value as a message quotes it: German quotes, at most 40 characters. */
export const quoted = (value: string): string => `„${value.length > 40 ? `${value.slice(0, 40)}…` : value}“`;

/** "Zeile 12, Satzart 21" (and ", Position 01.0020" when the record belongs to one). */
export function locate(record: Gaeb90Record, subject?: Subject | null): string {
  const about = subject ? `, ${subject.kind} ${subject.oz}` : '';
  return `Zeile ${record.line}, Satzart ${record.type}${about}`;
}

/**
 * A GAEB 90 file was refused: a GaebReadError (code, issues, line) whose message is the first problem as the
 * GAEB 90 reader words it, in German with line and record type.
 */
export class Gaeb90ReadError extends GaebReadError {
  constructor(issues: readonly GaebIssue[]) {
    super(issues);
    const first = this.issues[0]?.message ?? 'Die Datei ist keine lesbare GAEB-90-Datei.';
    const more = this.issues.length - 1;
    this.message =
      more > 0 ? `${first} (und ${more} weitere${more === 1 ? 's Problem' : ' Probleme'})` : first;
  }
}

/** Refuses the file with one problem. */
export function refuse(code: GaebErrorCode, message: string, record: Gaeb90Record | null = null): never {
  throw new Gaeb90ReadError([issueOf(code, message, record)]);
}

function issueOf(code: GaebErrorCode, message: string, record: Gaeb90Record | null): GaebIssue {
  return {
    code,
    message,
    element: record === null ? null : `Satzart ${record.type}`,
    line: record?.line ?? null,
    column: null,
  };
}

/** Problems and warnings collected while reading. */
export class Gaeb90Context {
  readonly issues: GaebIssue[] = [];
  readonly warnings: GaebWarning[] = [];
  private readonly once = new Set<string>();
  private suppressed = 0;

  /** A problem that makes the file unacceptable (message without location: it is put in front). */
  error(record: Gaeb90Record, code: GaebErrorCode, message: string, subject?: Subject | null): void {
    if (this.issues.length < MAX_ISSUES) {
      this.issues.push(issueOf(code, `${locate(record, subject)}: ${message}`, record));
    }
  }

  /**
   * Something tolerated; with `onceKey` only its first occurrence is reported, and it is never left out (warnings
   * without a key are listed up to a limit, the rest counted).
   */
  warn(record: Gaeb90Record | null, message: string, subject?: Subject | null, onceKey?: string): void {
    if (onceKey !== undefined) {
      if (this.once.has(onceKey)) return;
      this.once.add(onceKey);
    } else if (this.warnings.length >= MAX_WARNINGS) {
      this.suppressed++;
      return;
    }
    this.warnings.push({
      message: subject ? `${subject.kind} ${subject.oz}: ${message}` : message,
      ...(record === null ? {} : { element: `Satzart ${record.type}`, line: record.line }),
    });
  }

  /** Throws when problems were found; otherwise the warnings (with a count of those left out). */
  finish(): GaebWarning[] {
    if (this.issues.length > 0) throw new Gaeb90ReadError(this.issues);
    if (this.suppressed > 0) {
      this.warnings.push({ message: `${this.suppressed} weitere Hinweise wurden nicht einzeln aufgeführt.` });
    }
    return this.warnings;
  }
}
