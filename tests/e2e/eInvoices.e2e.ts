import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SellableProduct } from '../../contract/creditOps';
import { answerDialog, apiAs, baseUrl, FLOW_MS, multiUserFlow } from './browser';

/**
 * Issue 27's e-invoicing in a real browser against the demo and its local EIS simulator: credit posts two sales
 * invoices; finance sees them waiting on the E-Invoices board, sends them, finds one accepted with its acknowledgement
 * and the other rejected with the BIR's reason (the demo's simulator rejects remarks marked EIS-REJECT:), opens the
 * rejection and sends it again, and prints the invoice twice: the original, then a REPRINT.
 */
const userPage = multiUserFlow('e-invoices');
const manilaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('e-invoices', () => {
  it('from a posted invoice to accepted, and a rejection on the board sent again', async () => {
    const product = (await apiAs<SellableProduct[]>('credit', '/sales-invoices/manual/products?search=')).find((p) => p.on_hand >= 5)!;
    expect(product).toBeDefined();
    const stamp = String(Date.now()).slice(-6);
    const post = (si_number: string, remarks?: string) =>
      apiAs<{ si_number: string }>('credit', '/sales-invoices/manual', {
        customer_code: 'C-00001', si_date: manilaToday(), price_basis: 'EXCLUSIVE', terms: 30, si_number, remarks,
        lines: [{ product_code: product.product_code, quantity: 1, unit_price: '100.00' }],
      });
    const good = await post(`E2E-EIS-${stamp}`);
    const bad = await post(`E2E-EIR-${stamp}`, 'EIS-REJECT: BuyerInfo.Tin is not registered with the BIR.');

    const finance = await userPage('finance');
    await finance.goto(`${baseUrl()}/finance-and-accounting/e-invoices/waiting`);
    await finance.getByRole('heading', { level: 1, name: 'E-Invoices (BIR EIS)' }).waitFor();
    expect(await finance.title()).toMatch(/^E-Invoices/);
    const grid = finance.getByRole('region', { name: 'E-invoice documents' });
    await grid.getByText(good.si_number).waitFor();
    await grid.getByText(bad.si_number).waitFor();

    await finance.getByRole('button', { name: 'Send Now' }).click();
    await finance.getByText(/sent: \d+ accepted, [1-9]\d* rejected\./).waitFor();

    await finance.getByRole('link', { name: /^Accepted/ }).click();
    await grid.getByText(good.si_number).waitFor();
    await finance.getByRole('link', { name: /^Rejected/ }).click();
    const row = grid.locator('.ag-row', { hasText: bad.si_number });
    await row.getByText('BuyerInfo.Tin is not registered with the BIR.').waitFor();

    // Keyboard: the row's first cell, Enter opens the document.
    await row.getByRole('gridcell').first().click();
    await finance.keyboard.press('Enter');
    const dialog = finance.getByRole('dialog', { name: `Sales Invoice ${bad.si_number}` });
    await dialog.getByText('Rejected Because').waitFor();
    await dialog.getByRole('button', { name: 'Send Again' }).click();
    await answerDialog(finance, 'Send this document again?', 'Yes, send again');
    await dialog.getByText('Waiting to Resend').waitFor();

    // The invoice as the EOPT Act has it: the first print is the original, the next a REPRINT.
    const printed = async () => {
      const download = finance.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Print Invoice (PDF)' }).click();
      return readFileSync(await (await download).path()).toString('latin1');
    };
    const original = await printed();
    expect(original).toContain('(INVOICE)');
    expect(original).not.toContain('REPRINT');
    // PDF text escapes its parentheses.
    expect(await printed()).toContain('REPRINT \\(copy 2\\)');
  }, FLOW_MS);
});
