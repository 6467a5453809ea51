import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './browser';

/**
 * The permission matrix in a real browser against the real server: the
 * administrator unticks View banks for the Finance role; a finance user who
 * was already signed in reloads and no longer finds Banks Maintenance in the
 * menu, and the server refuses the banks list to the same session (403).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in and keeps the bearer token the sign-in answered (to call the API as this session). */
async function signInWithToken(page: Page, username: string): Promise<string> {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/users/login'));
  await signIn(page, username);
  return ((await (await login).json()) as { result: { token: string } }).result.token;
}

const banksStatus = (token: string) => fetch(`${baseUrl()}/api/banks`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

async function menuHasBanks(page: Page): Promise<boolean> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  const group = nav.getByRole('button', { name: 'Master Databases' });
  if ((await group.count()) === 0) return false;
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  return (await nav.getByRole('link', { name: 'Banks Maintenance' }).count()) > 0;
}

describe('Permissions Management', () => {
  it('revoking a function in the matrix takes it away from the role on its next page load and request', async () => {
    const financeCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    try {
      const finance = await financeCtx.newPage();
      const token = await signInWithToken(finance, 'finance');
      expect(await menuHasBanks(finance)).toBe(true);
      expect(await banksStatus(token)).toBe(200);

      const admin = await adminCtx.newPage();
      await signIn(admin, 'admin');
      await admin.goto(`${baseUrl()}/permissions/fields/create`);
      await admin.getByRole('heading', { name: 'Add Permission' }).waitFor();
      await expect.poll(() => admin.title()).toMatch(/^Add Permission/);
      await admin.getByRole('button', { name: /Couriers and Banks/ }).click();
      const box = admin.getByRole('checkbox', { name: 'Grant View banks to Finance' });
      expect(await box.isChecked()).toBe(true);
      expect(await admin.getByRole('checkbox', { name: 'Grant View banks to Administrator' }).isDisabled()).toBe(true);
      // Keyboard: focus the box and press Space.
      await box.focus();
      await admin.keyboard.press('Space');
      await admin.getByText('View banks revoked from Finance.').waitFor();
      expect(await box.isChecked()).toBe(false);

      // The same finance session: the API refuses at once, and a reload drops the menu entry.
      expect(await banksStatus(token)).toBe(403);
      await finance.reload();
      await finance.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect.poll(() => menuHasBanks(finance), { timeout: 10_000 }).toBe(false);
      await finance.goto(`${baseUrl()}/banks-maintenance`);
      await finance.getByText('Access denied.').waitFor();

      // Granting it back restores both.
      await admin.getByRole('checkbox', { name: 'Grant View banks to Finance' }).click();
      await admin.getByText('View banks granted to Finance.').waitFor();
      expect(await banksStatus(token)).toBe(200);
    } finally {
      await financeCtx.close();
      await adminCtx.close();
    }
  });
});
