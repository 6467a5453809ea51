export { Amount, BOOKS_START, ReadState, SearchedResult, TotalsSection, accepted, monthStart } from '../../components/report/reportParts';

export const FA = '/finance-and-accounting';

/** The same day a year earlier (29 February becomes the 28th). */
export function yearAgo(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The general ledger of one account for a range (it runs on open from these filters). */
export const ledgerLink = (account: string, from: string, to: string) =>
  `${FA}/general-ledger?${new URLSearchParams({ account_code: account, date_from: from < '2022-12-01' ? '2022-12-01' : from, date_to: to })}`;
