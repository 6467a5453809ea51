import { z } from 'zod';
import { isoDate, text } from './envelope';
import { endpoint } from './kit';

/**
 * Customer credit assessment (spec 000 §2.17, §3, §4, §7, §9). Public: the
 * page /public/credit-assessment/{customer_code} needs no sign-in, so the
 * answer carries only what that page shows. The scoring formulas are in
 * server/credit/assessment.ts (and the README's "Credit assessment").
 */
export type Money = string;

export const CREDIT_ASSESSMENT_PATH = '/customer/credit/assessment';

/** §7: customer_code and date (default: today in Asia/Manila, decided by the server). */
export const creditAssessmentBody = z.object({
  customer_code: text().trim().min(1, 'customer_code is required').max(40),
  date: isoDate.optional(),
});
export type CreditAssessmentBody = z.input<typeof creditAssessmentBody>;

/** A criterion's rating, 1 (worst) to 5 (best). */
export type Rating = 1 | 2 | 3 | 4 | 5;

/** Colour bands (§4): ratings 1..5 per criterion, and the final rating's band. */
export const COLOUR_BANDS = ['red', 'orange', 'yellow', 'green', 'super_green'] as const;
export type ColourBand = (typeof COLOUR_BANDS)[number];
export const BAND_LABELS: Record<ColourBand, string> = {
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  super_green: 'Super Green',
};

/** Colour of a criterion's rating: 1 red, 2 orange, 3 yellow, 4 green, 5 super green. */
export const ratingBand = (rating: Rating): ColourBand => COLOUR_BANDS[rating - 1];

/** Grade of the final rating band (§4 names AA+, A+, A, B, B- for follow_assessment). */
export const BAND_GRADES: Record<ColourBand, string> = {
  super_green: 'AA+',
  green: 'A+',
  yellow: 'A',
  orange: 'B',
  red: 'B-',
};

export interface Criterion<Name extends string> {
  name: Name;
  /** The measured value as a decimal string (days, percent or ratio); null when there is nothing to measure. */
  value: string | null;
  rating: Rating;
}

export interface CreditAssessment {
  customer_code: string;
  customer_name: string;
  /** The assessment date and the year-to-date window it looks at (window_from..date, both inclusive). */
  date: string;
  window_from: string;
  credit_term_days: number;
  credit_limit: Money;
  /** Receivable balance at the date (= breakdown.ending_balance). */
  total_account_receivable: Money;
  ca_flag: CaFlag[];
  initial_assessment: {
    criteria_1: Criterion<'days'>;
    criteria_2: Criterion<'past_due_rate'>;
    criteria_3: Criterion<'ar_vs_cl'>;
    criteria_4: Criterion<'payment_ratio'>;
    criteria_5: Criterion<'ptp_conversion_rate'>;
  };
  final_assessment: {
    /** Mean of the five ratings, two decimals ("3.40"). */
    rating: string;
    band: ColourBand;
    /** The grade of the band: AA+, A+, A, B or B-. */
    remarks: string;
  };
  breakdown: {
    beginning_balance: Money;
    ending_balance: Money;
    average_ar: Money;
    ytd_sales: Money;
    ytd_collection: Money;
    /** Days. */
    dso: string;
    dso_vs_ct: string;
    /** Average collection per month of the window. */
    average_collection: Money;
    percent_past_due_rate: string;
    /** Credit limit not used by the receivable (negative when over the limit). */
    credit_limit_performance: Money;
    /** null when the customer has no credit line (credit_limit 0). */
    percent_of_ar_vs_credit_limit: string | null;
    payment_ratio: string;
    /** null when no promise to pay fell due in the window. */
    ptp_conversion_rate: string | null;
    allowable_credit_limit: Money;
  };
}

/** The answer's result: the assessment, or null for "No Data." (unknown customer, or no sales in the window). */
export type CreditAssessmentResult = CreditAssessment | null;

/** The public page's call: a read (POST only because the spec says so), cached per customer and date. */
export const creditAssessmentEp = endpoint<CreditAssessmentResult>()({ method: 'POST', path: CREDIT_ASSESSMENT_PATH, body: creditAssessmentBody, tag: 'credit-assessment' });

// ---- SO approval flags (§3, §4) ---------------------------------------------------

export const CA_FLAGS = ['po_based', 'red', 'green', 'follow_assessment'] as const;
export type CaFlag = (typeof CA_FLAGS)[number];
export const CA_FLAG_LABELS: Record<CaFlag, string> = {
  po_based: 'PO Based',
  red: 'Red',
  green: 'Green',
  follow_assessment: 'Follow Assessment',
};

/** red, green and follow_assessment exclude each other; po_based goes with any. */
const EXCLUSIVE: readonly CaFlag[] = ['red', 'green', 'follow_assessment'];

/**
 * The flags after a checkbox changes (§4): checking red, green or
 * follow_assessment removes the other two; po_based coexists with anything;
 * unchecking removes only that flag. Order follows CA_FLAGS.
 */
export function toggleCaFlag(flags: readonly CaFlag[], flag: CaFlag, checked: boolean): CaFlag[] {
  let next = new Set(flags);
  if (!checked) next.delete(flag);
  else {
    if (EXCLUSIVE.includes(flag)) next = new Set([...next].filter((f) => !EXCLUSIVE.includes(f)));
    next.add(flag);
  }
  return CA_FLAGS.filter((f) => next.has(f));
}

/**
 * Where a sales order goes (§4): po_based and red send it to credit and
 * collections assessment, green on to picking, follow_assessment lets the
 * grade decide (AA+ and A+ proceed to picking; A, B and B- are assessed).
 * No flag at all is treated as follow_assessment.
 */
export function soApprovalRoute(flags: readonly CaFlag[], grade: string): 'assessment' | 'picking' {
  if (flags.includes('po_based') || flags.includes('red')) return 'assessment';
  if (flags.includes('green')) return 'picking';
  return grade === 'AA+' || grade === 'A+' ? 'picking' : 'assessment';
}
