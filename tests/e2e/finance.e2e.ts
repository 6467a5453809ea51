import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './browser';

/**
 * The finance user's day: general ledger paged forward with running balances
 * that continue, trial balance drilled into an account, an export opened as a
 * real XLSX, and the public credit assessment downloaded as a PDF.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // Wide enough that the grid renders the running balance column without scrolling.
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1800, height: 1000 } });
  page = await context.newPage();
  await signIn(page, 'finance');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const money = (s: string) => Math.round(Number(s.replace(/[^0-9.-]/g, '')) * 100);

/** The text of a cell of the grid's row at `rowIndex` (AG Grid renders rows by index). */
const cell = (grid: Locator, rowIndex: number, colId: string) => grid.locator(`.ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`).first();

describe('finance reports in the browser', () => {
  it('runs the general ledger and pages forward with the running balance continuing', async () => {
    type Answer = { result: { debit: string; credit: string; running_balance: string }[]; total_rows: number };
    const isLedger = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith('/api/ledger/general') && r.request().method() === 'POST';
    const first = page.waitForResponse(isLedger);
    await page.goto(`${baseUrl()}/finance-and-accounting/general-ledger?account_code=1100&date_from=2025-01-01&date_to=2025-06-30`);
    const page1 = (await (await first).json()) as Answer;
    expect(page1.result).toHaveLength(50);
    const grid = page.locator('.server-grid').first();
    await grid.locator('.ag-row').first().waitFor();
    await page.getByText(/Page 1 of \d+/).waitFor();

    const second = page.waitForResponse(isLedger);
    await page.getByRole('button', { name: 'Next page' }).click();
    const page2 = (await (await second).json()) as Answer;
    await page.getByText(/Page 2 of \d+/).waitFor();
    const last = page1.result[49];
    const next = page2.result[0];
    // The server's balance continues to the centavo from the last row of page 1 ...
    expect(money(next.running_balance)).toBe(money(last.running_balance) + money(next.debit) - money(next.credit));
    // ... and the grid shows it.
    await expect.poll(async () => money(await cell(grid, 0, 'running_balance').innerText())).toBe(money(next.running_balance));
  });

  it('exports the general ledger and the file is a real XLSX with numeric amounts', async () => {
    // The link works only with the session's bearer token: the app fetches it and saves a Blob (an <a download>), a download all the same.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    // The name is the server's content-disposition one.
    expect(file.suggestedFilename()).toBe('general_ledger_1100_2025-01-01_2025-06-30.xlsx');
    const path = await file.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(path!) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const cells: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((c) => cells.push(c.value)));
    expect(cells.some((v) => typeof v === 'string' && /general ledger/i.test(v))).toBe(true);
    expect(cells.filter((v) => typeof v === 'number').length).toBeGreaterThan(10);
  });

  it('drills from the trial balance into an account', async () => {
    await page.goto(`${baseUrl()}/finance-and-accounting/trial-balance?date_from=2025-01-01&date_to=2025-01-31`);
    // The account code is the button; its title names what it opens.
    const drill = page.getByTitle('General ledger entries of 1100');
    await drill.waitFor();
    await drill.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('General Ledger Entries').waitFor();
    await dialog.locator('.ag-row').first().waitFor();
    expect(await dialog.locator('.ag-row').count()).toBeGreaterThan(0);
  });
});

describe('public credit assessment', () => {
  it('shows the assessment without sign-in and downloads credit_assessment.pdf', async () => {
    const anon = await browser.newContext({ acceptDownloads: true });
    const p = await anon.newPage();
    try {
      await p.goto(`${baseUrl()}/public/credit-assessment/C-00004`);
      await p.getByText('Allowable Credit').first().waitFor();
      const download = p.waitForEvent('download');
      await p.getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('credit_assessment.pdf');
      expect(readFileSync((await file.path())!).subarray(0, 4).toString()).toBe('%PDF');
    } finally {
      await anon.close();
    }
  });

  it('says "No Data." for an unknown customer', async () => {
    const anon = await browser.newContext();
    const p = await anon.newPage();
    try {
      await p.goto(`${baseUrl()}/public/credit-assessment/NO-SUCH-CUSTOMER`);
      await p.getByText('No Data.').waitFor();
    } finally {
      await anon.close();
    }
  });
});
