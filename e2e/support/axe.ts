import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type NodeResult } from 'axe-core';

/** The impacts the accessibility check refuses (issue 12: no serious or critical axe violation on any page). */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

// axe's experimental rules run too: label-content-name-mismatch (WCAG 2.5.3, the visible text is part of the
// accessible name) is one of them, and the shell's buttons broke it.
const EXPERIMENTAL_RULES = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
);

/** One refused axe violation: the rule, its impact and the elements that break it (selector and axe's reason). */
export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/** The selector and start of the HTML of an element axe flagged, with the first reason axe gives (the contrast figures, for example). */
function describeNode(node: NodeResult): string {
  const reason = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
  // A short selector (".MuiButton-text") can match many elements: the start of the element's HTML tells which.
  const target = `${node.target.join(' ')} ${node.html.slice(0, 160)}`;
  return reason ? `${target} [${reason}]` : target;
}

/** Where axe looks (a selector; the whole page without it) and which rules it runs (every rule without them). */
export interface AxeScope {
  include?: string;
  rules?: readonly string[];
}

/**
 * The rules whose outcome depends on the colours alone: a second theme (dark) changes nothing else, so it is checked
 * with these (names, roles and structure are the same as in the light theme, which runs every rule).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe (every rule: WCAG 2.0-2.2 A/AA, best practices and the experimental ones, or only `scope.rules`) on the
 * page as it is now, or only inside `scope.include`, and returns the serious and critical violations.
 */
export async function seriousAxeFindings(page: Page, scope: AxeScope = {}): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES });
  if (scope.rules) builder = builder.withRules([...scope.rules]);
  if (scope.include) builder = builder.include(scope.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map(describeNode),
    }));
}

/** One line per finding: "rule (impact): target | target". */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.rule} (${f.impact}): ${f.targets.join(' | ')}`).join('\n');
}

/** Fails with every serious or critical violation (rule ids and targets) on the page, or in the scope given. */
export async function expectNoSeriousAxeViolations(page: Page, where: string, scope: AxeScope = {}) {
  const findings = await seriousAxeFindings(page, scope);
  expect(findings, `axe on ${where}:\n${describeFindings(findings)}`).toEqual([]);
}

/** Waits until the page shows no loading indicator (progress bars, skeletons), so axe sees the loaded page. */
export async function waitForLoaded(page: Page) {
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0);
}
