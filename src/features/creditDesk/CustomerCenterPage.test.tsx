import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CustomerCenter } from '../../../contract/creditDesk';
import CustomerCenterPage from './CustomerCenterPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { SLOW } from '../../../tests/reportScreen';

const center: CustomerCenter = {
  as_of: '2026-11-22',
  customer: { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati', city: 'Makati', tin: '123-456-789', credit_term_days: 30, credit_limit: '50000.00', customer_type: 'Drugstore', channel: 'Retail' },
  aging: { in_transit: '0.00', current: '10000.00', days_30: '0.00', days_60: '45000.00', days_90: '0.00', over_90_days: '0.00', total_ar: '55000.00', advances: '0.00', net: '55000.00' },
  pdc: '5000.00', exposure: '60000.00', available: '-10000.00', over_limit: true,
  contacts: [{ group: 'Accounting', person: 'Liza Cruz', phone: '0917 000 0000', email: null }],
  recent: [{ id: 9, transaction_date: '2026-11-20', transaction: 'CR', reference: 'OR-2026-000001', particulars: 'Collection', debit: '0.00', credit: '1000.00' }],
  last_payment: { receipt_no: 'OR-2026-000001', receipt_date: '2026-11-20', amount: '1000.00' },
};

describe('Customer Center', () => {
  it('asks for a customer, picks one from the search, then shows its credit against exposure, aging and contacts', async () => {
    mswServer.use(
      http.post(API('/customers/search'), () => ok([{ customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati' }])),
      http.get(API('/credit-and-collections/customer-center/4'), () => ok(center)),
    );
    const { router } = renderWithProviders(<CustomerCenterPage />, {
      route: '/credit-and-collections/management/customer-center',
      path: '/credit-and-collections/management/customer-center/:id?',
      preloadedState: authed(financeUser, ['view_credit_and_collections']),
    });
    expect(screen.getByText('Choose a customer to see its credit.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'mercury');
    await userEvent.click(await screen.findByRole('option', { name: 'C-00004 - Mercury Drug Makati' }, SLOW));
    expect(router.state.location.pathname).toBe('/credit-and-collections/management/customer-center/4');
    const credit = within(await screen.findByLabelText('Credit', {}, SLOW));
    expect(credit.getByText('Exposure').nextSibling).toHaveTextContent('60,000.00');
    expect(credit.getByText('Available Credit').nextSibling).toHaveTextContent('-10,000.00');
    expect(screen.getByText('Over the credit limit')).toBeInTheDocument();
    expect(screen.getByText(/Liza Cruz/)).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Statement of Account' })).toHaveAttribute('href', '/credit-and-collections/management/statement-of-account/customer?customer_code=C-00004');
  });
});
