import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ApoDetail, AssetOptions, CapitalizedAssetRow, CapitalizedSummary, DepreciationPreview } from '../../../contract/assets';
import AssetManagementPage from './AssetManagementPage';
import CapitalizedAssetsPage from './CapitalizedAssetsPage';
import NonStockPurchaseOrderPage from './NonStockPurchaseOrderPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';
import { seriousViolations } from '../../../tests/axe';

const dialogs = vi.hoisted(() => ({ confirmAction: vi.fn(async () => true), showSuccess: vi.fn(async () => {}), showError: vi.fn(async () => {}) }));
vi.mock('../../components/dialogs', () => dialogs);

type Body = Record<string, unknown>;
const AM = '/finance-and-accounting/asset-management';
const OPTIONS: AssetOptions = {
  categories: [{ category_code: 'COMP', category_name: 'Computer Equipment', asset_account: '1580', accumulated_account: '1581', expense_account: '6086', default_life_months: 36 }],
  cost_centers: [],
  custodians: [],
  suppliers: [],
  credit_accounts: [],
  proceeds_accounts: [],
  prepaid_accounts: [],
  expense_accounts: [],
};
function serve(method: 'get' | 'post', url: string, result: unknown, total?: number) {
  const bodies: Body[] = [];
  mswServer.use(
    http[method](API(url), async ({ request }) => {
      if (method === 'post') bodies.push((await request.json().catch(() => ({}))) as Body);
      return total === undefined ? ok(result) : ok(result, { total_rows: total });
    }),
  );
  return bodies;
}

beforeEach(() => {
  freezeToday();
  serve('get', '/assets/options', OPTIONS);
  dialogs.confirmAction.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('Capitalized Assets', () => {
  it('lists the assets held on the date and sets each category beside its accounts in the books', async () => {
    const row: CapitalizedAssetRow = { asset_no: 'FA-2025-000001', description: 'Dell Latitude laptop', category_name: 'Computer Equipment', acquisition_date: '2025-02-10', cost: '36000.00', accumulated_depreciation: '3000.00', net_book_value: '33000.00', cost_center_name: null };
    const figures = { cost: '36000.00', accumulated_depreciation: '3000.00', net_book_value: '33000.00', books_cost: '36000.00', books_accumulated: '3000.00', books_net: '33000.00' };
    const summary: CapitalizedSummary = { categories: [{ category_name: 'Computer Equipment', asset_account: '1580', accumulated_account: '1581', ...figures }], total: figures };
    const pages = serve('post', '/finance-reports/capitalized-assets', [row], 1);
    serve('post', '/finance-reports/capitalized-assets/summary', summary);
    renderWithProviders(withToasts(<CapitalizedAssetsPage />), { route: '/cap', preloadedState: authed(financeUser, ['view_finance_subledgers']) });
    expect(await screen.findByText('FA-2025-000001', {}, SLOW)).toBeInTheDocument();
    expect(pages[0]).toMatchObject({ as_of: '2025-06-15', order_by: 'asset_no' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const category = await within(totals).findByRole('row', { name: /Computer Equipment/ });
    expect(within(category).getAllByText('33,000.00')).toHaveLength(2);
  });
});

describe('Asset Management pages', () => {
  it('says clearly when the page slug is unknown', async () => {
    renderWithProviders(<AssetManagementPage />, { route: `${AM}/schedule-x`, path: `${AM}/:page_slug/:id?`, preloadedState: authed(financeUser, ['view_asset_management']) });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no asset management page “schedule-x”');
  });

  it('previews a month of depreciation and posts it only after confirming', async () => {
    const preview: DepreciationPreview = {
      period: '2025-06',
      run: null,
      lines: [{ asset_id: 1, asset_no: 'FA-2025-000001', description: 'Dell Latitude laptop', category_name: 'Computer Equipment', amount: '1000.00', accumulated_after: '4000.00', net_book_value_after: '32000.00' }],
      entry: [
        { account_code: '6086', account_name: 'Depreciation - Computer Equipment', debit: '1000.00', credit: '0.00' },
        { account_code: '1581', account_name: 'Accumulated Depreciation - Computer Equipment', debit: '0.00', credit: '1000.00' },
      ],
      total: '1000.00',
    };
    const previews = serve('post', '/assets/depreciation/preview', preview);
    serve('get', '/assets/depreciation/runs', []);
    const posts = serve('post', '/assets/depreciation/post', { run_id: 1, period: '2025-06', total: '1000.00', assets: 1, journal_entry: 'JE-DEP-2025-000001', created_by: 'Santos, Maria', created_at: '2025-06-15T04:00:00Z' });
    renderWithProviders(<AssetManagementPage />, { route: `${AM}/depreciation`, path: `${AM}/:page_slug/:id?`, preloadedState: authed(financeUser, ['view_asset_management', 'manage_assets']) });
    expect(await screen.findByText('No depreciation runs for the chosen filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const entry = await screen.findByRole('region', { name: 'Journal entry' });
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(within(entry).getByRole('row', { name: /6086/ })).toHaveTextContent('1,000.00');
    expect(previews[0]).toEqual({ period: '2025-06' });
    dialogs.confirmAction.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Post Depreciation' }));
    expect(posts).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Post Depreciation' }));
    await waitFor(() => expect(posts).toEqual([{ period: '2025-06' }]));
    expect(dialogs.confirmAction).toHaveBeenCalledTimes(2);
  }, 30_000);
});

describe('Asset purchase orders', () => {
  it('lets no one approve the purchase order they prepared, and shows each level: who signed it, who may sign the one waiting', async () => {
    const po: ApoDetail = {
      apo_id: 5, apo_no: 'APO-2025-000005', po_date: '2025-06-10', supplier_name: 'Octagon Computer Superstore', total: '190000.00', status: 'for_approval', maker: 'Santos, Maria', checker: null, receipt_no: null,
      supplier_id: 3, remarks: null, created_by: financeUser.user_id,
      levels: [
        { level_status: 0, level: 'Officer', approved_by: 'Antonio Bautista', approved_at: '2025-06-11 09:30:00', authority: 'up to ₱100,000.00' },
        { level_status: 6, level: 'Manager', approved_by: null, approved_at: null, authority: 'up to ₱500,000.00', may_sign: ['Teresa Navarro'] },
      ],
      lines: [{ line_no: 1, description: 'Lenovo ThinkPad E14', category_code: 'COMP', category_name: 'Computer Equipment', quantity: 2, unit_cost: '95000.00', amount: '190000.00' }],
    };
    serve('get', '/assets/purchase-orders', [po], 1);
    serve('get', '/assets/purchase-orders/5', po);
    renderWithProviders(withToasts(<NonStockPurchaseOrderPage />), {
      route: `${AM}/purchase-order-non-stock/for-approval`,
      path: `${AM}/purchase-order-non-stock/:status?`,
      preloadedState: authed(financeUser, ['view_asset_management', 'approve_purchase_order']),
    });
    expect(await screen.findByRole('link', { name: 'For Approval', current: 'page' })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('APO-2025-000005', {}, SLOW));
    const panel = await screen.findByRole('region', { name: 'Purchase order' });
    expect(await within(panel).findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(panel).getByText('You prepared this purchase order: someone else approves it.')).toBeInTheDocument();
    const levels = within(panel).getByRole('table', { name: 'Approval levels' });
    expect(within(levels).getByRole('row', { name: /Officer up to ₱100,000\.00 Antonio Bautista/ })).toBeInTheDocument();
    expect(within(levels).getByRole('row', { name: /Manager up to ₱500,000\.00 Waiting: may be signed by Teresa Navarro/ })).toBeInTheDocument();
    expect(await seriousViolations(panel)).toEqual([]);
  }, 30_000);
});
