import { describe, expect, it, vi } from 'vitest';
import * as dialogs from '../../components/dialogs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExpiringRow, LicenceRow } from '../../../contract/regulatory';
import RegulatoryPage from './RegulatoryPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const scopes = ['view_regulatory', 'manage_licences'];
const render = (route: string, scope = scopes) => renderWithProviders(<RegulatoryPage />, { route, path: '/regulatory/:tab?', preloadedState: authed(financeUser, scope) });

const companyLto: LicenceRow = {
  licence_id: 1, customer_id: null, vendor_id: null, holder: 'Company', kind: 'LTO', licence_no: 'CDRR-NCR-DW-2023-04711', licence_type: 'Drug Distributor (Wholesaler)',
  permit_no: null, valid_from: '2024-09-20', valid_until: '2028-02-01', standing: 'valid', active: true, updated_at: '2026-11-29T00:00:00Z',
};
const expiring: ExpiringRow[] = [
  { key: 'licence:9', what: 'LTO', holder: 'The Medical City', holder_kind: 'customer', holder_ref: 'C-00005', number: 'CDRR-RIII-HP-2024-00005', valid_until: '2026-11-17', days_left: -12, standing: 'Expired' },
  { key: 'cpr:2', what: 'CPR', holder: 'UNI-BIO-500 Biogesic 500mg Tablet', holder_kind: 'product', holder_ref: 'UNI-BIO-500', number: 'DR-XY12345', valid_until: '2026-12-29', days_left: 30, standing: 'Renewal due' },
];

describe('Licences and Registrations', () => {
  it("lists the company's own licences, asking the register for the company's rows", async () => {
    let asked: URLSearchParams | null = null;
    mswServer.use(
      http.get(API('/regulatory/licences'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return ok([companyLto], { total_rows: 1 });
      }),
    );
    render('/regulatory/licences');
    expect(await screen.findByText('CDRR-NCR-DW-2023-04711', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Licences and Registrations' })).toBeInTheDocument();
    expect(asked!.get('company')).toBe('1');
    expect(screen.getByRole('link', { name: "Company's Licences" })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Add Licence' })).toBeInTheDocument();
  });

  it('lists what expires or has expired, each holder a link to where it is kept, and changes the window', async () => {
    const windows: number[] = [];
    mswServer.use(
      http.post(API('/regulatory/expiring'), async ({ request }) => {
        windows.push(((await request.json()) as { within_days: number }).within_days);
        return ok(expiring);
      }),
    );
    render('/regulatory/expiring');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('link', { name: 'The Medical City' })).toHaveAttribute('href', '/view/customer/C-00005');
    expect(within(table).getByRole('link', { name: 'UNI-BIO-500 Biogesic 500mg Tablet' })).toHaveAttribute('href', '/view/products/list/UNI-BIO-500');
    expect(screen.getByText('1 expired, 1 expiring within 90 days.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Expiring Within'), '30');
    await screen.findByText('1 expired, 1 expiring within 30 days.', {}, SLOW);
    expect(windows).toEqual([90, 30]);
  });

  it('says so when nothing expires, and offers a retry when the read fails', async () => {
    mswServer.use(http.post(API('/regulatory/expiring'), () => ok([])));
    render('/regulatory/expiring');
    expect(await screen.findByText(/No licences or registrations expiring in that window/i, {}, SLOW)).toBeInTheDocument();
    mswServer.use(http.post(API('/regulatory/expiring'), () => fail('00500', ['Error occured.'], 500)));
    await userEvent.selectOptions(screen.getByLabelText('Expiring Within'), '180');
    expect(await screen.findByRole('button', { name: /retry/i }, SLOW)).toBeInTheDocument();
  });

  it('is refused without the scope, and an unknown tab is not found', async () => {
    const { unmount } = render('/regulatory/licences', ['view_vendors']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("Access denied. You don't have permission to access Licences and Registrations.");
    expect(screen.queryByRole('button', { name: 'Add Licence' })).not.toBeInTheDocument();
    unmount();
    render('/regulatory/licenses');
    expect(await screen.findByRole('heading', { name: 'Page not found.' }, SLOW)).toBeInTheDocument();
  });

  it('flags a product as a dangerous drug, lists the flagged ones, and clears a flag after asking', async () => {
    const sent: unknown[] = [];
    let rows = [{ product_code: 'PFZ-LYR-75', product_name: 'Lyrica 75mg Capsule', generic_name: 'Pregabalin', controlled: 'precursor', on_hand: 120 }];
    mswServer.use(
      http.get(API('/regulatory/controlled'), () => ok(rows)),
      http.post(API('/regulatory/controlled'), async ({ request }) => {
        const body = (await request.json()) as { product_code: string; controlled: string | null };
        sent.push(body);
        rows = body.controlled ? [...rows, { product_code: body.product_code, product_name: 'Tramadol 50mg Capsule', generic_name: 'Tramadol', controlled: body.controlled, on_hand: 0 }] : [];
        return ok(rows);
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render('/regulatory/dangerous-drugs');
    const table = await screen.findByRole('table', { name: 'Dangerous drugs and precursors' }, SLOW);
    expect(within(table).getByText('Controlled precursor')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Product Code/), 'TRM-50');
    await userEvent.click(screen.getByRole('button', { name: 'Flag Product' }));
    await screen.findByText('Tramadol 50mg Capsule', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Clear the flag of PFZ-LYR-75' }));
    await vi.waitFor(() => expect(sent).toEqual([{ product_code: 'TRM-50', controlled: 'dangerous_drug' }, { product_code: 'PFZ-LYR-75', controlled: null }]));
  });

  it('shows a product’s S-Register for the period asked, with its balances', async () => {
    let asked: unknown = null;
    mswServer.use(
      http.post(API('/regulatory/s-register'), async ({ request }) => {
        asked = await request.json();
        return ok({
          product_code: 'TRM-50', product_name: 'Tramadol 50mg Capsule', generic_name: 'Tramadol', controlled: 'dangerous_drug', date_from: '2026-01-01', date_to: '2026-11-29',
          opening: 40, received: 100, issued: 30, closing: 110,
          rows: [
            { key: '1', date: '2026-02-03', kind: 'Receipt', document: 'RR-2026-000004', batch_no: 'T2601', party: 'United Laboratories, Inc.', address: 'Mandaluyong', licence_no: 'PDEA-S5I-2025-0042', permit_no: 'LP-2025-0042', carrier: null, received: 100, issued: 0, balance: 140 },
            { key: '2', date: '2026-02-10', kind: 'Sale', document: 'DR-0091', batch_no: 'T2601', party: 'Mercury Drug - Quezon Ave', address: 'Quezon City', licence_no: 'PDEA-S3-2025-00001', permit_no: 'LP-2025-00001', carrier: 'LBC Express, Inc.', received: 0, issued: 30, balance: 110 },
          ],
        });
      }),
    );
    render('/regulatory/s-register');
    await userEvent.type(await screen.findByLabelText(/Product Code/, {}, SLOW), 'TRM-50');
    await userEvent.click(screen.getByRole('button', { name: 'Show Register' }));
    const table = await screen.findByRole('table', { name: 'S-Register movements' }, SLOW);
    expect(within(table).getByText('LBC Express, Inc.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Register balances')).getByText('110')).toBeInTheDocument();
    expect(asked).toMatchObject({ product_code: 'TRM-50', date_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByRole('button', { name: 'Print PDF' })).toBeEnabled();
  });
});
