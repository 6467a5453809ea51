import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CreditAssessment } from '../../../contract/creditAssessment';
import PublicCreditAssessmentPage from './PublicCreditAssessmentPage';
import { renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';

// The PDF maker is loaded lazily by the page; the test replaces that module.
const makePdf = vi.hoisted(() => vi.fn(async (_el: HTMLElement, _name: string) => {}));
vi.mock('../../components/creditAssessment/makePdf', () => ({ makePdf }));

type Body = Record<string, unknown>;

const assessment: CreditAssessment = {
  customer_code: 'C-00004',
  customer_name: "St. Luke's Medical Center - BGC",
  date: '2026-03-01',
  window_from: '2025-03-02',
  credit_term_days: 60,
  credit_limit: '5000000.00',
  total_account_receivable: '69820.00',
  ca_flag: ['po_based', 'green'],
  initial_assessment: {
    criteria_1: { name: 'days', value: '34.49', rating: 2 },
    criteria_2: { name: 'past_due_rate', value: '20.32', rating: 1 },
    criteria_3: { name: 'ar_vs_cl', value: '1.40', rating: 5 },
    criteria_4: { name: 'payment_ratio', value: '1.0249', rating: 5 },
    criteria_5: { name: 'ptp_conversion_rate', value: null, rating: 5 },
  },
  final_assessment: { rating: '3.60', band: 'green', remarks: 'A+' },
  breakdown: {
    beginning_balance: '52000.00', ending_balance: '69820.00', average_ar: '60910.00', ytd_sales: '235300.00', ytd_collection: '241161.00',
    dso: '94.49', dso_vs_ct: '34.49', average_collection: '20096.75', percent_past_due_rate: '20.32', credit_limit_performance: '4930180.00',
    percent_of_ar_vs_credit_limit: '1.40', payment_ratio: '1.0249', ptp_conversion_rate: null, allowable_credit_limit: '6250000.00',
  },
};

function answer(result: CreditAssessment | null) {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/customer/credit/assessment'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return ok(result);
    }),
  );
  return bodies;
}

const PATH = '/public/credit-assessment/:customer_code';
const open = (route = '/public/credit-assessment/C-00004') => renderWithProviders(<PublicCreditAssessmentPage />, { route, path: PATH });

afterEach(() => {
  makePdf.mockClear();
});

describe('Public credit assessment page', () => {
  it('asks for the customer of the URL (date today unless given) and shows limit, receivable, final rating and its band, without sign-in', async () => {
    const bodies = answer(assessment);
    open();
    expect(await screen.findByText("St. Luke's Medical Center - BGC (C-00004)")).toBeInTheDocument();
    expect(bodies).toEqual([{ customer_code: 'C-00004' }]);
    expect(screen.getByRole('heading', { name: 'Allowable Credit' })).toBeInTheDocument();
    expect(screen.getByText('PHP 5,000,000.00')).toBeInTheDocument();
    expect(screen.getByText('PHP 69,820.00', { selector: '.fw-semibold' })).toBeInTheDocument();
    const final = screen.getByText('3.60');
    expect(final).toHaveAttribute('data-band', 'green');
    expect(final).toHaveTextContent('3.60 (Green)');
    expect(screen.getByTestId('final-remarks')).toHaveTextContent('A+ · Green');
  });

  it('lists the five criteria with their ratings, each in its colour (1 red .. 5 super green)', async () => {
    answer(assessment);
    open();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-criterion'))).toEqual(['days', 'past_due_rate', 'ar_vs_cl', 'payment_ratio', 'ptp_conversion_rate']);
    const bands = rows.map((r) => within(r).getByTitle(/Red|Orange|Yellow|Green|Super Green/).getAttribute('data-band'));
    expect(bands).toEqual(['orange', 'red', 'super_green', 'super_green', 'super_green']);
    expect(within(rows[0]).getByText('34.49 days')).toBeInTheDocument();
    expect(within(rows[4]).getByText('No promises needed')).toBeInTheDocument();
  });

  it('shows the breakdown in PHP and the SO approval flags read-only', async () => {
    answer(assessment);
    open();
    const breakdown = await screen.findByRole('region', { name: 'Breakdown' });
    expect(within(breakdown).getByText('Allowable Credit Limit').nextSibling).toHaveTextContent('PHP 6,250,000.00');
    expect(within(breakdown).getByText('DSO').nextSibling).toHaveTextContent('94.49 days');
    const flags = screen.getByRole('group', { name: 'SO Approval flags' });
    const boxes = within(flags).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false, true, false]);
    for (const b of boxes) expect(b).toBeDisabled();
  });

  it('passes ?date= on to the server', async () => {
    const bodies = answer(assessment);
    open('/public/credit-assessment/C-00004?date=2025-12-31');
    await screen.findByText(/As of/);
    expect(bodies).toEqual([{ customer_code: 'C-00004', date: '2025-12-31' }]);
  });

  it('shows "No Data." as a danger alert when there is no data, and when the call fails', async () => {
    answer(null);
    const { unmount } = open('/public/credit-assessment/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('No Data.');
    expect(screen.getByRole('alert')).toHaveClass('alert-danger');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    unmount();

    mswServer.use(http.post(API('/customer/credit/assessment'), () => fail('00500', 'stack trace here', 500)));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No Data.');
    expect(screen.queryByText(/stack trace/)).not.toBeInTheDocument();
  });

  it('says so when rate-limited', async () => {
    mswServer.use(http.post(API('/customer/credit/assessment'), () => fail('00009', 'Too many attempts. Please try again in 1 minute.', 429)));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 minute.');
  });

  it('Download PDF hands the assessment to the lazily loaded PDF maker as credit_assessment.pdf', async () => {
    answer(assessment);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(makePdf).toHaveBeenCalledTimes(1));
    const [element, name] = makePdf.mock.calls[0];
    expect(name).toBe('credit_assessment.pdf');
    expect(element).toHaveTextContent("St. Luke's Medical Center - BGC");
    expect(element).toHaveTextContent('Initial Assessment');
    // The button itself is not part of the printed page.
    expect(within(element).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
  });
});
