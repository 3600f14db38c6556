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

/** The selector of an element axe flagged, with the first reason axe gives (the contrast figures, for example). */
function describeNode(node: NodeResult): string {
  const reason = [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message;
  return reason ? `${node.target.join(' ')} [${reason}]` : node.target.join(' ');
}

/**
 * Runs axe (every rule: WCAG 2.0-2.2 A/AA, best practices and the experimental ones) on the page as it is now, or only inside `include`, and returns
 * the serious and critical violations.
 */
export async function seriousAxeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES });
  if (include) builder = builder.include(include);
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

/** Fails with every serious or critical violation (rule ids and targets) on the page or inside `include`. */
export async function expectNoSeriousAxeViolations(page: Page, where: string, include?: string) {
  const findings = await seriousAxeFindings(page, include);
  expect(findings, `axe on ${where}:\n${describeFindings(findings)}`).toEqual([]);
}

/** Waits until the page shows no loading indicator (progress bars, skeletons), so axe sees the loaded page. */
export async function waitForLoaded(page: Page) {
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0);
}
