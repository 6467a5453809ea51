import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { baseUrl, launchBrowser, signIn } from './browser';
import { routeTable } from '../../src/app/routeTable';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A concrete URL for every route of the table. */
function urlOf(path: string, example?: string): string {
  if (example) return example;
  // Optional segments are left out; a required one without an example is a table defect.
  return path.replace(/\/:[A-Za-z_]+\?/g, '');
}

describe('every route of the route table renders for the administrator', () => {
  it('walks the whole table without an error, "Page not found." or "not available yet", and no built screen has a serious axe violation', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page, 'admin');
    const failures: string[] = [];
    for (const def of routeTable) {
      const url = urlOf(def.path, def.example);
      expect(url, `${def.path} needs an example`).not.toContain(':');
      // A full load of each URL, as a bookmark or a shared link would open it.
      await page.goto(`${baseUrl()}${url}`);
      const main = page.locator('main');
      await main.locator('h1, h2, h3, h4, .ag-root, form, table').first().waitFor({ timeout: 15_000 });
      const text = await main.innerText();
      if (text.includes('Page not found.')) failures.push(`${url}: Page not found.`);
      if (/Unexpected Application Error|Something went wrong/i.test(text)) failures.push(`${url}: error view`);
      if (/Access denied\./.test(text)) failures.push(`${url}: access denied for the administrator`);
      if (/is not available yet/.test(text)) failures.push(`${url}: not available yet`);
      expect(new URL(page.url()).pathname).toBe(def.redirectsTo ?? url.split('?')[0]);
      // Every built screen (a route with its own page), as the administrator first sees it: no serious axe violation.
      if (def.page) for (const v of await seriousViolations(page)) failures.push(`${url}: ${v}`);
    }
    if (failures.length > 0) throw new Error(`${failures.length} problems:\n${failures.join('\n')}`);
    expect(pageErrors).toEqual([]);
    expect(routeTable.length).toBeGreaterThan(150);
    await page.close();
    // 178 full page loads, one after another: minutes on a busy 2-core machine, not a time limit on any one page.
  }, 600_000);
});
