import { creditAssessmentEp, type CreditAssessment } from '../../contract/creditAssessment';
import { tooManyAttemptsMessage } from '../auth/rateLimiter';
import { manilaDateTime } from '../export/manilaTime';
import { ok, tooMany } from '../http/answer';
import { route } from '../kit';
import { scaled, score } from './assessment';
import { findCustomer, measure } from './measure';

/*
 * POST /customer/credit/assessment (spec 000 §2.17, §7): public, because the
 * page /public/credit-assessment/{customer_code} needs no sign-in. So it
 * answers only what that page shows, is rate-limited per client address, and
 * answers "no data" (result null, code 00000) alike for an unknown customer
 * and for one without invoices in the window: the answer does not tell
 * whether a customer code exists.
 */

export const creditAssessment = route(creditAssessmentEp, {
  scopes: 'public',
  summary: 'Credit assessment of a customer at a date (public page): five criteria, final rating, breakdown, SO approval flags',
  handler: async ({ body, deps, ip }) => {
    const { wait } = await deps.limiters.assessment.take(ip);
    if (wait > 0) return tooMany(wait, tooManyAttemptsMessage(wait));

    const date = body.date ?? manilaDateTime(deps.clock.now()).slice(0, 10);
    const customer = await findCustomer(deps.db, body.customer_code);
    if (!customer) return ok(null);
    const m = await measure(deps.db, customer, date);
    if (!m || m.invoices === 0 || scaled(m.ytd_sales) <= 0n) return ok(null);

    const result: CreditAssessment = {
      customer_code: customer.customer_code,
      customer_name: customer.customer_name,
      date,
      window_from: m.window_from,
      credit_term_days: customer.credit_term_days,
      credit_limit: customer.credit_limit,
      total_account_receivable: m.ending_balance,
      ca_flag: customer.ca_flag,
      ...score(m),
    };
    return ok(result);
  },
});

export const creditRoutes = [creditAssessment];
