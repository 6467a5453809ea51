import { describe, expect, it } from 'vitest';
import { answerDialog, apiAs, baseUrl, FLOW_MS, multiUserFlow, tickRow } from './browser';

/**
 * Issue 14's purchase-to-pay flow (and issue 12's receipt into a pallet) in a
 * real browser against the reference server: the purchase order an approved
 * purchase request raised is approved by the approver; the warehouse receives it onto a pallet
 * with batch and expiry and inspects it; the approver approves the receipt
 * (stock and the books posted); the warehouse finds the batch on its pallet
 * in the inventory report, finance in the product ledger; finance vouchers
 * the receiving report with 1 % EWT, the approver approves the voucher and
 * finance pays it by check.
 */
const userPage = multiUserFlow('procurement', { width: 1800, height: 1000 });

const api = apiAs;

/** A purchase request of one product, made by the purchaser and approved by the approver: its number. */
async function approvedPurchaseRequest(supplierCode: string, productCode: string, qty: number): Promise<string> {
  const suppliers = await api<{ vendor_id: number; vendor_code: string }[]>('purchaser', `/purchase-requests/suppliers?search=${supplierCode}`);
  const supplier = suppliers.find((x) => x.vendor_code === supplierCode)!;
  const products = await api<{ product_id: number; product_code: string; cost: string }[]>('purchaser', `/purchase-requests/suppliers/${supplier.vendor_id}/products`);
  const p = products.find((x) => x.product_code === productCode)!;
  const total = (Number(p.cost) * qty).toFixed(2);
  const pr = await api<{ pr_hdr_id: number; pr_no: string }>('purchaser', '/purchase-requests/create', {
    supplier: supplier.vendor_id,
    estimated_delivery_date: manilaDate(45),
    details: [{ product_id: p.product_id, requested_qty: qty, unit_price: p.cost, total_amount: total, lead_time: 30, payment_term: '' }],
  });
  await api('approver', '/purchase-requests/approve', { pr_hdr_id: pr.pr_hdr_id });
  return pr.pr_no;
}

/** Manila's date (the server's "today") moved by some days. */
const manilaDate = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('purchase to pay', () => {
  it('PO approved, received onto a pallet, inspected, approved into stock and the books, vouchered with EWT and paid by check', async () => {
    const today = manilaDate();
    const batch = `E2E${Date.now().toString(36).toUpperCase()}`;
    const product = 'Ciprofloxacin Interphil 500mg Tablet';

    // Prepared, not tested here (purchasing.e2e.ts drives it): the purchaser's request, approved, raises the PO.
    const prNo = await approvedPurchaseRequest('V-0007', 'INT-CIP-500', 20);

    // The approver finds the PO the request raised (Officer Approval) and signs it; under ₱100,000 it is then Approved.
    const approver = await userPage('approver');
    await approver.goto(`${baseUrl()}/purchase-order`);
    await approver.getByLabel('Search purchase orders').fill(prNo);
    await approver.getByLabel('Search purchase orders').press('Enter');
    await approver.locator('.ag-row', { hasText: prNo }).first().click();
    const toApprove = approver.getByRole('dialog', { name: /^Purchase Order PO-/ });
    await toApprove.getByRole('link', { name: prNo }).waitFor();
    const poNo = (await toApprove.getByRole('heading').first().innerText()).match(/PO-\S+/)![0];
    await toApprove.getByRole('button', { name: 'Approve', exact: true }).click();
    await answerDialog(approver, 'Approve purchase order?', 'Yes, approve');
    await toApprove.locator('dd', { hasText: /^Approved$/ }).waitFor();

    // The warehouse receives it onto a pallet with batch and expiry, then inspects it.
    const warehouse = await userPage('warehouse');
    await warehouse.goto(`${baseUrl()}/inventoryreceipt`);
    const receipt = warehouse.getByRole('form', { name: 'New Inventory Receipt' });
    const poSelect = receipt.getByLabel('Purchase Order');
    const poOption = poSelect.locator('option', { hasText: poNo });
    await poOption.waitFor({ state: 'attached' });
    await poSelect.selectOption({ label: await poOption.innerText() });
    await receipt.getByText('Ordered 20, remaining 20').waitFor();
    await receipt.getByLabel('Delivery Receipt No.').fill(`DR-${batch}`);
    await receipt.getByLabel('Batch No. of line 1').fill(batch);
    await receipt.getByLabel('Manufacturing Date of line 1').fill(manilaDate(-30));
    await receipt.getByLabel('Expiry Date of line 1').fill(manilaDate(730));
    await receipt.getByLabel('Quantity of line 1').fill('20');
    await receipt.getByLabel('Free Goods of line 1').fill('0');
    await receipt.getByLabel('Floor of line 1').selectOption({ label: 'Main/Central' });
    const pallet = receipt.getByLabel('Pallet of line 1');
    await pallet.selectOption({ index: 1 });
    const palletCode = (await pallet.locator('option:checked').innerText()).split(' ')[0];
    await receipt.getByRole('button', { name: 'Submit for Inspection' }).click();
    await answerDialog(warehouse, 'Send this receipt for inspection?');
    await warehouse.waitForURL(/\/inventory\/receipts\/pending\/\d+$/);
    const receiptId = warehouse.url().match(/(\d+)$/)![1];
    const receiptNo = (await warehouse.getByRole('heading', { name: /^Receipt / }).innerText()).match(/Receipt (\S+)/)![1];

    await warehouse.goto(`${baseUrl()}/inventoryreceiptinspection`);
    await warehouse.getByRole('button', { name: new RegExp(receiptNo) }).click();
    await warehouse.getByLabel('Accepted quantity of line 1').waitFor();
    expect(await warehouse.getByLabel('Accepted quantity of line 1').inputValue()).toBe('20');
    await warehouse.getByRole('button', { name: 'Save Inspection' }).click();
    await answerDialog(warehouse, 'Save the inspection of this receipt?');

    // The approver approves the receipt: stock onto the pallet, inventory and input VAT against the payable.
    await approver.goto(`${baseUrl()}/inventoryreceiptapproval`);
    await approver.getByRole('button', { name: new RegExp(receiptNo) }).click();
    await approver.getByRole('heading', { name: new RegExp(`Receipt ${receiptNo}`) }).waitFor();
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await answerDialog(approver, 'Approve this receipt?');
    await approver.getByRole('button', { name: new RegExp(receiptNo) }).waitFor({ state: 'detached' });

    // The warehouse sees the receiving report and the journal entry, then the batch on its pallet in the inventory report.
    await warehouse.goto(`${baseUrl()}/inventory/receipts/approved/${receiptId}`);
    const rrCell = warehouse.locator('dt:text-is("Receiving Report") + dd');
    await expect.poll(() => rrCell.innerText(), { timeout: 15_000 }).toMatch(/^RR-/);
    const rrNo = (await rrCell.innerText()).trim();
    // The PO's costs include VAT: 13,664.00 is 12,200.00 of stock and 1,464.00 of input VAT owed to the supplier.
    const entry = warehouse.getByTestId('receipt-entry');
    expect(await entry.locator('tr', { hasText: '1200' }).innerText()).toContain('12,200.00');
    expect(await entry.locator('tr', { hasText: '1300' }).innerText()).toContain('1,464.00');
    expect(await entry.locator('tr', { hasText: '2010' }).innerText()).toContain('13,664.00');

    await warehouse.goto(`${baseUrl()}/inventoryreport`);
    await warehouse.getByRole('combobox', { name: 'Product Name' }).fill('Ciprofloxacin Interphil');
    await warehouse.getByRole('option', { name: new RegExp(product) }).click();
    await warehouse.getByLabel('Report Type').selectOption('summary');
    await warehouse.getByLabel('Date From').fill(today);
    await warehouse.getByLabel('Date To').fill(today);
    await warehouse.getByRole('button', { name: 'Generate' }).click();
    await warehouse.waitForURL(/\/view\/summary\/inventoryreport/);
    await warehouse.getByRole('searchbox', { name: 'Search' }).fill(batch);
    const stockRow = warehouse.locator('tr', { hasText: batch });
    await stockRow.waitFor();
    const headers = (await warehouse.locator('thead th').allInnerTexts()).map((t) => t.trim());
    const cells = (await stockRow.locator('td').allInnerTexts()).map((t) => t.trim());
    const cell = (header: string) => cells[headers.indexOf(header)];
    expect([cell('In'), cell('Ending Quantity'), cell('Pallet')]).toEqual(['20', '20', palletCode]);

    // Finance finds the receipt in the product ledger, then vouchers the receiving report.
    const finance = await userPage('finance');
    await finance.goto(`${baseUrl()}/ledgers/products`);
    await finance.getByRole('combobox', { name: /^Product/ }).fill('Ciprofloxacin Interphil');
    await finance.getByRole('option', { name: new RegExp(product) }).first().click();
    await finance.getByRole('combobox', { name: /^Batch No/ }).fill(batch);
    await finance.getByRole('option', { name: batch }).click();
    await finance.getByRole('button', { name: 'Search', exact: true }).click();
    const rrRow = finance.locator('.ag-row', { has: finance.locator('[col-id="module"]', { hasText: /^RR$/ }) }).first();
    await rrRow.waitFor();
    expect(await rrRow.locator('[col-id="purchases_unit"]').innerText()).toBe('20');

    await finance.goto(`${baseUrl()}/finance-and-accounting/payable-voucher?tab=new`);
    await finance.getByRole('button', { name: 'Start a New Payable Voucher' }).click();
    const form = finance.getByRole('form', { name: 'New Payable Voucher' });
    await form.getByRole('combobox', { name: 'Payee', exact: true }).fill('Interphil');
    await finance.getByRole('option', { name: /Interphil Laboratories/ }).click();
    await form.getByRole('checkbox', { name: new RegExp(rrNo) }).check();
    await form.getByLabel('Invoice No.').fill(`SI-${batch}`);
    await form.getByLabel('Invoice Date').fill(today);
    await form.getByRole('button', { name: 'Remove line 1' }).click();
    await expect.poll(() => form.getByLabel('ATC of EWT line 1').inputValue(), { timeout: 15_000 }).toBe('WC158');
    await form.getByLabel('Tax base of EWT line 1').fill('12200.00');
    // The receipt's payable 13,664.00 less 1 % EWT on its 12,200.00 net of VAT.
    await expect.poll(() => form.getByTestId('pv-ewt').innerText(), { timeout: 15_000 }).toBe('122.00');
    expect(await form.getByTestId('pv-net').innerText()).toBe('13,542.00');
    await form.getByRole('button', { name: 'Submit for Approval' }).click();
    await answerDialog(finance, 'Submit this payable voucher for approval?');
    await finance.waitForURL(/\/payable-voucher\/\d+$/);
    const pvNo = (await finance.getByRole('heading', { name: /^Payable Voucher PV-/ }).innerText()).match(/PV-\d{4}-\d+/)![0];
    expect(await finance.getByText(`Receiving reports invoiced: ${rrNo}`).count()).toBe(1);

    await approver.goto(finance.url());
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await answerDialog(approver, 'Approve this payable voucher?');
    await approver.getByRole('heading', { name: new RegExp(pvNo) }).getByText('Approved').waitFor();

    // Finance pays it: the check voucher, released today.
    await finance.goto(`${baseUrl()}/finance-and-accounting/check-voucher/pending-payment-vouchers`);
    await finance.getByLabel('Search PV, invoice or payee').fill(pvNo);
    await finance.getByLabel('Search PV, invoice or payee').press('Enter');
    await tickRow(finance, pvNo);
    await finance.getByLabel('Bank Account').selectOption({ index: 1 });
    await finance.getByRole('button', { name: 'Write Check Voucher' }).click();
    await answerDialog(finance, 'Write the check voucher?');
    const cv = finance.getByRole('dialog', { name: /^Check Voucher CV-/ });
    await cv.getByText(pvNo).waitFor();
    expect(await cv.innerText()).toContain('13,542.00');
    await cv.getByRole('button', { name: 'Release Check' }).click();
    await answerDialog(finance, 'Release this check?');
    await expect.poll(() => cv.innerText(), { timeout: 15_000 }).toMatch(/JE-CV-\d{4}-\d+/);
  }, FLOW_MS);
});
