import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerDialog, baseUrl, confirmSaved, launchBrowser, signIn } from './browser';

/**
 * A master-data screen of the resource kit in a real browser: the finance
 * user adds a bank by keyboard (a duplicate code is refused on its field,
 * what was typed stays), finds it, and deactivates it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Banks Maintenance', () => {
  it('adds a bank, refuses a duplicate code on its field, and deactivates it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'finance');
    await page.goto(`${baseUrl()}/banks-maintenance`);
    await page.getByText('BDO Unibank, Inc.').waitFor();
    expect(await page.title()).toMatch(/^Banks Maintenance/);

    await page.getByRole('button', { name: 'Add Bank' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Bank' });
    // Focus is in the form: type straight away.
    await page.keyboard.type('bdo');
    await dialog.getByLabel('Bank Name').fill('Asia United Bank Corporation');
    await dialog.getByLabel('Bank Name').press('Enter');
    await answerDialog(page, 'Are you sure you want to add new bank?');
    await dialog.getByText('Bank code already exists.').waitFor();
    expect(await dialog.getByLabel('Bank Name').inputValue()).toBe('Asia United Bank Corporation');

    await dialog.getByLabel('Bank Code').fill('AUB');
    await dialog.getByLabel('SWIFT Code').fill('aubkphmm');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmSaved(page, 'Are you sure you want to add new bank?', 'The bank was added.');
    expect(await page.locator('.modal').count()).toBe(0);

    await page.getByLabel('Search Banks Maintenance').fill('AUBKPHMM');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.locator('.ag-row', { hasText: 'Asia United Bank Corporation' });
    await row.waitFor();
    await row.click();
    const edit = page.getByRole('dialog', { name: 'Edit Bank AUB' });
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Yes, deactivate' }).click();
    await page.locator('.ag-row', { hasText: 'Asia United Bank Corporation' }).getByText('Inactive').waitFor();
    await page.close();
  });
});
