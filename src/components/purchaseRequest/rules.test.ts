import { describe, expect, it } from 'vitest';
import { moqProblems, paymentTermText, prEditability } from '../../../contract/purchasing';
import { buttonsForStatus, canSubmitLines, centsOf, formTitle, grandTotal, moneyOfCents, qtyFromInput } from './rules';

describe('purchase request form rules', () => {
  it('buttons per status: Save only new; Approve and Update at 0 and 2; Decline at 0 and 3; Cancel at 0', () => {
    expect(buttonsForStatus(null)).toEqual(['save']);
    expect(buttonsForStatus(0)).toEqual(['approve', 'update', 'decline', 'cancel']);
    expect(buttonsForStatus(1)).toEqual([]);
    expect(buttonsForStatus(2)).toEqual(['approve', 'update']);
    expect(buttonsForStatus(3)).toEqual(['decline']);
  });

  it('lines and supplier only new or declined; dates also at For Approval', () => {
    expect([null, 0, 1, 2, 3].map((s) => prEditability(s as never))).toEqual([
      { lines: true, header: true },
      { lines: false, header: true },
      { lines: false, header: false },
      { lines: true, header: true },
      { lines: false, header: false },
    ]);
  });

  it('titles carry the status word', () => {
    expect(formTitle(null)).toBe('New Purchase Request (Stocks)');
    expect(formTitle(2)).toBe('Declined Purchase Request (Stocks)');
  });

  it('an empty or invalid quantity counts as 1', () => {
    expect(['', 'abc', '-4', '2.5', '0'].map(qtyFromInput)).toEqual([1, 1, 1, 1, 1]);
    expect(qtyFromInput('40')).toBe(40);
  });

  it('MOQ messages name the line; Save needs lines at MOQ, a date needed and no save running', () => {
    const lines = [{ requested_qty: 50, quantity: 50 }, { requested_qty: 10, quantity: 20 }];
    expect(moqProblems(lines)).toEqual(['Requested quantity should NOT be less than MOQ. Line: 2']);
    expect(canSubmitLines(lines, '2026-12-01', false)).toBe(false);
    const fine = [{ requested_qty: 50, quantity: 50 }];
    expect(canSubmitLines(fine, '2026-12-01', false)).toBe(true);
    expect(canSubmitLines(fine, '', false)).toBe(false);
    expect(canSubmitLines(fine, '2026-12-01', true)).toBe(false);
    expect(canSubmitLines([], '2026-12-01', false)).toBe(false);
    expect(canSubmitLines([{ requested_qty: 0, quantity: 0 }], '2026-12-01', false)).toBe(false);
  });

  it('payment term text: percent upon PO, upon delivery, in transit, then PDC percent with days; zeros left out', () => {
    expect(paymentTermText({ term_po: 30, term_dr: 50, term_transit: 0, term_pdc: [{ percentage: 20, days: '60 days' }] })).toBe('30% upon PO, 50% upon delivery, 20% PDC 60 days');
    expect(paymentTermText({ term_po: '0', term_dr: '0', term_transit: '12.5', term_pdc: [] })).toBe('12.5% in transit');
    expect(paymentTermText({ term_po: 0, term_dr: 0, term_transit: 0, term_pdc: [] })).toBe('');
  });

  it('grand total in centavos, no floating point drift', () => {
    expect(centsOf('347.2')).toBe(34720);
    expect(moneyOfCents(-5)).toBe('-0.05');
    expect(grandTotal([{ requested_qty: 3, cost: '0.10' }, { requested_qty: 7, cost: '0.20' }])).toBe('1.70');
  });
});
