import { useSearchParams } from 'react-router-dom';

/**
 * The finance reports open with their dates filled in (today; EWT the last 6
 * months) but run only on Search, or from a URL that names the dates (a
 * bookmark, or the URL a Search leaves): the defaults alone never run them.
 * useReportFilters runs a valid default on open, so until the URL holds
 * both dates the grid is told "not searched yet".
 */
export function useRunOnSearch<F extends { queryKey: string | null }>(filters: F): F {
  const [params] = useSearchParams();
  return params.get('date_from') && params.get('date_to') ? filters : { ...filters, queryKey: null };
}
