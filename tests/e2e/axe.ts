import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core run in the page under test. Injected through page.evaluate, which
 * the app's Content-Security-Policy (no inline scripts) does not apply to.
 * Only serious and critical violations count: what blocks or misleads a
 * keyboard or screen-reader user, or text people cannot read. Toasts are left
 * out: they are transient, and axe measures them mid-animation.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: string[];
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** "serious color-contrast: Elements must meet minimum color contrast ratio thresholds (2) .btn | a.nav-link" per violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or a tab still fading in reads as faint text (a false contrast failure): let transitions end first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Toasts come and go while a screen loads; caught mid fade-in, their text reads as faint (a false contrast failure).
    return (await axe.run({ exclude: [['.Toastify']] } as unknown as Document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
