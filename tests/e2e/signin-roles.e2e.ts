import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What each demo role should and should not find in the navigation menu. */
const expectations: { username: string; name: string; sees: string[]; hidden: string[] }[] = [
  { username: 'admin', name: 'Jose Reyes', sees: ['Master Databases', 'Finance and Accounting', 'Purchasing', 'Inventory', 'Treasury'], hidden: [] },
  // Finance pays what purchasing orders: it follows the purchase orders and payables, and runs treasury.
  { username: 'finance', name: 'Maria Santos', sees: ['Finance and Accounting', 'Purchasing', 'Treasury'], hidden: [] },
  // The approver checks what others make: chart of accounts drafts and vouchers (Finance and Accounting), memos and
  // stock returns (Credit and Collections), treasury requests, and the warehouse's receipts, adjustments and transfers.
  { username: 'approver', name: '', sees: ['Purchasing', 'Finance and Accounting', 'Credit and Collections', 'Treasury', 'Inventory'], hidden: [] },
  { username: 'purchaser', name: '', sees: ['Purchasing'], hidden: ['Finance and Accounting', 'Treasury'] },
  { username: 'warehouse', name: '', sees: ['Inventory'], hidden: ['Finance and Accounting', 'Purchasing'] },
  { username: 'credit', name: 'Angelica Ramos', sees: ['Credit and Collections', 'Master Databases'], hidden: ['Finance and Accounting', 'Purchasing', 'Inventory', 'Treasury'] },
  { username: 'viewer', name: '', sees: [], hidden: ['Master Databases', 'Finance and Accounting', 'Purchasing', 'Inventory', 'Treasury'] },
];

describe('sign-in as each demo role shows the menu that role should see', () => {
  for (const role of expectations) {
    it(`${role.username}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await signIn(page, role.username);
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        await nav.waitFor();
        if (role.name) await expect(page.getByText(role.name).first().isVisible()).resolves.toBe(true);
        for (const group of role.sees) {
          expect(await nav.getByRole('button', { name: group }).count(), `${role.username} sees ${group}`).toBe(1);
        }
        for (const group of role.hidden) {
          expect(await nav.getByRole('button', { name: group }).count(), `${role.username} does not see ${group}`).toBe(0);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('the viewer without a job title sees NO JOB DESC', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'viewer');
    await page.getByText('NO JOB DESC').waitFor();
    await context.close();
  });

  it('a wrong password shows "Invalid Credentials" and keeps the username', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${(await import('./browser')).baseUrl()}/`);
    await page.getByLabel('Username').fill('finance');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid Credentials').first().waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('finance');
    await context.close();
  });
});
