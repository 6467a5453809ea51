import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog, baseUrl, confirmSaved, FLOW_MS, multiUserFlow } from './browser';

/**
 * Issue 12's warehouse day in a real browser against the reference server
 * (receiving a purchase order onto a pallet is procurement.e2e.ts): the
 * warehouse adds a zone and finds it in Zone Type; raises a replenishment
 * whose proposal is the earliest-expiring batch of the reserve; the approver
 * approves it; the warehouse posts it and receives it at the pick face.
 */
const userPage = multiUserFlow('warehouse');

/** Opens a transfer from a replenishment tab by its code. */
async function openTransfer(page: Page, path: string, code: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByLabel('Search transfer code').fill(code);
  await page.getByLabel('Search transfer code').press('Enter');
  await page.locator('.ag-row').getByRole('button', { name: code }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`: ${code}$`) });
  await dialog.waitFor();
  return dialog;
}

describe('the warehouse day', () => {
  it('adds a zone, then replenishes the pick face expiry first through approval, posting and receipt', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const warehouse = await userPage('warehouse');

    // A new zone on the main warehouse's picking floor shows in the Zone Type List.
    const zone = `E2E Pick Face ${stamp}`;
    await warehouse.goto(`${baseUrl()}/warehouse/zone-type`);
    await warehouse.getByRole('button', { name: 'Add Zone' }).click();
    const form = warehouse.getByRole('dialog', { name: 'Add Zone' });
    await form.getByLabel('Warehouse').selectOption({ label: 'Main Warehouse' });
    await form.getByLabel('Floor').locator('option', { hasText: 'Picking Area' }).waitFor({ state: 'attached' });
    await form.getByLabel('Floor').selectOption({ label: 'Picking Area' });
    await form.getByLabel('Zone Name').fill(zone);
    await form.getByRole('textbox', { name: /Color Code/ }).fill('#1E90FF');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirmSaved(warehouse, 'Are you sure you want to create this zone?', 'The zone was created.');
    await warehouse.getByLabel('Search zones').fill(stamp);
    await warehouse.getByLabel('Search zones').press('Enter');
    const zoneRow = warehouse.locator('.ag-row', { hasText: zone });
    await zoneRow.waitFor();
    expect(await zoneRow.innerText()).toMatch(/Main Warehouse[\s\S]*Picking Area/);

    // A replenishment: the reserve's batches of the product, and the proposal takes the one expiring first.
    await warehouse.goto(`${baseUrl()}/v2/inventory/transfer/confirmation`);
    await warehouse.getByRole('button', { name: 'New Replenishment Request' }).click();
    const request = warehouse.getByRole('dialog', { name: 'New Replenishment Request' });
    await request.getByLabel('Search product, batch or pallet').fill('INT-AMX-500');
    await request.getByRole('button', { name: 'Search Stock' }).click();
    const found = request.getByRole('region', { name: 'Stock found' });
    await found.locator('tbody tr').first().waitFor();
    // Expired batches wait in the reserve for their write-off: the proposal starts at the first one still good.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const expiries = (await found.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => t.trim()).filter((d) => d >= today).sort();
    await found.getByRole('button', { name: /^Add Amoxicillin Interphil 500mg Capsule/ }).first().click();
    await request.getByLabel('Quantity needed').fill('3');
    await request.getByRole('button', { name: 'Propose Expiry First' }).click();
    const lines = request.getByRole('region', { name: 'Request lines' }).locator('tbody tr');
    await lines.first().waitFor();
    expect(await lines.first().locator('td').nth(3).innerText()).toBe(expiries[0]);
    expect(await lines.first().innerText()).toContain('Picking Area /');
    // The 3 asked for are spread over the batches expiry first.
    const asked = await lines.getByRole('textbox').evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value || 0)));
    expect(asked.reduce((a, b) => a + b, 0)).toBe(3);
    expect(asked[0]).toBeGreaterThan(0);
    await request.getByRole('button', { name: 'Submit Request' }).click();
    // A batch outside the green shelf-life band asks first.
    const question = warehouse.locator('.swal2-popup').filter({ hasText: /Transfer anyway\?|is waiting for approval/ });
    await question.waitFor();
    if ((await question.innerText()).includes('Transfer anyway?')) await question.getByRole('button', { name: 'Yes, transfer' }).click();
    const done = warehouse.locator('.swal2-popup').filter({ hasText: /is waiting for approval/ });
    await done.waitFor();
    const code = (await done.innerText()).match(/(\S+) is waiting for approval/)![1];

    // The approver approves it from the approval list.
    const approver = await userPage('approver');
    const toApprove = await openTransfer(approver, '/v2/inventory/transfer/approval', code);
    await toApprove.getByRole('button', { name: 'Approve', exact: true }).click();
    await answerDialog(approver, 'Approve transfer?', 'Yes, approve');

    // The warehouse posts it (in transit), then the pick face receives it.
    const toPost = await openTransfer(warehouse, '/v2/inventory/transfer/in-transit', code);
    await toPost.getByRole('button', { name: 'Post', exact: true }).click();
    await answerDialog(warehouse, 'Post transfer?', 'Yes, post');
    await toPost.waitFor({ state: 'detached' });
    const toReceive = await openTransfer(warehouse, '/v2/inventory/transfer/in-transit', code);
    await toReceive.getByText('Posted', { exact: true }).first().waitFor();
    await toReceive.getByRole('button', { name: 'Receive', exact: true }).click();
    await answerDialog(warehouse, 'Receive transfer?', 'Yes, receive');
    const received = await openTransfer(warehouse, '/v2/inventory/transfer/received', code);
    // Each line as requested, approved, posted and received: the same quantity throughout, 3 in all.
    const figures = await received.getByRole('region', { name: 'Transfer lines' }).locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td.text-end')].map((c) => Number(c.textContent))),
    );
    for (const f of figures) expect(new Set(f).size).toBe(1);
    expect(figures.reduce((s, f) => s + f[0], 0)).toBe(3);
    expect(await received.innerText()).toMatch(/Received By/);
  }, FLOW_MS);
});
