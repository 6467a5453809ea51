import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog, baseUrl, launchBrowser, signIn } from './browser';

/**
 * The administration story in a real browser against the real server: the
 * administrator creates a role, grants it exactly two functions in the
 * permission matrix, creates a user and gives them the role. The user signs
 * in with the administrator's password, is made to change it, and finds
 * exactly those two screens in the menu. The administrator revokes one: the
 * user's next call to it is refused (403) and a reload drops it from the
 * menu. The Revision History shows each change, with its old and new value.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36).slice(-5);
const username = `e2e${stamp}`;
const firstPassword = 'Kalamansi#Tree42';
const newPassword = 'Sampaguita#Road7';

/** Every link of the main menu (each group opened), sorted. */
async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  for (const group of await nav.locator('button[aria-expanded="false"]').all()) await group.click();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).sort();
}

/** Ticks or unticks one cell of the permission matrix (the page is open) and waits for the server's word. */
async function setGrant(page: Page, module: string, fn: string, role: string, grant: boolean) {
  const section = page.getByRole('button', { name: new RegExp(module) });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await page.getByRole('checkbox', { name: `Grant ${fn} to ${role}` }).setChecked(grant);
  await page.getByText(`${fn} ${grant ? 'granted to' : 'revoked from'} ${role}.`).waitFor();
}

/** Types into a search-select and picks an option; by the combobox role, so a region named alike on the page
 *  being left (the user's roles while the assign form loads) is never the target. */
async function pick(page: Page, label: RegExp, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('Users and Roles', () => {
  it('a new role with two functions gives a new user exactly those screens; revoking one takes it away; the history shows every change', async () => {
    const role = `Credit Officers ${stamp}`;
    const adminCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    await signIn(admin, 'admin');

    await admin.goto(`${baseUrl()}/add/roles`);
    await admin.getByRole('heading', { name: 'Add Role' }).waitFor();
    await expect.poll(() => admin.title()).toMatch(/^Add Role/);
    await admin.getByLabel(/^Role/).fill(role);
    await admin.getByLabel(/^Description/).fill('Reviews credit limits and terms.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await answerDialog(admin);
    await admin.waitForURL('**/user-control#tab-top-2');
    await admin.getByRole('gridcell', { name: role, exact: true }).waitFor();

    // Exactly two functions for the new role.
    await admin.goto(`${baseUrl()}/permissions/fields/create`);
    await admin.getByRole('heading', { name: 'Add Permission' }).waitFor();
    await setGrant(admin, 'Couriers and Banks', 'View banks', role, true);
    await setGrant(admin, 'Administration', 'View revision history', role, true);

    await admin.goto(`${baseUrl()}/add/user`);
    await admin.getByLabel(/^Username/).fill(username);
    await admin.getByLabel(/^Employee No\./).fill(`EMP-E${stamp}`);
    await admin.getByLabel(/^First Name/).fill('Juan');
    await admin.getByLabel(/^Last Name/).fill('Dela Paz');
    await admin.getByLabel(/^Email/).fill(`${username}@demo.invalid`);
    await admin.getByLabel(/^Contact No\./).fill('0917 555 0101');
    await pick(admin, /^Department/, 'fin', 'Finance and Accounting');
    await pick(admin, /^Job Title/, 'clerk', 'Accounting Clerk');
    await admin.getByRole('textbox', { name: 'Password' }).fill(firstPassword);
    await admin.getByRole('button', { name: 'Save' }).click();
    await answerDialog(admin);
    await admin.waitForURL('**/user-control');

    await admin.getByLabel('Search users').fill(username);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: `Roles of ${username}` }).click();
    await admin.waitForURL('**/role');
    await admin.getByRole('link', { name: 'Assign Role' }).click();
    await admin.waitForURL('**/add/role');
    await pick(admin, /^Role/, 'credit officers', role);
    await admin.getByRole('button', { name: 'Save' }).click();
    await answerDialog(admin);
    await admin.getByRole('gridcell', { name: role, exact: true }).waitFor();

    // The new user, in a browser of their own: first the password, then exactly the two screens.
    const userCtx = await browser.newContext();
    const user = await userCtx.newPage();
    await user.goto(`${baseUrl()}/`);
    await user.getByLabel('Username').fill(username);
    await user.getByLabel('Password', { exact: true }).fill(firstPassword);
    const login = user.waitForResponse((r) => r.url().endsWith('/api/users/login'));
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.waitForURL('**/change-password');
    await user.getByText('Your password was set by an administrator.').waitFor();
    await user.getByRole('textbox', { name: 'Current Password', exact: true }).fill(firstPassword);
    await user.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await user.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newPassword);
    await user.getByRole('button', { name: 'Change Password' }).click();
    await user.waitForURL('**/dashboard');
    await expect.poll(() => user.title()).toMatch(/^Dashboard/);
    const token = ((await (await login).json()) as { result: { token: string } }).result.token;
    expect(await menuEntries(user)).toEqual(['Banks Maintenance', 'Revision History']);
    const banks = () => fetch(`${baseUrl()}/api/banks`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await banks()).toBe(200);

    // Revoked: refused at once, gone from the menu on the next load.
    await admin.goto(`${baseUrl()}/permissions/fields/create`);
    await setGrant(admin, 'Couriers and Banks', 'View banks', role, false);
    expect(await banks()).toBe(403);
    await user.reload();
    await expect.poll(() => menuEntries(user), { timeout: 10_000 }).toEqual(['Revision History']);
    await userCtx.close();

    // The history: the two grants and the revocation, each with its old and new value.
    await admin.goto(`${baseUrl()}/history`);
    await admin.getByLabel('Reference').fill(role);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    for (const activity of ['Granted', 'Revoked']) await admin.getByRole('gridcell', { name: activity, exact: true }).first().waitFor();
    // The list is read again for the search: count once it has settled on this role's rows.
    await expect.poll(() => admin.getByRole('gridcell', { name: 'Granted', exact: true }).count(), { timeout: 10_000 }).toBe(2);
    await admin.getByRole('gridcell', { name: `${role}: View banks` }).first().waitFor();
    await admin.getByRole('gridcell', { name: 'Revoked', exact: true }).click();
    const detail = admin.getByRole('dialog');
    await detail.getByRole('columnheader', { name: 'Old Value' }).waitFor();
    const row = detail.getByRole('row', { name: /View banks/ });
    expect(await row.innerText()).toMatch(/View banks\s+Granted\s+Not granted/);
    await adminCtx.close();
  });
});
