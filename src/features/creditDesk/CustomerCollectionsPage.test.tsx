import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { CustomerReceivable } from '../../../contract/creditDesk';
import CustomerCollectionsPage from './CustomerCollectionsPage';
import { seriousViolations } from '../../../tests/axe';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { SLOW } from '../../../tests/reportScreen';

const receivable: CustomerReceivable = {
  as_of: '2026-11-22',
  customer: { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati', city: null, tin: null, credit_term_days: 30, credit_limit: '0.00' },
  aging: { in_transit: '0.00', current: '300.00', days_30: '0.00', days_60: '1200.00', days_90: '0.00', over_90_days: '0.00', total_ar: '1500.00', advances: '15000.00', net: '-13500.00' },
  open_invoices: [
    { si_id: 1, si_number: 'SI-000101', dr_number: 'DR-000101', invoice_date: '2026-08-20', due_date: '2026-09-19', days_past_due: 64, amount: '2000.00', balance: '1200.00' },
    { si_id: 2, si_number: 'SI-000150', dr_number: 'DR-000150', invoice_date: '2026-11-10', due_date: '2026-12-10', days_past_due: -18, amount: '300.00', balance: '300.00' },
  ],
  receipts: [],
  pdcs: [],
  advances: [{ receipt_id: 77, receipt_no: 'OR-2026-000004', receipt_date: '2026-11-20', payment_mode: 'TRANSFER', check_no: null, check_date: null, amount_received: '15000.00', cwt: '0.00', unapplied: '15000.00', status: 'POSTED' }],
  memos: [],
};

describe('Customer Collections', () => {
  it('shows the open invoices with their age, the advances leading to their application, and says which sections are empty', async () => {
    mswServer.use(http.get(API('/credit-and-collections/customer/4/receivable'), () => ok(receivable)));
    renderWithProviders(<CustomerCollectionsPage />, { route: '/credit-and-collections/customer/4', path: '/credit-and-collections/customer/:id', preloadedState: authed(financeUser, ['view_credit_and_collections']) });
    const open = within(await screen.findByRole('region', { name: 'Open invoices' }, SLOW));
    expect(open.getByText('64 days past due')).toBeInTheDocument();
    expect(open.getByText('Due in 18 days')).toBeInTheDocument();
    const advances = within(screen.getByRole('region', { name: 'Advances' }));
    expect(advances.getByRole('link', { name: 'OR-2026-000004' })).toHaveAttribute('href', '/credit-and-collections/management/payment-application/77');
    expect(advances.getByText('Bank Transfer')).toBeInTheDocument();
    expect(screen.getByText('No post-dated checks on hand.')).toBeInTheDocument();
    expect(screen.getByText('No memos posted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a Collection' })).toHaveAttribute('href', '/credit-and-collections/management/collections');
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
