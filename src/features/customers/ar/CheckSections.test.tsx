import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AdvanceRow, CheckRow, ChodRow, SectionResult } from '../../../../contract/customerArChecks';
import ArInformationTab from './ArInformationTab';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const chod: SectionResult<ChodRow> = {
  rows: [{ receipt_id: 7, check_no: '0045120031', check_date: '2026-12-05', bank: 'BDO', receipt_no: 'OR-2026-000001', receipt_date: '2026-11-17', check_amount: '15250.40' }],
  totals: { count: 1, amount: '15250.40' },
};
const checks: SectionResult<CheckRow> = {
  rows: [
    { receipt_id: 8, check_no: '0000451877', check_date: '2026-11-21', bank: 'Security Bank', deposit_to: 'BDO 0012-3456-78', status: 'BOUNCED', check_amount: '9800.00', payment_type: 'PDC' },
    { receipt_id: 9, check_no: '0120045588', check_date: '2026-11-17', bank: 'Metrobank', deposit_to: 'BDO 0012-3456-78', status: 'DEPOSITED', check_amount: '12000.00', payment_type: 'CHECK' },
  ],
  totals: { count: 2, amount: '21800.00' },
};
const advances: SectionResult<AdvanceRow> = { rows: [], totals: { count: 0, amount: '0.00' } };

const render = (scopes: string[]) =>
  renderWithProviders(<ArInformationTab customerCode="C-00004" />, { route: '/view/customer/C-00004', preloadedState: authed(financeUser, scopes) });

describe('AR Information: CHOD Details, Check Details and Advances', () => {
  it('each section shows with its scope only, loads when opened, and pins its total', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.post(API('/customer/ar/chod'), () => (asked.push('chod'), ok(chod, { total_rows: 1 }))),
      http.post(API('/customer/ar/checks'), () => (asked.push('checks'), ok(checks, { total_rows: 2 }))),
    );
    render(['get_list_of_chod', 'get_customer_check']);
    expect(screen.queryByRole('button', { name: 'Advances' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'CHOD Details' }));
    expect(await screen.findByText('0045120031', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Check Date', 'Check No.', 'Bank', 'OR No.', 'Received On', 'Check Amount']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getAllByText('15,250.40')).toHaveLength(2); // the row and the total under it
    await userEvent.click(screen.getByRole('button', { name: 'Check Details' }));
    expect(await screen.findByText('Bounced', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Post-dated Check')).toBeInTheDocument();
    expect(screen.getByText('21,800.00')).toBeInTheDocument();
    expect(asked).toEqual(['chod', 'checks']);
  }, 20_000);

  it('an empty Advances section says so, not an empty grid', async () => {
    mswServer.use(http.post(API('/customer/ar/advances'), () => ok(advances, { total_rows: 0 })));
    render(['get_customer_advances']);
    await userEvent.click(screen.getByRole('button', { name: 'Advances' }));
    expect(await screen.findByText('No unapplied advances from this customer.', {}, SLOW)).toBeInTheDocument();
  }, 20_000);
});
