import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerDialog, baseUrl, DEMO_PASSWORD, launchBrowser, signIn } from './browser';

/**
 * Issue 4's main flows in a real browser against the reference server:
 * a maintainer's product change waits for approval (row greyed), the
 * approver sees the From/To diff and approves, the product shows the new
 * values; a purchase request below MOQ is refused, fixed, submitted and
 * approved, and appears in Approved PR's.
 */
let browser: Browser;
const contexts: BrowserContext[] = [];

async function userPage(username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('product change through approval', () => {
  const code = 'NAT-CET-10';
  const newName = 'Cetirizine Natrapharm 10mg Tablet (blister of 10)';

  it('the maintainer edits, the row greys out, the approver approves the diff, the product shows the new values', async () => {
    const maintainer = await userPage('purchaser');
    await maintainer.goto(`${baseUrl()}/view/products/list/${code}`);
    await maintainer.getByRole('button', { name: 'Edit', exact: true }).click();
    const name = maintainer.getByLabel(/^Product Name/);
    await name.fill(newName);
    await maintainer.getByRole('button', { name: 'Save' }).click();
    await maintainer.getByText('Pending Update Approval').waitFor();

    await maintainer.goto(`${baseUrl()}/products`);
    const pendingRow = maintainer.locator('.ag-row.product-row-pending', { hasText: code });
    await pendingRow.first().waitFor();

    const approver = await userPage('approver');
    await approver.goto(`${baseUrl()}/products/update-approval`);
    await approver.locator('.ag-row', { hasText: code }).first().click();
    const dialog = approver.getByRole('dialog');
    await dialog.getByText('Field Name').waitFor();
    const changed = dialog.locator('tr', { hasText: newName });
    await changed.waitFor();
    expect(await changed.innerText()).toContain('Cetirizine Natrapharm 10mg Tablet');
    await dialog.getByRole('button', { name: 'Approved', exact: true }).click();
    await answerDialog(approver);
    await approver.getByText('Product update approved.').waitFor();

    await maintainer.goto(`${baseUrl()}/view/products/list/${code}`);
    await maintainer.getByRole('heading', { name: new RegExp(newName.replace(/[()]/g, '\\$&')) }).first().waitFor();
    expect(await maintainer.getByText('Pending Update Approval').count()).toBe(0);
  });
});

describe('purchase request through approval', () => {
  it('the server refuses a line below the MOQ', async () => {
    const login = await fetch(`${baseUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'purchaser', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const api = (path: string, body?: unknown) =>
      fetch(`${baseUrl()}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const products = (await (await api('/purchase-requests/suppliers/6/products')).json()) as { result: { product_id: number; quantity: number }[] };
    const product = products.result[0];
    const res = await api('/purchase-requests/create', {
      supplier: 6,
      estimated_delivery_date: '2027-01-15',
      details: [{ product_id: product.product_id, requested_qty: product.quantity - 1, unit_price: '1', total_amount: '1', lead_time: 30, payment_term: '' }],
    });
    const body = (await res.json()) as { code: string; result: string[] };
    expect(body.code).toBe('00001');
    expect(body.result).toContain('Requested quantity should NOT be less than MOQ. Line: 1');
  });

  it('the purchaser fixes the quantity and submits; the approver approves; it shows in Approved PR\'s', async () => {
    const purchaser = await userPage('purchaser');
    await purchaser.goto(`${baseUrl()}/purchasing/purchaseRequest/create`);
    await purchaser.getByRole('button', { name: 'Add Product' }).click();
    await purchaser.getByText('Please select a supplier').first().waitFor();

    const supplier = purchaser.getByRole('combobox', { name: /^Supplier/ });
    await supplier.fill('Natrapharm');
    await purchaser.getByRole('option', { name: /Natrapharm/ }).first().click();
    const date = purchaser.getByLabel(/^Requested Delivery Date/);
    await date.fill('2027-01-15');
    await date.press('Escape');
    await purchaser.getByRole('button', { name: 'Add Product' }).click();
    await purchaser.getByRole('checkbox', { name: /Select Cetirizine/ }).check();
    await purchaser.getByRole('button', { name: /Add Selected/ }).click();

    const qty = purchaser.getByLabel('Requested quantity, line 1');
    const moq = Number(await qty.getAttribute('min'));
    expect(moq).toBeGreaterThan(1);
    await qty.fill(String(moq - 1));
    await purchaser.getByText('Requested quantity should NOT be less than MOQ. Line: 1').first().waitFor();
    const save = purchaser.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    await qty.fill(String(moq * 2));
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await answerDialog(purchaser, undefined, 'Yes, submit');
    await purchaser.waitForURL('**/purchasing/purchaseRequest/approval');

    const approver = await userPage('approver');
    await approver.goto(`${baseUrl()}/purchasing/purchaseRequest/approval`);
    const row = approver.locator('.ag-row', { hasText: 'Cetirizine' }).first();
    await row.waitFor();
    const prNo = (await row.locator('[col-id="pr_no"]').innerText()).trim();
    await row.getByRole('link').first().click();
    await approver.getByRole('button', { name: 'Approve' }).click();
    await answerDialog(approver, undefined, 'Yes, approve');
    await approver.waitForURL('**/purchasing/purchaseRequest/approved');
    await approver.getByLabel('PR number').fill(prNo);
    await approver.getByRole('button', { name: 'Search', exact: true }).click();
    await approver.locator('.ag-row', { hasText: prNo }).first().waitFor();
  });
});
