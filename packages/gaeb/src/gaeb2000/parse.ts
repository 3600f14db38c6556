/**
 * The syntax of GAEB 2000: blocks framed by `#begin[Name]` … `#end[Name]` (a block number after the bracket is
 * allowed and ignored) and fields `[Tag]value[end]`, whose value may span lines. Parsed into a plain tree with the
 * line of every node, so that messages can name line and block or tag.
 */
import type { GaebIssue, GaebWarning } from '../errors';

export interface G2Field {
  kind: 'field';
  tag: string;
  value: string;
  line: number;
}

export interface G2Block {
  kind: 'block';
  name: string;
  line: number;
  children: G2Node[];
}

export type G2Node = G2Block | G2Field;

export interface ParsedGaeb2000 {
  root: G2Block;
  issues: GaebIssue[];
  warnings: GaebWarning[];
}

/** A problem of the syntax: the file cannot be read. */
export class SyntaxProblem extends Error {
  constructor(readonly issue: GaebIssue) {
    super(issue.message);
  }
}

const NAME = /^[A-Za-z0-9_.\-äöüÄÖÜß]{1,64}$/;
const MAX_ISSUES = 50;
const MAX_STRAY_WARNINGS = 5;

/** Where each line starts, for line numbers of offsets (binary search). */
class Lines {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  of(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}

const issue = (
  code: GaebIssue['code'],
  message: string,
  element: string | null,
  line: number,
): GaebIssue => ({
  code,
  message,
  element,
  line,
  column: null,
});

/**
 * Parses the text into a block tree. The first token must be `#begin[GAEB]` (else a not-gaeb SyntaxProblem is
 * thrown); nesting deeper than `maxDepth` throws a depth-limit SyntaxProblem. Other syntax errors (a field without
 * [end], an #end that closes no block, a block never closed) are collected in `issues`; text outside of fields and
 * anything after #end[GAEB] is ignored with a warning.
 */
export function parseGaeb2000(source: string, maxDepth: number): ParsedGaeb2000 {
  // Old Mac line ends (CR only): read as lines, so that line numbers and the field bounds work.
  const text = source.includes('\n') ? source : source.replaceAll('\r', '\n');
  const lines = new Lines(text);
  const issues: GaebIssue[] = [];
  const warnings: GaebWarning[] = [];
  const addIssue = (found: GaebIssue): void => {
    if (issues.length < MAX_ISSUES) issues.push(found);
  };
  let strayCount = 0;
  const stray = (at: number, end: number): void => {
    strayCount++;
    if (strayCount > MAX_STRAY_WARNINGS) return;
    const snippet = text.slice(at, Math.min(end, at + 40)).trim();
    warnings.push({ message: `Text außerhalb eines Feldes ignoriert: „${snippet}“`, line: lines.of(at) });
  };

  const root: G2Block = { kind: 'block', name: '', line: 1, children: [] };
  const stack: G2Block[] = [];
  let closedRoot = false;
  // Offset of the next line that starts with a block marker or is a complete field of its own: a value never runs
  // across one (else a missing [end] would swallow the fields after it); cached.
  const markerPattern =
    /\n[ \t]*(?:#(?:begin|end)\[|\[[A-Za-z0-9_.\-äöüÄÖÜß]{1,64}\][^\r\n]*\[end\][ \t]*\r?$)/gim;
  let nextMarker = -2;
  const markerAfter = (at: number): number => {
    if (nextMarker !== -1 && nextMarker < at) {
      markerPattern.lastIndex = at;
      const match = markerPattern.exec(text);
      nextMarker = match === null ? -1 : match.index;
    }
    return nextMarker === -1 ? text.length : nextMarker;
  };
  // Offset of the next "[end]" at or after an offset (-1: none); cached like the markers, so that fields without
  // [end] do not make every later field search to the end of the file.
  const endPattern = /\[end\]/gi;
  let nextEnd = -2;
  const endAfter = (at: number): number => {
    if (nextEnd !== -1 && nextEnd < at) {
      endPattern.lastIndex = at;
      const match = endPattern.exec(text);
      nextEnd = match === null ? -1 : match.index;
    }
    return nextEnd;
  };

  const lineEnd = (at: number): number => {
    const found = text.indexOf('\n', at);
    return found === -1 ? text.length : found;
  };

  let i = 0;
  const length = text.length;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xfeff) {
      i++;
      continue;
    }
    const line = lines.of(i);
    const current = stack.at(-1);
    if (closedRoot) {
      warnings.push({ message: 'Inhalt nach #end[GAEB] ignoriert', line });
      break;
    }
    const head = text.slice(i, i + 7).toLowerCase();
    if (head === '#begin[' || head.startsWith('#end[')) {
      const isBegin = head === '#begin[';
      const nameStart = i + (isBegin ? 7 : 5);
      const end = lineEnd(i);
      const close = text.indexOf(']', nameStart);
      const name = close === -1 || close > end ? '' : text.slice(nameStart, close);
      if (!NAME.test(name)) {
        const shown = text.slice(i, Math.min(end, i + 40)).trim();
        if (stack.length === 0) {
          throw new SyntaxProblem(issue('not-gaeb', `„${shown}“ ist kein gültiger Blockanfang`, null, line));
        }
        addIssue(issue('malformed-xml', `„${shown}“ ist keine gültige Blockmarke`, null, line));
        i = end;
        continue;
      }
      // A block number after the bracket ("#begin[Position]12") means nothing.
      i = close + 1;
      while (i < length && /[0-9]/.test(text[i] ?? '')) i++;
      if (isBegin) {
        if (stack.length === 0 && name.toLowerCase() !== 'gaeb') {
          throw new SyntaxProblem(
            issue(
              'not-gaeb',
              `die Datei beginnt mit #begin[${name}], nicht mit #begin[GAEB]: keine GAEB-2000-Datei`,
              `#begin[${name}]`,
              line,
            ),
          );
        }
        if (stack.length >= maxDepth) {
          throw new SyntaxProblem(
            issue(
              'depth-limit',
              `Blöcke sind tiefer als ${maxDepth} Ebenen verschachtelt`,
              `#begin[${name}]`,
              line,
            ),
          );
        }
        const block: G2Block = { kind: 'block', name, line, children: [] };
        (current ?? root).children.push(block);
        stack.push(block);
        continue;
      }
      const lower = name.toLowerCase();
      const openAt = stack.map((block) => block.name.toLowerCase()).lastIndexOf(lower);
      if (openAt === -1) {
        addIssue(
          issue('malformed-xml', `#end[${name}] schließt keinen offenen Block`, `#end[${name}]`, line),
        );
        continue;
      }
      for (let level = stack.length - 1; level > openAt; level--) {
        const open = stack[level];
        if (open)
          addIssue(
            issue(
              'malformed-xml',
              `Block #begin[${open.name}] aus Zeile ${open.line} wird vor #end[${name}] nicht geschlossen`,
              `#begin[${open.name}]`,
              line,
            ),
          );
      }
      stack.length = openAt;
      if (stack.length === 0) closedRoot = true;
      continue;
    }
    if (stack.length === 0) {
      const end = lineEnd(i);
      throw new SyntaxProblem(
        issue(
          'not-gaeb',
          `die Datei beginnt mit „${text.slice(i, Math.min(end, i + 30)).trim()}“, nicht mit #begin[GAEB]: keine GAEB-2000-Datei`,
          null,
          line,
        ),
      );
    }
    if (c === 0x5b /* [ */) {
      const end = lineEnd(i);
      const close = text.indexOf(']', i + 1);
      const tag = close === -1 || close > end ? '' : text.slice(i + 1, close);
      if (NAME.test(tag) && current) {
        const valueStart = close + 1;
        const found = endAfter(valueStart);
        const limit = markerAfter(valueStart);
        if (found === -1 || found > limit) {
          addIssue(issue('malformed-xml', `das Feld wird nicht mit [end] abgeschlossen`, `[${tag}]`, line));
          current.children.push({ kind: 'field', tag, value: text.slice(valueStart, end), line });
          i = end;
          continue;
        }
        current.children.push({ kind: 'field', tag, value: text.slice(valueStart, found), line });
        i = found + 5;
        continue;
      }
    }
    const end = lineEnd(i);
    stray(i, end);
    i = end;
  }
  if (strayCount > MAX_STRAY_WARNINGS) {
    warnings.push({
      message: `${strayCount - MAX_STRAY_WARNINGS} weitere Textstellen außerhalb von Feldern ignoriert`,
    });
  }
  for (let level = stack.length - 1; level >= 0; level--) {
    const open = stack[level];
    if (open)
      addIssue(
        issue(
          'malformed-xml',
          `der Block wird nicht mit #end[${open.name}] geschlossen`,
          `#begin[${open.name}]`,
          open.line,
        ),
      );
  }
  const gaeb = root.children[0];
  if (gaeb === undefined || gaeb.kind !== 'block') {
    throw new SyntaxProblem(
      issue('not-gaeb', 'die Datei enthält keinen Block #begin[GAEB]: keine GAEB-2000-Datei', null, 1),
    );
  }
  return { root: gaeb, issues, warnings };
}
