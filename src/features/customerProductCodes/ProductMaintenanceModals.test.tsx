import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import { browser } from '../../components/export/runExport';
import ProductMaintenancePage from './ProductMaintenancePage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';
import { nativeFormDataClass, NodeFile } from '../../../tests/nativeFormData';
import { biogesic, biogesicProduct, mercury, neozepProduct, watsons } from './testData';

const SLOW = { timeout: 30_000 };
const P = '/product-legacy-maintenance';
const VIEW = 'view_smpp_product_maintenance';

function serve() {
  mswServer.use(
    http.get(API(`${P}/list`), () => ok([biogesic], { total_rows: 1 })),
    http.get(API(`${P}/dropdown_customers`), () => ok([mercury, watsons])),
    http.get(API(`${P}/dropdown_products`), () => ok([biogesicProduct, neozepProduct])),
  );
}

const render = (scopes: string[]) =>
  renderWithProviders(<ProductMaintenancePage />, { route: '/customers/smpp-product-maintenance', path: '/customers/smpp-product-maintenance', preloadedState: authed(financeUser, scopes) });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Form Details', () => {
  it('opens a row from its Details link, asks before saving, and puts a refusal on its field keeping what was typed', async () => {
    serve();
    const posted: unknown[] = [];
    mswServer.use(
      http.post(API(`${P}/update`), async ({ request }) => {
        posted.push(await request.json());
        return posted.length === 1
          ? HttpResponse.json({ code: '00001', result: ['Customer product code WTS-1 is already used for another product of this customer.'], fields: { smpp_product_code: ['Customer product code WTS-1 is already used for another product of this customer.'] } }, { status: 422 })
          : ok({ ...biogesic, customer_id: 3, smpp_product_code: 'WTS-2' }, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const { router } = render([VIEW, 'update_customer_product_code']);
    await userEvent.click(await screen.findByRole('link', { name: 'Details of C-00001 UNI-BIO-500' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Form Details' });
    expect(router.state.location.search).toContain('details=7');
    expect(within(dialog).getByRole('combobox', { name: /Customer/ })).toHaveValue('C-00001 - Mercury Drug - Quezon Ave');
    expect(within(dialog).getByRole('combobox', { name: /Product/ })).toHaveValue('UNI-BIO-500 - Biogesic 500mg Tablet');

    const customer = within(dialog).getByRole('combobox', { name: /Customer/ });
    await userEvent.clear(customer);
    await userEvent.type(customer, 'watsons');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'C-00003 - Watsons - SM Megamall' }));
    const code = within(dialog).getByLabelText('Customer Product Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'WTS-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Customer product code WTS-1 is already used for another product of this customer.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to save this form?', 'Yes');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(posted[0]).toEqual({ id: 7, customer_id: 3, product_id: 1, smpp_product_code: 'WTS-1', template_product_name: 'BIOGESIC 500MG TAB' });

    await userEvent.clear(code);
    await userEvent.type(code, 'WTS-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Form Details' })).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Success', 'The customer product code was updated.');
    expect(router.state.location.search).not.toContain('details');
  });

  it('adds a new one: the contract’s messages before anything is sent', async () => {
    serve();
    const posted: unknown[] = [];
    mswServer.use(http.post(API(`${P}/update`), async ({ request }) => (posted.push(await request.json()), ok({ ...biogesic, id: 8 }, { code: '00003' }))));
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render([VIEW, 'update_customer_product_code']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Customer Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const m of ['Customer is required.', 'Product is required.', 'Customer product code is required.']) expect(await within(dialog).findByText(m)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'merc');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'C-00001 - Mercury Drug - Quezon Ave' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Product/ }), 'neo');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'UNI-NEO-TAB - Neozep Forte Tablet' }));
    await userEvent.type(within(dialog).getByLabelText('Customer Product Code'), 'MDQ-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', 'The customer product code was added.'));
    expect(posted).toEqual([{ customer_id: 1, product_id: 2, smpp_product_code: 'MDQ-5', template_product_name: null }]);
  });
});

describe('Export Customer Product', () => {
  it('pages and searches customers, keeps one chosen, and saves the chosen customer’s file', async () => {
    serve();
    const asked: Record<string, string>[] = [];
    mswServer.use(
      http.get(API(`${P}/customers`), ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        return ok(q.search ? [watsons] : [mercury, watsons], { total_rows: q.search ? 1 : 2 });
      }),
      http.get(API(`${P}/export/3`), () => ok('/api/downloads/abc')),
      http.get(API('/downloads/abc'), () => new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="customer_product_codes_C-00003.xlsx"' } })),
    );
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    render([VIEW, 'export_customer_product_code']);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('button', { name: 'Import Customer Product' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export Customer Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Customer Product' });
    for (const h of ['Code', 'ID', 'Name']) expect(within(dialog).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'C-00001 Mercury Drug - Quezon Ave' }, SLOW));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'C-00003 Watsons - SM Megamall' }));
    expect(within(dialog).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search customers' }), 'wat');
    // The spec's paging of this search (001 §7): page_size and offset.
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: 'wat', page: '0', offset: '0', page_size: expect.any(String) }), { timeout: 30_000 });
    await userEvent.click(exportButton);
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'customer_product_codes_C-00003.xlsx'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export Customer Product' })).not.toBeInTheDocument());
  });
});

describe('Import Customer Product', () => {
  it('enables Import once a file is chosen, asks first, and shows every bad row the server names, then succeeds', async () => {
    vi.stubGlobal('FormData', await nativeFormDataClass());
    serve();
    const sent: Awaited<ReturnType<typeof formBody>>[] = [];
    mswServer.use(
      http.post(API(`${P}/import`), async ({ request }) => {
        sent.push(await formBody(request));
        return sent.length === 1
          ? HttpResponse.json({ code: '00001', result: ['Line 3: Customer code C-99999 does not exist.', 'Line 4: Customer product code is required.'] }, { status: 422 })
          : ok({ created: 2, updated: 1, unchanged: 0 });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const failed = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render([VIEW, 'import_customer_product_code']);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import Customer Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Customer Product' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const file = new NodeFile([new Uint8Array([80, 75, 3, 4])], 'codes.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as unknown as File;
    await userEvent.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), file);
    expect(importButton).toBeEnabled();

    await userEvent.click(importButton);
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Import Failed', 'Line 3: Customer code C-99999 does not exist.\nLine 4: Customer product code is required.'));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to import this data?', 'Yes');
    expect(sent[0].files.file[0].name).toBe('codes.xlsx');
    // Still open: the corrected file goes in the same dialog.
    expect(screen.getByRole('dialog', { name: 'Import Customer Product' })).toBeInTheDocument();

    await userEvent.click(importButton);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', '2 added, 1 changed, 0 already up to date.'));
    expect(screen.queryByRole('dialog', { name: 'Import Customer Product' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an .xlsx in the browser', async () => {
    serve();
    render([VIEW, 'import_customer_product_code']);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import Customer Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Customer Product' });
    const pdf = new File(['%PDF'], 'codes.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), pdf, { applyAccept: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be an Excel workbook (.xlsx).');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
