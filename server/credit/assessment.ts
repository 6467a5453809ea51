import { BAND_GRADES, type ColourBand, type CreditAssessment, type Rating } from '../../contract/creditAssessment';

/**
 * Credit assessment scoring (spec 000 §3, §4, §9). The spec names the fields
 * but not the formulas; these are ours (also in README "Credit assessment").
 *
 * Window: the year before the assessment date D, window_from = D - 1 year + 1
 * day through D (both inclusive); `days` is its length (365 or 366).
 * Receivable amounts are VAT-inclusive, from the receivable sub-ledger.
 *
 * Measures (computed in SQL numeric by measure.ts, passed here as decimal strings):
 *   beginning_balance   receivable at the end of the day before window_from
 *   ending_balance      receivable at the end of D (= total account receivable)
 *   average_ar          (beginning_balance + ending_balance) / 2
 *   ytd_sales           invoices in the window less returns in the window
 *   ytd_collection      collections in the window
 *   dso                 average_ar / (ytd_sales / days)                  [days]
 *   dso_vs_ct           dso - credit_term_days                           [days]
 *   average_collection  ytd_collection / 12                              [per month]
 *   past_due            open balance at D of invoices 90 days or more past their
 *                       term (D >= si_date + credit_term_days + 90)
 *   percent_past_due_rate          past_due / ending_balance x 100 (0 when nothing is owed)
 *   credit_limit_performance       credit_limit - ending_balance (unused credit line)
 *   percent_of_ar_vs_credit_limit  ending_balance / credit_limit x 100 (null without a credit line)
 *   payment_ratio       ytd_collection / ytd_sales                       [4 decimals]
 *   ptp_conversion_rate promises kept / promises due in the window x 100
 *                       (a promise is "due" when its promised payment date is in the
 *                       window, so its outcome is known at D); null when none fell due
 *
 * Ratings (5 best, 1 worst):
 *   criteria_1 days                 dso_vs_ct <= 0: 5, <= 15: 4, <= 30: 3, <= 60: 2, else 1
 *   criteria_2 past_due_rate        = 0%: 5, < 5%: 4, < 10%: 3, < 20%: 2, else 1
 *   criteria_3 ar_vs_cl             <= 50%: 5, <= 75%: 4, <= 90%: 3, <= 100%: 2, else 1
 *                                   (no credit line: 1)
 *   criteria_4 payment_ratio        >= 1.00: 5, >= 0.90: 4, >= 0.75: 3, >= 0.50: 2, else 1
 *   criteria_5 ptp_conversion_rate  >= 90%: 5, >= 75%: 4, >= 50%: 3, >= 25%: 2, else 1
 *                                   (no promise fell due: 5, "no promises needed")
 *
 * Final rating = mean of the five ratings, two decimals. Band (§4): <= 1.50 red,
 * <= 2.49 orange, <= 3.49 yellow, <= 4.49 green, else super green. Remarks =
 * the band's grade: super green AA+, green A+, yellow A, orange B, red B-
 * (§4: AA+ and A+ proceed to picking under follow_assessment).
 *
 * Allowable credit limit (§9 "credit limit gross-up 25 percent"): green or
 * super green earn the limit grossed up 25% (credit_limit x 1.25); yellow
 * keeps the credit limit as is; orange and red get only the unused part,
 * max(credit_limit - ending_balance, 0). The three candidates come from SQL.
 *
 * Thresholds compare decimal strings exactly (scaled integers), not floats.
 */

export interface Measures {
  beginning_balance: string;
  ending_balance: string;
  average_ar: string;
  ytd_sales: string;
  ytd_collection: string;
  dso: string;
  dso_vs_ct: string;
  average_collection: string;
  percent_past_due_rate: string;
  credit_limit_performance: string;
  percent_of_ar_vs_credit_limit: string | null;
  payment_ratio: string;
  ptp_conversion_rate: string | null;
  /** credit_limit x 1.25, credit_limit, max(credit_limit - ending_balance, 0). */
  limit_grossed_up: string;
  limit_as_is: string;
  limit_unused: string;
}

const SCALE = 6;

/** A decimal string as an integer of millionths, for exact comparison. */
export function scaled(decimal: string): bigint {
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(decimal);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${decimal}`);
  const [, sign, whole, frac = ''] = m;
  const v = BigInt((whole || '0') + (frac + '0'.repeat(SCALE)).slice(0, SCALE));
  return sign ? -v : v;
}

const le = (v: string, limit: string) => scaled(v) <= scaled(limit);
const lt = (v: string, limit: string) => scaled(v) < scaled(limit);
const ge = (v: string, limit: string) => scaled(v) >= scaled(limit);

/** criteria_1: days sales outstanding beyond the credit term. */
export function rateDsoVsTerm(dsoVsCt: string): Rating {
  if (le(dsoVsCt, '0')) return 5;
  if (le(dsoVsCt, '15')) return 4;
  if (le(dsoVsCt, '30')) return 3;
  if (le(dsoVsCt, '60')) return 2;
  return 1;
}

/** criteria_2: percent of the receivable 90 days or more past its term. */
export function ratePastDue(percent: string): Rating {
  if (le(percent, '0')) return 5;
  if (lt(percent, '5')) return 4;
  if (lt(percent, '10')) return 3;
  if (lt(percent, '20')) return 2;
  return 1;
}

/** criteria_3: receivable as a percent of the credit limit; null = no credit line. */
export function rateArVsCreditLimit(percent: string | null): Rating {
  if (percent === null) return 1;
  if (le(percent, '50')) return 5;
  if (le(percent, '75')) return 4;
  if (le(percent, '90')) return 3;
  if (le(percent, '100')) return 2;
  return 1;
}

/** criteria_4: collections over sales of the window. */
export function ratePaymentRatio(ratio: string): Rating {
  if (ge(ratio, '1')) return 5;
  if (ge(ratio, '0.9')) return 4;
  if (ge(ratio, '0.75')) return 3;
  if (ge(ratio, '0.5')) return 2;
  return 1;
}

/** criteria_5: promises kept, percent; null = no promise fell due (none needed). */
export function ratePtpConversion(percent: string | null): Rating {
  if (percent === null) return 5;
  if (ge(percent, '90')) return 5;
  if (ge(percent, '75')) return 4;
  if (ge(percent, '50')) return 3;
  if (ge(percent, '25')) return 2;
  return 1;
}

/** Mean of the ratings with two decimals ("3.40"), computed in hundredths. */
export function finalRating(ratings: readonly Rating[]): string {
  const sum = ratings.reduce<number>((s, r) => s + r, 0);
  const hundredths = Math.round((sum * 100) / ratings.length);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** §4 bands of the final rating: up to 1.5 red, 2.49 orange, 3.49 yellow, 4.49 green, 5 super green. */
export function finalBand(rating: string): ColourBand {
  if (le(rating, '1.5')) return 'red';
  if (le(rating, '2.49')) return 'orange';
  if (le(rating, '3.49')) return 'yellow';
  if (le(rating, '4.49')) return 'green';
  return 'super_green';
}

export function allowableCreditLimit(band: ColourBand, m: Pick<Measures, 'limit_grossed_up' | 'limit_as_is' | 'limit_unused'>): string {
  if (band === 'green' || band === 'super_green') return m.limit_grossed_up;
  if (band === 'yellow') return m.limit_as_is;
  return m.limit_unused;
}

/** The scored parts of the answer from the measures. */
export function score(m: Measures): Pick<CreditAssessment, 'initial_assessment' | 'final_assessment' | 'breakdown'> {
  const initial_assessment: CreditAssessment['initial_assessment'] = {
    criteria_1: { name: 'days', value: m.dso_vs_ct, rating: rateDsoVsTerm(m.dso_vs_ct) },
    criteria_2: { name: 'past_due_rate', value: m.percent_past_due_rate, rating: ratePastDue(m.percent_past_due_rate) },
    criteria_3: { name: 'ar_vs_cl', value: m.percent_of_ar_vs_credit_limit, rating: rateArVsCreditLimit(m.percent_of_ar_vs_credit_limit) },
    criteria_4: { name: 'payment_ratio', value: m.payment_ratio, rating: ratePaymentRatio(m.payment_ratio) },
    criteria_5: { name: 'ptp_conversion_rate', value: m.ptp_conversion_rate, rating: ratePtpConversion(m.ptp_conversion_rate) },
  };
  const rating = finalRating(Object.values(initial_assessment).map((c) => c.rating));
  const band = finalBand(rating);
  return {
    initial_assessment,
    final_assessment: { rating, band, remarks: BAND_GRADES[band] },
    breakdown: {
      beginning_balance: m.beginning_balance,
      ending_balance: m.ending_balance,
      average_ar: m.average_ar,
      ytd_sales: m.ytd_sales,
      ytd_collection: m.ytd_collection,
      dso: m.dso,
      dso_vs_ct: m.dso_vs_ct,
      average_collection: m.average_collection,
      percent_past_due_rate: m.percent_past_due_rate,
      credit_limit_performance: m.credit_limit_performance,
      percent_of_ar_vs_credit_limit: m.percent_of_ar_vs_credit_limit,
      payment_ratio: m.payment_ratio,
      ptp_conversion_rate: m.ptp_conversion_rate,
      allowable_credit_limit: allowableCreditLimit(band, m),
    },
  };
}
