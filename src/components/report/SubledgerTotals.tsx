import type { SubledgerSummary } from '../../../contract/financeReports';
import { Amount, TotalsSection } from './reportParts';

interface Props {
  summary: SubledgerSummary | undefined;
  loading: boolean;
  failed: boolean;
  labels: { debit: string; credit: string };
  /** Picks an account (the sub-ledgers of several accounts). */
  onPick?: (code: string) => void;
}

/** Per account and in total: opening, the range's debits and credits, closing (on the accounts' normal side). */
export default function SubledgerTotals({ summary, loading, failed, labels, onPick }: Props) {
  return (
    <TotalsSection loading={loading} failed={failed} empty={!!summary && summary.accounts.length === 0}>
        {summary && (
          <table className="table table-sm table-bordered w-auto">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col" className="text-end">Opening Balance</th>
                <th scope="col" className="text-end">{labels.debit}</th>
                <th scope="col" className="text-end">{labels.credit}</th>
                <th scope="col" className="text-end">Closing Balance</th>
              </tr>
            </thead>
            <tbody>
              {summary.accounts.map((a) => (
                <tr key={a.account_code}>
                  <th scope="row" className="fw-normal">
                    {onPick ? (
                      <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onPick(a.account_code)} title={`Show only ${a.account_name}`}>
                        {a.account_code} {a.account_name}
                      </button>
                    ) : (
                      `${a.account_code} ${a.account_name}`
                    )}
                  </th>
                  <Amount value={a.opening} />
                  <Amount value={a.debit} />
                  <Amount value={a.credit} />
                  <Amount value={a.closing} />
                </tr>
              ))}
            </tbody>
            {summary.accounts.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <Amount value={summary.total.opening} strong />
                  <Amount value={summary.total.debit} strong />
                  <Amount value={summary.total.credit} strong />
                  <Amount value={summary.total.closing} strong />
                </tr>
              </tfoot>
            )}
          </table>
        )}
    </TotalsSection>
  );
}
