import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { answerDialog, baseUrl, launchBrowser, signIn } from './browser';

/**
 * Collections in a real browser against the real server: Finance records a
 * receipt applied to the customer's two oldest invoices with their CWT (the
 * rest an advance), then a post-dated check that bounces, and sees each
 * receipt's status change.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await signIn(page, 'finance');
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async (t) => {
  if (t.task.result?.state === 'fail') await page.screenshot({ path: `/tmp/e2e-collections-${t.task.name.slice(0, 20)}.png`, fullPage: true }).catch(() => undefined);
});

/** Opens New Collection for the first customer the search offers that has at least two open invoices. */
async function newCollection(): Promise<Locator> {
  await page.goto(`${baseUrl()}/credit-and-collections/management/collections`);
  await page.getByRole('button', { name: 'New Collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Collection' });
  const customer = dialog.getByRole('combobox', { name: /Customer/ });
  for (let n = 0; n < 5; n++) {
    await customer.fill('Hospital');
    const option = dialog.getByRole('listbox').getByRole('option').nth(n);
    await option.waitFor();
    await option.click({ force: true });
    await dialog.getByText(/Loading the open invoices/).waitFor({ state: 'detached' });
    if ((await dialog.getByLabel(/^Amount applied to SI/).count()) >= 2) return dialog;
  }
  throw new Error('no customer with two open invoices');
}

describe('collections', () => {
  it('applies a collection to the two oldest invoices with their CWT and keeps the rest as an advance', async () => {
    const dialog = await newCollection();
    const balances = await dialog.locator('tbody tr td:nth-child(5)').allInnerTexts();
    const centavos = (s: string) => Math.round(Number(s.replace(/,/g, '')) * 100);
    // Enough for the two oldest invoices and 1,000.00 more.
    const amount = (centavos(balances[0]) + centavos(balances[1]) + 100_000) / 100;
    await dialog.getByLabel(/Amount Received/).fill(amount.toFixed(2));
    await dialog.getByRole('button', { name: 'Apply oldest first' }).click();
    expect(await dialog.getByLabel(/^Amount applied to SI/).first().inputValue()).toBe(balances[0].replace(/,/g, ''));
    await expect.poll(() => dialog.getByLabel(/^Amount applied to SI/).nth(1).inputValue()).toBe(balances[1].replace(/,/g, ''));
    await dialog.getByRole('button', { name: 'Save Receipt' }).click();
    await answerDialog(page, 'Are you sure you want to save?');
    const receipt = page.getByRole('dialog', { name: /Collection Receipt OR-/ });
    await receipt.waitFor();
    await expect.poll(() => receipt.innerText()).toMatch(/Posted/);
    const text = await receipt.innerText();
    // The two invoices are paid; what is left (1,000.00 plus the CWT taken on them) is the advance.
    expect(text.match(/SI-\d+/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/JE-CR-\d{4}-\d{6}/);
  }, 90_000);

  it('a post-dated check sits on hand, then bounces with its reason', async () => {
    const dialog = await newCollection();
    await dialog.getByLabel(/Mode of Payment/).selectOption({ label: 'Post-dated Check' });
    await dialog.getByLabel(/Deposit To/).selectOption({ index: 1 });
    await dialog.getByLabel(/Check No\./).fill('E2E-PDC-1');
    await dialog.getByLabel(/^Bank/).fill('BPI');
    await dialog.getByLabel(/Check Date/).fill('2099-01-15');
    await dialog.getByLabel(/Amount Received/).fill('500.00');
    await dialog.getByRole('button', { name: 'Apply oldest first' }).click();
    await dialog.getByRole('button', { name: 'Save Receipt' }).click();
    await answerDialog(page, 'Are you sure you want to save?');
    const receipt = page.getByRole('dialog', { name: /Collection Receipt OR-/ });
    await expect.poll(() => receipt.innerText()).toMatch(/PDC on Hand/);
    await receipt.getByRole('button', { name: 'Mark Bounced' }).click();
    await receipt.getByLabel(/Reason/).fill('Account closed');
    await receipt.getByRole('button', { name: 'Confirm Bounce' }).click();
    await answerDialog(page, 'Are you sure this check bounced?');
    await expect.poll(() => receipt.innerText()).toMatch(/Bounced/);
    expect(await receipt.innerText()).toMatch(/Account closed/);
  }, 90_000);
});
