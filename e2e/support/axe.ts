/**
 * axe-core through Playwright: one call per page state that a journey wants checked.
 *
 * Only serious and critical violations fail (the site's bar: none on any route); moderate and
 * minor ones are attached to the test's report so they stay visible.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface A11yScope {
  /** CSS selector(s) to analyse; the whole page when left out. */
  include?: string | string[];
  /**
   * CSS selector(s) to leave out, e.g. a third-party widget's iframe that the site does not
   * control. Say why at the call site.
   */
  exclude?: string | string[];
}

const failingImpacts = new Set(['serious', 'critical']);

function asList(selectors: string | string[] | undefined): string[] {
  if (selectors === undefined) return [];
  return Array.isArray(selectors) ? selectors : [selectors];
}

/** One line per element: impact, rule, where, and axe's own summary of what to fix. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.map(String).join(' >> ');
        const summary = (node.failureSummary ?? violation.help).replace(/\s*\n\s*/g, ' ').trim();
        return `- [${violation.impact}] ${violation.id} at ${target}: ${summary} (${violation.helpUrl})`;
      }),
    )
    .join('\n');
}

/** Runs axe on the page as it stands now and returns the raw results. */
export async function analyzeA11y(page: Page, scope: A11yScope = {}): Promise<AxeResults> {
  // label-content-name-mismatch (WCAG 2.5.3) is off in axe by default as experimental; the issue
  // measured it on every page, so it is checked here too.
  let builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  for (const selector of asList(scope.include)) builder = builder.include(selector);
  for (const selector of asList(scope.exclude)) builder = builder.exclude(selector);
  return builder.analyze();
}

/**
 * Fails with a readable list (rule id, impact, target, summary) when axe finds any serious or
 * critical violation on the page as it stands now. Wait for the content you mean to check
 * (a heading, a loaded list) before calling it: axe sees only what is rendered.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope: A11yScope = {}): Promise<AxeResults> {
  const results = await analyzeA11y(page, scope);
  const serious = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !failingImpacts.has(violation.impact ?? ''));
  if (minor.length > 0) {
    await test.info().attach(`axe: moderate and minor findings on ${page.url()}`, {
      body: describeViolations(minor),
      contentType: 'text/plain',
    });
  }
  // Compared as text so that a failure prints the list itself rather than axe's large objects.
  expect(describeViolations(serious), `serious or critical axe violations on ${page.url()}`).toBe('');
  return results;
}
