import { describe, expect, it } from 'vitest';
import type { Rating } from '../../contract/creditAssessment';
import {
  allowableCreditLimit,
  finalBand,
  finalRating,
  rateArVsCreditLimit,
  rateDsoVsTerm,
  ratePastDue,
  ratePaymentRatio,
  ratePtpConversion,
  scaled,
  score,
  type Measures,
} from './assessment';

/** [value, expected rating] pairs on both sides of every boundary. */
const cases = (rate: (v: string) => Rating, table: [string, Rating][]) => {
  for (const [v, r] of table) expect(rate(v), v).toBe(r);
};

describe('credit assessment ratings, at every band boundary', () => {
  it('criteria_1 days: DSO beyond the credit term', () => {
    cases(rateDsoVsTerm, [
      ['-12.50', 5], ['0', 5], ['0.00', 5], ['0.01', 4], ['15', 4], ['15.01', 3], ['30.00', 3], ['30.01', 2], ['60', 2], ['60.01', 1], ['400', 1],
    ]);
  });

  it('criteria_2 past due rate: 0% only is a 5', () => {
    cases(ratePastDue, [['0.00', 5], ['0.01', 4], ['4.99', 4], ['5.00', 3], ['9.99', 3], ['10', 2], ['19.99', 2], ['20', 1], ['100', 1]]);
  });

  it('criteria_3 receivable against the credit limit; no credit line is a 1', () => {
    cases(rateArVsCreditLimit, [['0', 5], ['50.00', 5], ['50.01', 4], ['75', 4], ['75.01', 3], ['90', 3], ['90.01', 2], ['100.00', 2], ['100.01', 1], ['250', 1]]);
    expect(rateArVsCreditLimit(null)).toBe(1);
  });

  it('criteria_4 payment ratio', () => {
    cases(ratePaymentRatio, [['1.2', 5], ['1.0000', 5], ['0.9999', 4], ['0.9', 4], ['0.8999', 3], ['0.75', 3], ['0.7499', 2], ['0.5', 2], ['0.4999', 1], ['0', 1]]);
  });

  it('criteria_5 promise-to-pay conversion; no promise due is a 5', () => {
    cases(ratePtpConversion, [['100', 5], ['90.00', 5], ['89.99', 4], ['75', 4], ['74.99', 3], ['50', 3], ['49.99', 2], ['25', 2], ['24.99', 1], ['0', 1]]);
    expect(ratePtpConversion(null)).toBe(5);
  });

  it('final rating is the mean with two decimals; bands at 1.5, 2.49, 3.49, 4.49', () => {
    expect(finalRating([5, 5, 5, 5, 5])).toBe('5.00');
    expect(finalRating([1, 2, 3, 4, 4])).toBe('2.80');
    expect(finalRating([1, 1, 1, 1, 2])).toBe('1.20');
    expect(finalRating([1, 2])).toBe('1.50');
    expect(finalRating([1, 2, 2])).toBe('1.67');
    for (const [r, band] of [
      ['1.00', 'red'], ['1.50', 'red'], ['1.51', 'orange'], ['2.49', 'orange'], ['2.50', 'yellow'], ['3.49', 'yellow'],
      ['3.50', 'green'], ['4.49', 'green'], ['4.50', 'super_green'], ['5.00', 'super_green'],
    ] as const) {
      expect(finalBand(r), r).toBe(band);
    }
  });

  it('allowable credit limit: grossed up 25% from green up, as is on yellow, the unused part below', () => {
    const m = { limit_grossed_up: '1250000.00', limit_as_is: '1000000.00', limit_unused: '150000.00' };
    expect(allowableCreditLimit('super_green', m)).toBe('1250000.00');
    expect(allowableCreditLimit('green', m)).toBe('1250000.00');
    expect(allowableCreditLimit('yellow', m)).toBe('1000000.00');
    expect(allowableCreditLimit('orange', m)).toBe('150000.00');
    expect(allowableCreditLimit('red', m)).toBe('150000.00');
  });

  it('compares decimals exactly, without floating point', () => {
    expect(scaled('0.1') + scaled('0.2')).toBe(scaled('0.3'));
    expect(scaled('-1.5')).toBe(-1_500_000n);
    expect(scaled('12')).toBe(12_000_000n);
    expect(() => scaled('abc')).toThrow();
    expect(() => scaled('')).toThrow();
  });

  it('scores measures into the five criteria, the final assessment and the breakdown', () => {
    const m: Measures = {
      beginning_balance: '100000.00', ending_balance: '300000.00', average_ar: '200000.00', ytd_sales: '2433333.33',
      ytd_collection: '2233333.33', dso: '30.00', dso_vs_ct: '-15.00', average_collection: '186111.11',
      percent_past_due_rate: '6.00', credit_limit_performance: '200000.00', percent_of_ar_vs_credit_limit: '60.00',
      payment_ratio: '0.9178', ptp_conversion_rate: null, limit_grossed_up: '625000.00', limit_as_is: '500000.00', limit_unused: '200000.00',
    };
    const s = score(m);
    expect(Object.values(s.initial_assessment).map((c) => [c.name, c.rating])).toEqual([
      ['days', 5], ['past_due_rate', 3], ['ar_vs_cl', 4], ['payment_ratio', 4], ['ptp_conversion_rate', 5],
    ]);
    expect(s.final_assessment).toEqual({ rating: '4.20', band: 'green', remarks: 'A+' });
    expect(s.breakdown.allowable_credit_limit).toBe('625000.00');
    expect(s.breakdown.ptp_conversion_rate).toBeNull();
    expect(s.breakdown.dso).toBe('30.00');
  });
});
