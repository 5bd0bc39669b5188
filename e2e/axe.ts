import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Rules of axe's the checks leave out, each with its reason. Keep this short too.
 */
export const AXE_SKIPPED_RULES: ReadonlyArray<{ rule: string; why: string }> = [
  // WCAG 1.4.6 (AAA) asks 7:1; the practice's colours are chosen for 1.4.3 (AA, 4.5:1), which `color-contrast` checks.
  { rule: 'color-contrast-enhanced', why: 'AAA contrast (7:1): the brand colours meet AA (4.5:1)' },
];

/**
 * Every rule axe has – WCAG 2.0–2.2 A and AA (target-size included), best practices, the experimental
 * rules (p-as-heading, focus-order-semantics, …) and those off by default – but the skipped ones. Listing
 * the rules (runOnly of type "rule") is what turns on the rules axe leaves off by default.
 */
export const AXE_RULES: readonly string[] = axe
  .getRules()
  .map(({ ruleId }) => ruleId)
  .filter((rule) => !AXE_SKIPPED_RULES.some((skipped) => skipped.rule === rule));

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

/** The customer's pages, held to every rule by every journey (issue 35). */
const PUBLIC_PAGE = /^\/(|therapies|therapy|pricing|about|therapist\/\d+|contacts|impressum|agb|datenschutz|refund|partners|vouchers|bookoptions|book)$/;

/**
 * Rules the journeys' automatic check leaves to the staff workspace's own walk (accessibility.spec,
 * every rule on every staff screen, each once it has loaded): a screen left mid-load by a journey
 * is not the screen a person sees.
 */
const WALKED_SEPARATELY = ['label-content-name-mismatch', 'target-size', 'p-as-heading'];

async function scan(page: Page, allRules: boolean): Promise<AxeFinding[]> {
  const publicPage = PUBLIC_PAGE.test(new URL(page.url()).pathname);
  const rules = allRules || publicPage ? AXE_RULES : AXE_RULES.filter((rule) => !WALKED_SEPARATELY.includes(rule));
  // Legacy mode runs axe in the page and its frames at once, with only the violations described:
  // the default collects every frame's partial results and merges them in a blank page of its own,
  // 4 to 7 s per look at the booking calendar against about 1 s, with the same findings. The one
  // frame the app has (the map, from another site) is then reported untested, which is no violation.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withRules([...rules])
    .analyze();
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
export async function axeViolations(page: Page, { allRules = true } = {}): Promise<AxeFinding[]> {
  const first = await scan(page, allRules);
  if (first.length === 0) return first;
  await page.waitForTimeout(800);
  return scan(page, allRules);
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

/** The public pages, as a visitor opens them (a therapist's page follows /about, from its link). */
export const PUBLIC = [
  '/',
  '/therapies',
  '/therapy?therapyid=3',
  '/pricing',
  '/about',
  '/contacts',
  '/impressum',
  '/agb',
  '/datenschutz',
  '/refund',
  '/partners',
  '/vouchers',
  '/bookoptions?therapyid=1',
  '/bookoptions?therapyid=1&arrangementid=2',
  '/book?therapyid=1&arrangementid=2',
];

/** The address of a page in a language (`?lang=`). */
export const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
