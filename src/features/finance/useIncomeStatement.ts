import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { BreakdownLevel, IncomeStatementResult, PeriodBreakdown } from '../../../contract/finance';
import { api } from '../../api/client';
import { REPORT_ERROR } from './messages';

/** The body the screen sends (contract incomeStatementBody; `year` is left to the dates). */
export interface IncomeStatementRequest {
  date_from: string;
  date_to: string;
  period_breakdown: PeriodBreakdown;
  breakdown: BreakdownLevel[];
  accounts_from: string;
  accounts_to: string;
}

export interface IncomeStatementState {
  result: IncomeStatementResult | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Runs the income statement for `request` (null: nothing to run) and again
 * whenever `run` changes. An answer that arrives after newer filters is
 * dropped; a failure shows the spec's toast (000 §8).
 */
export function useIncomeStatement(request: IncomeStatementRequest | null, run: number): IncomeStatementState {
  const [state, setState] = useState<IncomeStatementState>({ result: null, loading: false, failed: false });
  // The request's content, not its identity (the screen rebuilds it each render), decides a reload.
  const key = request === null ? null : JSON.stringify(request);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    api
      .post<IncomeStatementResult>('/ledger/other-reports/income-statement', JSON.parse(key))
      .then((r) => live && setState({ result: r.result, loading: false, failed: false }))
      .catch(() => {
        if (!live) return;
        setState({ result: null, loading: false, failed: true });
        toast.error(REPORT_ERROR);
      });
    return () => {
      live = false;
    };
  }, [key, run]);

  return key === null ? { result: null, loading: false, failed: false } : state;
}
