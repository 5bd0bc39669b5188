import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Pages the journeys' automatic check leaves out, each with its reason. Keep this short: a page
 * listed here is an accessibility debt.
 */
export const AXE_EXCLUDED_PATHS: ReadonlyArray<{ path: RegExp; why: string }> = [
  // Answers of the API and files (PDF, CSV) opened by journeys are no pages of the app.
  { path: /^\/(api|files)\//, why: 'not an app page' },
];

/** One violation, short enough to read in a test failure. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

async function scan(page: Page): Promise<AxeFinding[]> {
  // All rules axe runs by default (WCAG 2.0–2.2 A/AA and best practices), on the page as it is now.
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').at(-1)?.trim() ?? ''}`),
  }));
}

/**
 * The axe violations of the page as it is now. A page caught mid-transition (a fading pop-up, a
 * spinner about to go) is looked at again after a moment: only what stays counts.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const first = await scan(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(800);
  return scan(page);
}

/** Whether the automatic check looks at the page at `url`. */
export function isCheckedPage(url: string): boolean {
  if (!url.startsWith('http')) return false;
  const { pathname } = new URL(url);
  return !AXE_EXCLUDED_PATHS.some(({ path }) => path.test(pathname));
}

/** A readable list of violations for an assertion message. */
export const describeFindings = (url: string, findings: AxeFinding[]) =>
  `axe violations on ${url}:\n${findings.map((f) => `- ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`).join('\n')}`;
