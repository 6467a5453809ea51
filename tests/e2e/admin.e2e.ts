import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './browser';

/**
 * Users and Roles in a real browser: the administrator creates a role and a
 * user, gives the user the role; the user signs in with the administrator's
 * password, is made to change it, and lands on the dashboard.
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

/** Answers the sweetalert2 question, then waits for any message after it to close itself. */
async function confirm(page: Page, button = 'Yes') {
  await page.locator('.swal2-popup').getByRole('button', { name: button }).click();
  await page.locator('.swal2-popup').waitFor({ state: 'detached' });
}

async function pick(page: Page, label: RegExp, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('Users and Roles', () => {
  it('the administrator creates a user with a new role; the user changes the first password and reaches the dashboard', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin');

    await admin.goto(`${baseUrl()}/add/roles`);
    await admin.getByRole('heading', { name: 'Add Role' }).waitFor();
    await expect.poll(() => admin.title()).toMatch(/^Add Role/);
    await admin.getByLabel(/^Role/).fill(`Credit Officers ${stamp}`);
    await admin.getByLabel(/^Description/).fill('Reviews credit limits and terms.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await confirm(admin);
    await admin.waitForURL('**/user-control#tab-top-2');
    await admin.getByRole('gridcell', { name: `Credit Officers ${stamp}`, exact: true }).waitFor();

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
    await confirm(admin);
    await admin.waitForURL('**/user-control');

    await admin.getByLabel('Search users').fill(username);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: `Roles of ${username}` }).click();
    await admin.waitForURL('**/role');
    await admin.getByRole('link', { name: 'Assign Role' }).click();
    await pick(admin, /^Role/, 'credit officers', `Credit Officers ${stamp}`);
    await admin.getByRole('button', { name: 'Save' }).click();
    await confirm(admin);
    await admin.getByRole('gridcell', { name: `Credit Officers ${stamp}`, exact: true }).waitFor();
    await admin.close();

    // The new user, in a browser of their own.
    const context = await browser.newContext();
    const user = await context.newPage();
    await user.goto(`${baseUrl()}/`);
    await user.getByLabel('Username').fill(username);
    await user.getByLabel('Password', { exact: true }).fill(firstPassword);
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.waitForURL('**/change-password');
    await user.getByText('Your password was set by an administrator.').waitFor();
    await user.getByRole('textbox', { name: 'Current Password', exact: true }).fill(firstPassword);
    await user.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await user.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newPassword);
    await user.getByRole('button', { name: 'Change Password' }).click();
    await user.waitForURL('**/dashboard');
    await expect.poll(() => user.title()).toMatch(/^Dashboard/);
    await context.close();
  });
});
