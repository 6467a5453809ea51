import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './browser';

/**
 * The Document Management System in a real browser against the real server:
 * the administrator makes two folders, uploads a PDF into the first (every
 * field required), moves it to the second, previews it in the page, and
 * deletes it after confirming.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('Document Management System', () => {
  it('uploads a document into a new folder, moves it, previews it and deletes it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${baseUrl()}/docmanagement`);
    await page.getByRole('heading', { name: 'Document Management System' }).waitFor();
    expect(await page.title()).toMatch(/^Document Management System/);
    const tree = page.getByRole('tree', { name: 'Folders' });

    // Two top-level folders.
    for (const name of ['E2E Inbox', 'E2E Archive']) {
      await page.getByRole('button', { name: 'Add Folder' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Folder' });
      await dialog.getByLabel('Folder Name').fill(name);
      await dialog.getByLabel('Inside').selectOption({ label: '(Top level)' });
      await dialog.getByRole('button', { name: 'Add Folder' }).click();
      await dialog.waitFor({ state: 'detached' });
      await tree.getByRole('treeitem', { name: new RegExp(name) }).waitFor();
    }
    await tree.getByRole('treeitem', { name: /E2E Inbox/ }).click();
    await page.getByRole('navigation', { name: 'Folder path' }).getByText('E2E Inbox').waitFor();

    // Upload: refused without its fields, then sent with all of them.
    await page.getByRole('button', { name: 'Upload File' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload File' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('Attachment is required.').waitFor();
    await upload.getByLabel('Attachment').setInputFiles({ name: 'e2e-contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByLabel('File Name').fill('E2E Supply Contract');
    await upload.getByLabel('Source').fill('Unilab');
    await upload.getByLabel('Physical Filing').fill('Cabinet 1');
    await upload.getByLabel('Received By').fill('Ana Santos');
    await upload.getByLabel('Released To').fill('Legal');
    await upload.getByLabel('Latest Activity').fill('Signed and filed');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    const row = page.locator('.ag-row', { hasText: 'E2E Supply Contract' });
    await row.waitFor();

    // Move to the archive folder.
    await row.getByText('Unilab').click();
    await page.getByRole('button', { name: 'Move to Folder' }).click();
    const move = page.getByRole('dialog', { name: 'Move to Folder' });
    await move.getByLabel('Move to').selectOption({ label: 'E2E Archive' });
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    await page.getByText('No Data Available').waitFor();
    await tree.getByRole('treeitem', { name: /E2E Archive/ }).click();
    await row.waitFor();

    // Preview: the PDF in the page, its details beside it.
    await row.getByRole('link', { name: 'E2E Supply Contract' }).click();
    await page.waitForURL('**/preview/*');
    await page.getByTitle('E2E Supply Contract (PDF)').waitFor();
    expect(await page.getByTitle('E2E Supply Contract (PDF)').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByLabel('Released To').inputValue()).toBe('Legal');
    // By keyboard: the success toasts may cover the link.
    await page.getByRole('link', { name: 'Back to E2E Archive' }).press('Enter');

    // Delete after confirming: the folder is empty again.
    await row.getByText('Unilab').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await page.locator('.swal2-popup').getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('No Data Available').waitFor();
    await page.locator('.swal2-popup').waitFor({ state: 'detached' });

    // The folder, empty now, can be deleted: it leaves the tree.
    await page.getByRole('button', { name: 'Delete Folder' }).press('Enter');
    await page.locator('.swal2-popup').getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Folder E2E Archive was deleted.').waitFor();
    expect(await page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem', { name: /E2E Archive/ }).count()).toBe(0);
    await page.close();
  });
});
