import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { SlspDocument, SlspParty, VatReturn } from '../../../contract/vatReturn';
import { browser } from '../../components/export/runExport';
import VatReturnPage from './VatReturnPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const render = (scopes = ['view_vat_returns']) => renderWithProviders(<VatReturnPage />, { route: '/finance-and-accounting/vat-return', path: '/finance-and-accounting/vat-return', preloadedState: authed(financeUser, scopes) });

const party = (over: Partial<SlspParty>): SlspParty => ({ tin: '101-202-303-001', name: 'Mercury Drug Corporation', address: 'Quezon City', exempt: '0.00', zero_rated: '0.00', taxable: '0.00', services: '0.00', capital: '0.00', goods: '0.00', vat: '0.00', documents: 1, ...over });
const tied = (account: string, amount: string) => ({ account, in_lists: amount, in_ledger: amount, difference: '0.00', differences: [] });
const vat: VatReturn = {
  year: 2026, quarter: 3, period: '09/2026',
  sales: [party({ taxable: '1000.00', vat: '120.00', documents: 2 })],
  purchases: [party({ tin: '000-204-447-000', name: 'AstraZeneca Pharmaceuticals (Phils.)', goods: '500.00', vat: '60.00' })],
  worksheet: { vatable_sales: '1000.00', zero_rated_sales: '0.00', exempt_sales: '0.00', output_tax: '120.00', capital_goods: '0.00', goods: '500.00', services: '0.00', exempt_purchases: '0.00', input_tax: '60.00', vat_payable: '60.00' },
  tie_out: { output: tied('2100', '120.00'), input: tied('1300', '60.00') },
};

describe('VAT Return (SLSP and 2550Q)', () => {
  it('shows the 2550Q, that both lists tie to the ledger, and the lists; asks for the quarter picked', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(API('/bir/vat-return'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('year')}-${q.get('quarter')}`);
        return ok({ ...vat, year: Number(q.get('year')), quarter: Number(q.get('quarter')) }, { as_of: '2026-03-02T03:04:05.000Z' });
      }),
    );
    render();
    const figures = await screen.findByLabelText('2550Q figures', {}, SLOW);
    expect(within(figures).getByText('VAT Payable').nextSibling).toHaveTextContent('60.00');
    expect(screen.getByText(/^Data as of Mar 2, 11:04:05/)).toBeInTheDocument();
    expect(within(figures).getByRole('button', { name: '1,000.00' })).toBeInTheDocument();
    expect(screen.getByText(/Output VAT \(2100\): the lists \(120\.00\) agree with the ledger \(120\.00\) to the centavo\./)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Summary list of sales' })).toHaveTextContent('Mercury Drug Corporation');
    await userEvent.selectOptions(screen.getByLabelText('Quarter'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('heading', { name: /Quarter 2$/ }, SLOW);
    expect(asked.at(-1)).toMatch(/-2$/);
  });

  it('lists the entries that make a difference', async () => {
    mswServer.use(
      http.get(API('/bir/vat-return'), () =>
        ok({
          ...vat,
          tie_out: {
            ...vat.tie_out,
            output: { account: '2100', in_lists: '120.00', in_ledger: '132.00', difference: '12.00', differences: [{ journal_entry: 'JE-JV-2026-000001', date: '2026-09-01', module: 'JV', reference: 'VAT-ADJ', documents: '', in_lists: '0.00', in_ledger: '12.00' }] },
          },
        }),
      ),
    );
    render();
    const table = await screen.findByRole('table', { name: 'Output VAT (2100): entries that differ' }, SLOW);
    expect(table).toHaveTextContent('JE-JV-2026-000001');
    expect(screen.getByText(/a difference of 12\.00 in these entries/)).toBeInTheDocument();
  });

  it('opens a buyer\u2019s documents, and downloads the two DAT files', async () => {
    const docs: SlspDocument[] = [{ kind: 'SI', doc_no: 'SI-0001400', doc_date: '2026-08-03', name: 'Mercury Drug Corporation', amount: '1000.00', vat: '120.00' }];
    let drilled: URLSearchParams | null = null;
    mswServer.use(
      http.get(API('/bir/vat-return'), () => ok(vat)),
      http.get(API('/bir/vat-return/documents'), ({ request }) => {
        drilled = new URL(request.url).searchParams;
        return ok(docs);
      }),
      http.get(API('/bir/vat-return/files'), () => ok({ sales: { file_name: 'S.DAT', content: 'H,S\r\n' }, purchases: { file_name: 'P.DAT', content: 'H,P\r\n' } })),
    );
    const save = vi.spyOn(browser, 'save').mockImplementation(() => undefined);
    render();
    await userEvent.click(await within(await screen.findByRole('table', { name: 'Summary list of sales' }, SLOW)).findByRole('button', { name: 'Mercury Drug Corporation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mercury Drug Corporation' }, SLOW);
    expect(await within(dialog).findByText('SI-0001400', {}, SLOW)).toBeInTheDocument();
    expect(drilled!.get('list')).toBe('sales');
    expect(drilled!.get('tin')).toBe('101-202-303-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // A worksheet figure opens every document of its list.
    await userEvent.click(within(screen.getByLabelText('2550Q figures')).getByRole('button', { name: '120.00' }));
    const all = await screen.findByRole('dialog', { name: 'Sales documents' }, SLOW);
    await within(all).findByText('SI-0001400', {}, SLOW);
    expect(drilled!.get('list')).toBe('sales');
    expect(drilled!.has('tin')).toBe(false);
    await userEvent.click(within(all).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download SLSP DAT Files' }));
    await vi.waitFor(() => expect(save.mock.calls.map((c) => c[1])).toEqual(['S.DAT', 'P.DAT']));
    save.mockRestore();
  });

  it('offers a retry when the books cannot be read, and is refused without the scope', async () => {
    mswServer.use(http.get(API('/bir/vat-return'), () => fail('00500', ['Error occured.'], 500)));
    const { unmount } = render();
    expect(await screen.findByRole('button', { name: /retry/i }, SLOW)).toBeInTheDocument();
    unmount();
    render(['view_vendors']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("Access denied. You don't have permission to access the VAT return.");
  });
});
