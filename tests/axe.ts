/** The serious or critical axe violations of a rendered screen (contrast is judged in Chromium by the e2e walk, not in jsdom). */
export async function seriousViolations(root: Element): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const found = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}
