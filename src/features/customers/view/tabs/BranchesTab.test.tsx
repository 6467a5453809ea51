import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetSettings, type BranchConfig, type BranchType, type LinkedCustomer } from '../../../../../contract/customerBranches';
import type { CustomerDetail } from '../../../../../contract/customers';
import * as dialogs from '../../../../components/dialogs';
import BranchesTab from './BranchesTab';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { mswServer } from '../../../../../tests/msw/server';
import { API, ok } from '../../../../../tests/msw/envelope';
import { financeUser } from '../../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const customer = { customer_id: 1, customer_code: 'C-00001', customer_account_code: 'C-00001', status: 1 } as CustomerDetail;
const configOf = (type: BranchType, over: Partial<BranchConfig> = {}): BranchConfig => ({ customer_code: 'C-00001', customer_type: type, ...resetSettings(type), updated_at: '2026-03-02 09:00:00+00', ...over });
const branchRow: LinkedCustomer = { customer_code: 'C-00002', customer_name: 'Mercury Drug - Cubao', relation: 'Branch', relation_type: 'branch', main_customer_code: 'C-00001', branch_customer_code: 'C-00002' };

/** The tab's calls, answering as the server does (a type change resets the settings and drops the links). */
function serve(start: { config: BranchConfig | null; links?: LinkedCustomer[] }) {
  const state = { config: start.config, links: start.links ?? [] };
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ path, body });
    return body;
  };
  mswServer.use(
    http.post(API('/customers/branches/config/show'), () => ok(state.config)),
    http.post(API('/customer/branches'), () => ok(state.links)),
    http.post(API('/customers/branches/config'), async ({ request }) => {
      const body = await record('create', request);
      state.config = configOf(body.customer_type as BranchType, body as Partial<BranchConfig>);
      return ok(state.config, { code: '00003' });
    }),
    http.post(API('/customers/branches/config/update'), async ({ request }) => {
      const body = await record('update', request);
      const type = body.customer_type as BranchType;
      if (state.config && state.config.customer_type !== type) {
        state.links = [];
        state.config = configOf(type);
      } else state.config = configOf(type, body as Partial<BranchConfig>);
      return ok(state.config, { code: '00004' });
    }),
    http.post(API('/customers/branches/unassociate'), () => ok([{ customer_code: 'C-00003', customer_name: 'Mercury Drug - Makati' }])),
    http.post(API('/customer/branches/store'), async ({ request }) => {
      await record('store', request);
      state.links = [...state.links, { ...branchRow, customer_code: 'C-00003', customer_name: 'Mercury Drug - Makati', branch_customer_code: 'C-00003' }];
      return ok(state.links, { code: '00003' });
    }),
    http.delete(API('/customers/branches/remove'), async ({ request }) => {
      await record('remove', request);
      state.links = [];
      return ok('The association has been removed.', { code: '00006' });
    }),
  );
  return { state, writes };
}

const render = (editing = true, scopes = ['get_customer', 'update_customer']) =>
  renderWithProviders(<BranchesTab customer={customer} editing={editing} reload={vi.fn()} />, { route: '/view/customer/C-00001', preloadedState: authed(financeUser, scopes) });
const row = (label: string) => screen.getByRole('radiogroup', { name: label });
const choice = (label: string, option: string) => within(row(label)).getByRole('radio', { name: option });
const typeRadio = (name: 'Main Office' | 'Branch') => within(screen.getByRole('group', { name: 'Customer Type' })).getByRole('radio', { name });

afterEach(() => vi.restoreAllMocks());

describe('Branches tab', () => {
  it('changing the type asks first; confirmed, the settings are reset and the links go', async () => {
    const { writes } = serve({ config: configOf('main_branch', { so: 0, shipping: 0 }), links: [branchRow] });
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render();
    expect(await screen.findByRole('link', { name: 'C-00002' }, SLOW)).toHaveAttribute('href', '/view/customer/C-00002');
    expect(typeRadio('Main Office')).toBeChecked();
    expect(choice('Sales Ordering', 'Branch')).toBeChecked();
    expect(choice('Shipping', 'Branch')).toBeChecked();

    // Declined: nothing is sent, nothing changes.
    await userEvent.click(typeRadio('Branch'));
    expect(confirm).toHaveBeenCalledWith('Change customer type?', 'Change this customer to Branch? Its branch settings are reset. The links to the 1 customer listed are removed.', 'Yes, change');
    expect(writes).toEqual([]);
    expect(typeRadio('Main Office')).toBeChecked();

    await userEvent.click(typeRadio('Branch'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ path: 'update', body: { customer_code: 'C-00001', customer_type: 'branch', so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 0, soa_branch: 1 } });
    await waitFor(() => expect(typeRadio('Branch')).toBeChecked());
    await waitFor(() => expect(choice('Sales Ordering', 'Main Branch')).toBeChecked());
    expect(choice('Shipping', 'Main Branch')).toBeChecked();
    expect(choice('SOA/Reports', 'Per Branch')).toBeChecked();
    expect(await screen.findByText('No linked customers yet.')).toBeInTheDocument();
    // A branch picks a main office instead of adding branches.
    expect(screen.getByRole('combobox', { name: 'Main Office' })).toBeInTheDocument();
  });

  it('per-branch sales ordering with no branches shows the info and is not applied; other settings are saved as chosen', async () => {
    const { writes } = serve({ config: configOf('main_branch') });
    render();
    expect(await screen.findByText('No linked customers yet.', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(choice('Sales Ordering', 'Branch'));
    expect(await screen.findByRole('status')).toHaveTextContent('Customer account has no branches.');
    expect(choice('Sales Ordering', 'Main Branch')).toBeChecked();
    expect(writes).toEqual([]);

    await userEvent.click(choice('Billing Address', 'Branch'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].body).toMatchObject({ customer_type: 'main_branch', so: 1, billing: 0, soa_main: 1, soa_branch: 0 });
    await waitFor(() => expect(choice('Billing Address', 'Branch')).toBeChecked());
  });

  it('the first choice of a type saves the default settings without asking', async () => {
    const { writes } = serve({ config: null });
    const confirm = vi.spyOn(dialogs, 'confirmAction');
    render();
    expect(await screen.findByText("Choose Main Office or Branch to set up this customer's branches.", {}, SLOW)).toBeInTheDocument();
    await userEvent.click(typeRadio('Main Office'));
    await waitFor(() => expect(writes).toEqual([{ path: 'create', body: { customer_code: 'C-00001', customer_type: 'main_branch', ...resetSettings('main_branch') } }]));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('radiogroup', { name: 'Sales Ordering' })).toBeInTheDocument();
  });

  it('adds a branch from the unassociated customers and removes one after asking', async () => {
    const { writes } = serve({ config: configOf('main_branch'), links: [branchRow] });
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await screen.findByRole('link', { name: 'C-00002' }, SLOW);
    expect(screen.getByText('Note: Removing Main Office removes the association to all branches.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer to add as branch' }), 'Makati');
    await userEvent.click(await screen.findByRole('option', { name: 'C-00003 - Mercury Drug - Makati' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Branch' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ path: 'store', body: { branch_type: 'main_branch', main_customer_code: 'C-00001', customer_branches: ['C-00003'] } }));
    expect(await screen.findByRole('link', { name: 'C-00003' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove C-00002' }));
    expect(confirm).toHaveBeenCalledWith('Remove branch?', 'Remove C-00002 Mercury Drug - Cubao from the branches of this customer?', 'Yes, remove');
    await waitFor(() => expect(writes.at(-1)).toEqual({ path: 'remove', body: { customer_code: 'C-00002', customer_type: 'branch' } }));
  });

  it('is read only until Edit is pressed', async () => {
    serve({ config: configOf('main_branch'), links: [branchRow] });
    render(false);
    await screen.findByRole('link', { name: 'C-00002' }, SLOW);
    expect(screen.getByText('Read only: press Edit to change the branches.')).toBeInTheDocument();
    expect(typeRadio('Main Office')).toBeDisabled();
    expect(choice('Shipping', 'Branch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove C-00002' })).not.toBeInTheDocument();
  });

  it('a failed load says so, with Retry', async () => {
    mswServer.use(http.post(API('/customers/branches/config/show'), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load the branch settings. Error occured. Please try again later.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
