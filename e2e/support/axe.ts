import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// Playwright's own expect, not the demo shop's fixtures: the real shop's tests use this too.
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * Run axe-core on the page as it is now and fail with a readable list of violations: rule id,
 * impact, help text and the offending elements' selectors.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Evaluated through the debugging protocol, not as an inline <script>: the demo shop's
  // Content-Security-Policy blocks inline scripts without its nonce, and rightly so.
  axeSource ??= readFileSync(axePath, 'utf8');
  // The state the shopper rests on, not a frame of a fade: axe reads colours as drawn, and a
  // control fading in (the back-to-top button) has a contrast it never settles at. Transitions
  // and finite animations end first; endless ones (a loading shimmer) are what they are.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe!.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  const report = violations
    .map(
      (violation) =>
        `- ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}\n` +
        violation.nodes.map((node) => `    ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`).join('\n'),
    )
    .join('\n');
  expect(
    violations.map((violation) => violation.id),
    `axe violations on ${label}:\n${report}`,
  ).toEqual([]);
}
