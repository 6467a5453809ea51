import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signIn } from './browser';

/**
 * The customers story in a real browser against the real server: Finance
 * creates a regular customer and a physician (type 4) through the Create New
 * Customers modal (a required field left empty is named on its field and the
 * rest is kept), edits and saves the regular one, associates an MD, makes it
 * a main office and links a branch, uploads a document, and adds and deletes
 * a footprint. The administrator edits a customer product code in the grid
 * and imports a small file.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
let current: Page | undefined;
afterEach(async (t) => {
  if (t.task.result?.state === 'fail' && current) await current.screenshot({ path: `/tmp/e2e-customers-${t.task.name.slice(0, 20)}.png`, fullPage: true }).catch(() => undefined);
});

const stamp = Date.now().toString(36).slice(-5);
/** A TIN nobody has: twelve digits from the clock, grouped as the BIR writes them. */
const tin = (salt: number) =>
  String(Date.now() + salt)
    .slice(-12)
    .padStart(12, '7')
    .replace(/(\d{3})(\d{3})(\d{3})(\d{3})/, '$1-$2-$3-$4');

const popup = (page: Page) => page.locator('.swal2-popup');
/** Answers the question sweetalert2 asks. */
async function answer(page: Page, button = 'Yes') {
  await popup(page).getByRole('button', { name: button }).click();
}
/** Waits for the result dialog that says `text`, returns its words, and closes it. */
async function result(page: Page, text: string | RegExp): Promise<string> {
  const dialog = popup(page).filter({ hasText: text });
  await dialog.waitFor();
  const words = await dialog.innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await popup(page).waitFor({ state: 'detached' });
  return words;
}

const select = (scope: Locator, label: RegExp, option: string) => scope.getByLabel(label).selectOption({ label: option });

/** Types into a search picker and takes the option named (or the first): answers the option's text. */
async function choose(page: Page, combobox: Locator, typed: string, option?: string): Promise<string> {
  await combobox.fill(typed);
  const item = option ? page.getByRole('option', { name: option }) : page.getByRole('option').first();
  await item.waitFor();
  const text = await item.innerText();
  // The list re-renders as the answer lands; the option is clicked where it is once shown.
  await item.click({ force: true });
  return text;
}

/** Every contact group on the Business Contacts tab gets a person. */
async function fillContacts(dialog: Locator) {
  for (const region of await dialog.getByRole('region').all()) {
    const name = (await region.getAttribute('aria-label')) ?? (await region.locator('h3, h4, legend').first().innerText());
    const person = region.getByLabel(/Contact Person/);
    if (!(await person.count()) || !(await person.isEnabled())) continue;
    await person.fill(`${name} Person`);
    await region.getByLabel(/Contact Number/).fill('+63 2 8700 2000');
    await region.getByLabel(/Designation/).fill('Officer');
    await region.getByLabel(/Email/).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@e2e.demo.invalid`);
  }
}

async function fillBilling(dialog: Locator) {
  await select(dialog, /Mode of Payment/, 'Check');
  await select(dialog, /Payment Terms/, '30 Days');
  const billing = dialog.getByRole('region', { name: 'Billing Address' });
  await billing.getByLabel(/Bldg\./).fill('2F Paseo Center, 8757 Paseo de Roxas');
  await select(billing, /Province/, 'Bulacan');
  await expect.poll(() => billing.getByLabel(/City\/Municipality/).locator('option', { hasText: 'City of Malolos' }).count()).toBe(1);
  await select(billing, /City\/Municipality/, 'City of Malolos');
  await expect.poll(() => billing.getByLabel(/Barangay/).locator('option', { hasText: 'Mojon' }).count()).toBe(1);
  await select(billing, /Barangay/, 'Mojon');
  await billing.getByLabel(/Zip Code/).fill('3000');
  await billing.getByLabel(/LBA Code/).fill('LBA-R3-B1');
  await billing.getByLabel(/LBA Name/).fill('Malolos-Mojon');
  await billing.getByLabel(/District/).fill('Bulacan First District');
}

/** Creates a customer through the modal and answers its code (from the success dialog). */
async function createCustomer(page: Page, name: string, type: 'Drugstore / Pharmacy' | 'Physician (Private Practice)', skipName = false): Promise<string> {
  await page.goto(`${baseUrl()}/customers`);
  await page.getByRole('button', { name: 'Create New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customers' });
  await dialog.getByRole('option', { name: 'Drugstore / Pharmacy' }).waitFor({ state: 'attached' });
  const tab = (n: string) => dialog.getByRole('tab', { name: n }).click();

  if (!skipName) await dialog.getByLabel(/Customer Account Name/).fill(name);
  await select(dialog, /Customer Type/, type);
  await select(dialog, /^Channel/, 'Retail');
  await select(dialog, /^Tagging/, 'Independent');
  await select(dialog, /Regular Customer/, 'Regular');
  await select(dialog, /AO \(Account Officer\)/, 'Benjamin Cruz');
  await select(dialog, /VAT Type/, 'VAT Registered');
  await select(dialog, /Return Policy/, 'No returns');
  await select(dialog, /Business Type/, 'Sole Proprietorship');
  await dialog.getByLabel(/Credit Limit/).fill('250,000');
  await dialog.getByLabel(/TIN Number/).fill(tin(type === 'Drugstore / Pharmacy' ? 1 : 2));
  if (type === 'Drugstore / Pharmacy') await dialog.getByLabel(/Business Style/).fill('Retail Pharmacy');
  await dialog.getByLabel(/Owner Name/).fill('Lourdes Manalastas');
  await dialog.getByLabel(/Owner Email/).fill('owner@e2e.demo.invalid');
  await dialog.getByLabel(/Owner Contact Number/).fill('+63 917 555 0142');
  await tab('Business Contacts');
  await fillContacts(dialog);
  await tab('Billing & Shipping');
  await fillBilling(dialog);

  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  if (skipName) {
    // Named on its field, on its tab; what was typed elsewhere is still there.
    const field = dialog.getByLabel(/Customer Account Name/);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Customer account name is required.').waitFor();
    expect(await dialog.getByLabel(/Owner Name/).inputValue()).toBe('Lourdes Manalastas');
    await tab('Billing & Shipping');
    expect(await dialog.getByRole('region', { name: 'Billing Address' }).getByLabel(/Zip Code/).inputValue()).toBe('3000');
    await tab('Customer Information');
    await field.fill(name);
    await dialog.getByRole('button', { name: 'Create Customer' }).click();
  }
  const words = await result(page, /has been created/);
  await page.waitForURL('**/customers');
  const code = /Customer (\S+) /.exec(words)?.[1];
  expect(words).toContain(name);
  return code!;
}

async function openCustomer(page: Page, code: string) {
  await page.goto(`${baseUrl()}/view/customer/${code}`);
  await page.getByRole('heading', { name: new RegExp(code) }).waitFor();
}
const viewTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('Customers', () => {
  it('creates a regular and a physician customer, edits one, associates an MD, links a branch, uploads a document, adds and deletes a footprint', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    current = page;
    await signIn(page, 'finance');

    const physician = await createCustomer(page, `Dr. Aurora Villanueva Clinic ${stamp}`, 'Physician (Private Practice)');
    const code = await createCustomer(page, `Botika ni Aling Nena ${stamp}`, 'Drugstore / Pharmacy', true);
    expect(code).not.toBe(physician);

    // Edit and save: the edit-only fields, and a new credit limit.
    await openCustomer(page, code);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/Minimum Order Required/).fill('5000');
    await page.getByLabel(/Business\/Trade Name/).fill(`Botika ni Aling Nena ${stamp}`);
    await page.getByLabel(/Registered Name/).fill('Nena Manalastas Trading');
    await page.getByLabel(/Credit Limit/).fill('300000');
    await viewTab(page, 'MD & Sales');
    for (const person of [/^KAM/, /^KASS/, /^SAR/, /^Hospital SAR/, /^Segment Manager/]) await page.getByRole('combobox', { name: person }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await answer(page);
    await result(page, 'Your work has been saved');
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await page.getByLabel(/Credit Limit/).inputValue()).toMatch(/^300,?000(\.00)?$/);

    // Associate an MD (in Edit).
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await viewTab(page, 'MD & Sales');
    await choose(page, page.getByRole('combobox', { name: 'MD' }), 'aguilar', 'MD-0081234 - Josefina');
    await page.getByRole('button', { name: 'Associate MD' }).click();
    await page.getByRole('button', { name: 'MD-0081234 - Josefina Aguilar' }).waitFor();

    // A main office with a branch.
    await viewTab(page, 'Branches');
    // The first choice of a type is saved at once with the default settings (the radio follows the server).
    const mainOffice = page.getByRole('group', { name: 'Customer Type' }).getByRole('radio', { name: 'Main Office' });
    await mainOffice.click();
    await page.getByRole('radiogroup', { name: 'Sales Ordering' }).waitFor();
    expect(await mainOffice.isChecked()).toBe(true);
    const branch = (await choose(page, page.getByRole('combobox', { name: 'Customer to add as branch' }), 'Mercury')).split(' - ')[0].trim();
    await page.getByRole('button', { name: 'Add Branch' }).click();
    await page.getByRole('link', { name: branch, exact: true }).waitFor();

    // A document, uploaded with its expiry date.
    await viewTab(page, 'Documents');
    await page.getByRole('button', { name: 'Upload License to Operate' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload License to Operate' });
    await upload.getByLabel('License to Operate File').setInputFiles({ name: 'lto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await upload.getByLabel(/^Expiry Date/).fill('2027-06-30');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'lto.pdf' }).waitFor();

    // A footprint, added then deleted.
    await viewTab(page, 'Footprint');
    await page.getByRole('button', { name: 'Add Footprint' }).click();
    const visit = page.getByRole('dialog', { name: 'Check Details' });
    await visit.getByLabel(/Notes\/Remarks/).fill(`Collected PDC, visit ${stamp}`);
    await visit.getByRole('button', { name: 'Save' }).click();
    await answer(page);
    await result(page, 'Footprint has been saved.');
    await page.getByText(`Collected PDC, visit ${stamp}`).waitFor();
    await page.getByRole('checkbox', { name: 'Select all footprints' }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await answer(page);
    await result(page, 'have been deleted');
    await page.getByText(`Collected PDC, visit ${stamp}`).waitFor({ state: 'detached' });
    await ctx.close();
  });

  it('edits a customer product code in the grid and imports a small file', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    current = page;
    await signIn(page, 'admin');
    await page.goto(`${baseUrl()}/customers/smpp-product-maintenance`);
    await page.getByRole('heading', { name: 'Product Maintenance' }).waitFor();
    await choose(page, page.getByRole('combobox', { name: 'Customer' }), 'C-00004', 'C-00004 - St. Luke\'s Medical Center - BGC');

    const cell = page.getByRole('gridcell', { name: 'SLMC-PH-1102' });
    await cell.dblclick();
    // The editor takes the focus in the cell (whose name is no longer the old code).
    const editor = page.getByRole('grid').getByRole('textbox');
    await editor.fill(`SLMC-E2E-${stamp}`);
    await editor.press('Enter');
    await page.getByRole('gridcell', { name: `SLMC-E2E-${stamp}` }).waitFor();

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Codes');
    sheet.addRow(['Customer Code', 'Internal Product Code', 'Customer Product Code', 'Template Product Name']);
    sheet.addRow(['C-00004', 'GSK-AUG-625', `SLMC-IMP-${stamp}`, 'AUGMENTIN 625MG TAB']);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Import Customer Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Customer Product' });
    await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({
      name: 'codes.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await answer(page);
    await result(page, '0 added, 1 changed');
    await page.getByRole('gridcell', { name: `SLMC-IMP-${stamp}` }).waitFor();
    await ctx.close();
  });
});
