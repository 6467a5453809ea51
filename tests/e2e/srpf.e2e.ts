import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog, baseUrl, FLOW_MS, multiUserFlow } from './browser';

/**
 * Issue 11's stock return in a real browser against the reference server:
 * credit writes a customer return from the customer's orders with a 60-40
 * near-expiry line, attaches and uploads a file, signs on the pad and sends
 * it for approval; the approver approves it from the approvals inbox with the
 * keyboard only; the warehouse receives the goods and sees them back in the
 * inventory sub-ledger; the customer's receivable sub-ledger shows the credit
 * memo. Then a treasury change request: credit asks to change a post-dated
 * check's bank, the approver approves it, and the check shows the new bank.
 */
const CUSTOMER = 'C-00001';
const userPage = multiUserFlow('srpf');

/** Closes a result dialog that waits for OK. */
async function ok(page: Page, text: string | RegExp) {
  const note = page.locator('.swal2-popup').filter({ hasText: text });
  await note.waitFor();
  await note.getByRole('button', { name: 'OK' }).click();
  await note.waitFor({ state: 'detached' });
}

const cents = (s: string) => Math.round(Number(s.replace(/[^0-9.-]/g, '')) * 100);
const manilaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('stock return', () => {
  it('credit returns a 60-40 near-expiry line with a signed, documented SRPF; the approver approves it by keyboard; the warehouse receives it', async () => {
    const today = manilaToday();
    const credit = await userPage('credit');

    // The customer's return, from its orders (the route preselects the customer).
    await credit.goto(`${baseUrl()}/collection/srpf/${CUSTOMER}`);
    const form = credit.getByRole('form', { name: 'New SRPF' });
    await form.getByText(new RegExp(`^${CUSTOMER} `)).waitFor();
    await form.getByLabel('Date').fill(today);
    await form.getByRole('button', { name: 'Show Customer Orders' }).click();
    const orders = credit.getByRole('dialog', { name: 'Customer Orders' });
    await orders.getByRole('button', { name: /^Choose / }).first().click();
    await orders.waitFor({ state: 'detached' });
    const product = (await form.getByRole('textbox', { name: /^Quantity of / }).getAttribute('aria-label'))!.replace('Quantity of ', '');
    await form.getByLabel(`Quantity of ${product}`).fill('1');
    await form.getByLabel(`Reason for ${product}`).selectOption({ label: '60-40 Near Expiry' });
    // 60-40: 40 % of the line's cost is the near-expiry amount, the rest is applicable.
    const total = cents(await form.getByTestId('total-amount').innerText());
    expect(total).toBeGreaterThan(0);
    expect(cents(await form.getByTestId('total-near').innerText())).toBe(Math.round(total * 0.4));
    const applicable = cents(await form.getByTestId('total-applicable').innerText());
    expect(applicable).toBe(total - Math.round(total * 0.4));
    await form.getByLabel('Apply to Advances').check();

    const saved = credit.waitForResponse((r) => r.url().endsWith('/collection/salesreturn/createreturn'));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await answerDialog(credit, 'Are you sure you want to save?', 'Yes, save');
    const srpfNo = ((await (await saved).json()) as { result: { srpf: { srpf_no: string } } }).result.srpf.srpf_no;
    await ok(credit, 'Submitted successfully!');

    // Back on it: the file is chosen and uploaded, then the requestor signs and sends it for approval.
    await credit.goto(`${baseUrl()}/collection/edit/srpf/${encodeURIComponent(srpfNo)}`);
    const edit = credit.getByRole('form', { name: `Edit SRPF ${srpfNo}` });
    await edit.getByLabel('Files (PDF or pictures)').setInputFiles({ name: 'pull-out-slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await edit.getByRole('button', { name: 'For Approval' }).click();
    await ok(credit, 'Attachment(s) not yet uploaded, Please click Upload Attachment.');
    await edit.getByRole('button', { name: 'Upload Attachment' }).click();
    await answerDialog(credit, 'Are you sure you want to upload?', 'Yes, upload');
    await edit.getByRole('button', { name: 'pull-out-slip.pdf' }).or(edit.getByRole('link', { name: 'pull-out-slip.pdf' })).first().waitFor();
    await edit.getByRole('button', { name: 'For Approval' }).click();
    const submit = credit.getByRole('dialog', { name: `Submit ${srpfNo} for approval` });
    const pad = submit.getByRole('img', { name: 'Requestor signature' });
    const box = (await pad.boundingBox())!;
    await credit.mouse.move(box.x + 20, box.y + 70);
    await credit.mouse.down();
    for (const [dx, dy] of [[60, 20], [110, 80], [170, 25], [240, 75], [300, 40]]) await credit.mouse.move(box.x + dx, box.y + dy, { steps: 4 });
    await credit.mouse.up();
    await submit.getByText('Signed', { exact: true }).waitFor();
    await submit.getByRole('button', { name: 'For Approval' }).click();
    await answerDialog(credit, 'Are you sure you want to submit this for approval?', 'Yes, submit');
    await ok(credit, 'Submitted successfully!');

    // The approver approves it from the inbox with the keyboard alone.
    const approver = await userPage('approver');
    await approver.goto(`${baseUrl()}/approvals`);
    const row = approver.locator('tbody tr', { hasText: srpfNo });
    await row.waitFor();
    const rowCount = await approver.locator('tbody tr').count();
    await approver.keyboard.press('k');
    for (let n = 0; n < rowCount && (await row.getAttribute('aria-selected')) !== 'true'; n++) await approver.keyboard.press('j');
    expect(await row.getAttribute('aria-selected')).toBe('true');
    await approver.keyboard.press('a');
    const ask = approver.locator('.swal2-popup').filter({ hasText: `Are you sure you want to approve Stock Return (SRPF) ${srpfNo}?` });
    await ask.waitFor();
    // The inbox's question starts on "Yes, approve": Enter confirms.
    await expect.poll(() => approver.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe('Yes, approve');
    await approver.keyboard.press('Enter');
    // Approved (a refusal would be listed in red with its reason).
    await approver.getByRole('region', { name: 'Results' }).locator('li.text-success', { hasText: srpfNo }).waitFor();

    // The warehouse receives the goods from Not yet Received.
    const warehouse = await userPage('warehouse');
    await warehouse.goto(`${baseUrl()}/collection/NotYetReceivedSRPF`);
    await warehouse.getByLabel('Search SRPF No. or customer').fill(srpfNo);
    await warehouse.getByLabel('Search SRPF No. or customer').press('Enter');
    await warehouse.locator('.ag-row', { hasText: srpfNo }).first().click();
    const details = warehouse.getByRole('dialog').filter({ hasText: srpfNo });
    await details.getByRole('button', { name: 'Receive', exact: true }).click();
    await answerDialog(warehouse, `Are you sure the goods of ${srpfNo} were received?`, 'Yes, receive');
    await warehouse.getByText(`${srpfNo} received.`).waitFor();

    // Applied to advances: the credit memo is the customer's advance for the applicable amount (Advances from
    // Customers, 2050), never a credit on an invoice (issue 25, defect 4).
    const finance = await userPage('finance');
    await finance.goto(`${baseUrl()}/finance-and-accounting/advances-from-customers?date_from=${today}&date_to=${today}&customer_code=${CUSTOMER}`);
    const memo = finance.locator('.ag-row', { hasText: srpfNo }).first();
    await memo.waitFor();
    expect(cents(await memo.locator('[col-id="credit"]').innerText())).toBe(applicable);

    // The warehouse sees the goods back in the inventory sub-ledger: the return's movement, in, today.
    await warehouse.goto(`${baseUrl()}/ledgers/inventories`);
    await warehouse.getByRole('combobox', { name: /^Product/ }).fill(product.split(' ')[0]);
    await warehouse.getByRole('option', { name: new RegExp(` - ${product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
    await warehouse.getByLabel('Date From').fill(today);
    await warehouse.getByLabel('Date To').fill(today);
    await warehouse.getByRole('button', { name: 'Search', exact: true }).click();
    const back = warehouse.locator('.ag-row', { hasText: srpfNo }).first();
    await back.waitFor();
    expect(await back.locator('[col-id="module"]').innerText()).toBe('RET');
    expect(Number(await back.locator('[col-id="quantity"]').innerText())).toBe(1);

    // Treasury: credit asks to change a check's bank; the approver approves it; the check then shows the new bank.
    const branch = `Ortigas ${Date.now() % 100000}`;
    await credit.goto(`${baseUrl()}/credit-and-collections/management/collections`);
    await credit.getByLabel('Status', { exact: true }).selectOption('PDC');
    // The filter's list comes in a transition: the whole list shows until then, so the row is picked by its status
    // (the first check on hand is the same row in both lists, in the same order).
    const check = credit.locator('.ag-row', { hasText: 'PDC on Hand' }).first();
    await check.waitFor();
    const receiptNo = await check.locator('[col-id="receipt_no"]').innerText();
    await check.locator('[col-id="receipt_no"]').click();
    await credit.getByRole('button', { name: 'Request Check Change (Treasury)' }).click();
    const change = credit.getByRole('dialog').filter({ hasText: 'Request a Check Change' });
    await change.getByRole('textbox', { name: 'Reason', exact: true }).fill('The customer replaced the check with one of another bank.');
    await change.getByLabel('New Bank').fill('Philippine National Bank');
    await change.getByLabel('New Branch').fill(branch);
    await change.getByLabel(/Reason for the change of bank/).fill('Replacement check');
    await change.getByRole('button', { name: 'Send to Treasury' }).click();
    await answerDialog(credit, 'Send this change request to treasury for approval?', 'Yes, send it');
    await change.waitFor({ state: 'detached' });

    await approver.goto(`${baseUrl()}/treasury/list-of-approvals`);
    await approver.getByLabel('Search requests').fill(receiptNo);
    await approver.getByLabel('Search requests').press('Enter');
    await approver.locator('.ag-row', { hasText: receiptNo }).first().click();
    const request = approver.getByRole('dialog', { name: /^Treasury Request / });
    await request.getByRole('button', { name: 'Approve', exact: true }).click();
    await answerDialog(approver, 'Are you sure you want to approve this request?', 'Yes, approve');

    await credit.reload();
    await credit.getByLabel('Search OR, check or customer').fill(receiptNo);
    await credit.getByLabel('Search OR, check or customer').press('Enter');
    await credit.locator('.ag-row', { hasText: receiptNo }).first().locator('[col-id="receipt_no"]').click();
    await credit.getByRole('dialog', { name: `Collection Receipt ${receiptNo}` }).getByText(new RegExp(`^Philippine National Bank .*`)).waitFor();
  }, FLOW_MS);
});
