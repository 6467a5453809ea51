import { describe, expect, it } from 'vitest';
import type { CustomerOrderLine } from '../../contract/srpf';
import { answerDialog, apiAs, baseUrl, FLOW_MS, multiUserFlow } from './browser';

/**
 * Issue 28's recall in a real browser against the demo: the warehouse recalls a batch a customer received
 * (product, batch, class, reason), sees the customer with its invoice, prints the notices and logs that they
 * were sent; the customer's pull-out comes back as a stock return naming the recall (credit writes it, the
 * approver approves it, the warehouse receives it — through the API: the SRPF screens have their own flow),
 * and the recall's effectiveness moves from 0.00 %.
 */
const userPage = multiUserFlow('recall');
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const manilaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('recall', () => {
  it('from a lot to its notices and a pull-out that moves the effectiveness', async () => {
    const customer = (await apiAs<{ customer_id: number }[]>('credit', '/collection/salesreturn/searchcustomer?search_param=C-00001'))[0];
    const orders = await apiAs<CustomerOrderLine[]>('credit', `/collection/salesreturn/getcustomerorders?customer_id=${customer.customer_id}`);
    const line = orders.find((o) => o.remaining_qty >= 2 && o.remaining_qty === o.qty_ordered)!;
    expect(line).toBeDefined();

    // The warehouse starts the recall of the batch.
    const warehouse = await userPage('warehouse');
    await warehouse.goto(`${baseUrl()}/regulatory/recalls`);
    await warehouse.getByRole('button', { name: 'New Recall' }).click();
    const form = warehouse.getByRole('dialog', { name: 'New Recall' });
    await form.getByLabel('Product Code').fill(line.product_code);
    await form.getByLabel('Product Code').press('Enter');
    await form.getByRole('checkbox', { name: new RegExp(`^${line.batch_no}: `) }).check();
    await form.getByLabel('Class').selectOption({ label: 'Class II: Temporary or medically reversible harm' });
    await form.getByLabel('Reason').fill('Out-of-specification dissolution results in retained samples');
    await form.getByRole('button', { name: 'Start Recall' }).click();
    await answerDialog(warehouse, 'Start this recall?', 'Yes, start it');
    await warehouse.waitForURL(/\/regulatory\/recalls\/\d+$/);
    const recallId = Number(warehouse.url().split('/').pop());
    const heading = warehouse.getByRole('heading', { level: 1, name: /^Recall RCL-/ });
    await heading.waitFor();
    expect(await warehouse.title()).toMatch(/^Recall/);
    const customers = warehouse.getByRole('table', { name: 'Customers that received the batches' });
    const row = customers.getByRole('row', { name: new RegExp(line.si_number) });
    await row.waitFor();
    const figures = warehouse.getByLabel('Effectiveness figures');
    await figures.getByText('0.00 %').waitFor();

    // The notices, a page per customer, and the log that they went out.
    const download = warehouse.waitForEvent('download');
    await warehouse.getByRole('button', { name: 'Print Notices (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^RCL-\d{4}-\d{4}-notices\.pdf$/);
    await warehouse.getByRole('button', { name: 'Log Notification' }).click();
    const notify = warehouse.getByRole('dialog', { name: /^Log Notification/ });
    await notify.getByLabel('Remarks').fill('Notices delivered with the morning deliveries');
    await notify.getByRole('button', { name: 'Log Notification' }).click();
    await warehouse.getByRole('table', { name: 'Notifications' }).getByText('Notices delivered with the morning deliveries').first().waitFor();

    // The pull-out: a stock return of 2 packs naming the recall, approved and received.
    const made = await apiAs<{ srpf: { srpf_id: number; srpf_no: string } }>('credit', '/collection/salesreturn/createreturn', {
      customer_id: customer.customer_id, srpf_date: manilaToday(), srpf_type: 'SRPF', disposition: 'apply_aging', disposition_reference: [], recall_id: recallId,
      lines: [{ transaction_id: line.transaction_id, quantity: 2, is_loose: false, reason: 'Others' }],
    });
    await apiAs('credit', '/collection/salesreturn/approval', { srpf_id: made.srpf.srpf_id, requestor_signature: SIGNATURE });
    await apiAs('approver', '/collection/salesreturn/approve', { srpf_no: made.srpf.srpf_no });
    await apiAs('warehouse', '/collection/salesreturn/receive', { srpf_no: made.srpf.srpf_no });

    await warehouse.reload();
    await warehouse.getByRole('table', { name: 'Returns since the recall began' }).getByText(made.srpf.srpf_no).waitFor();
    const effect = await figures.getByText(/^\d+\.\d{2} %$/).innerText();
    expect(Number(effect.replace(' %', ''))).toBeGreaterThan(0);
    // Recovered is the ninth column of the customer's row: the 2 packs back.
    expect(await row.getByRole('cell').nth(8).innerText()).toBe('2');
  }, FLOW_MS);
});
