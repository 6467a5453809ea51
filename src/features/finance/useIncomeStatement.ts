import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { incomeStatementEp, type BreakdownLevel, type IncomeStatementResult, type PeriodBreakdown } from '../../../contract/finance';
import { useRead } from '../../api/kitApi';
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
  /** The answer for `request` (never an earlier request's while a new one loads). */
  result: IncomeStatementResult | null;
  loading: boolean;
  failed: boolean;
  /** When the shown answer's data is complete up to, where the server said. */
  asOf?: string;
  /** Asks the server again for the same request (Search with unchanged filters). */
  refetch: () => void;
}

/**
 * The income statement for `request` (null: nothing to run), read through the
 * cache: each body is its own entry, fresh for 5 minutes (spec 000 §9); the
 * screen's Search with unchanged filters fetches again through `refetch`. A
 * failure shows the spec's toast (000 §8), once per failed request.
 */
export function useIncomeStatement(request: IncomeStatementRequest | null): IncomeStatementState {
  const read = useRead(incomeStatementEp, { body: request ?? undefined }, { skip: request === null });
  const failedRequest = read.isError ? read.requestId : undefined;
  useEffect(() => {
    if (failedRequest) toast.error(REPORT_ERROR, { toastId: failedRequest });
  }, [failedRequest]);

  const { refetch } = read;
  if (request === null) return { result: null, loading: false, failed: false, refetch: () => {} };
  return {
    result: (read.currentData as IncomeStatementResult | undefined) ?? null,
    loading: read.isFetching,
    failed: read.isError,
    asOf: read.asOf,
    refetch: () => void refetch(),
  };
}
