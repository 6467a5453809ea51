import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { AR_MESSAGES, customerArSummaryEp, type CustomerArSummary } from '../../../../contract/customerAr';
import type { ApiError } from '../../../api/ApiError';
import { useRead } from '../../../api/kitApi';
import { showError } from '../../../components/dialogs';
import LoadState from '../../../components/LoadState';
import { formatMoney } from '../../../lib/money';
import { Card } from 'react-bootstrap';

const FIGURES = [
  ['total_outstanding', 'Total Outstanding'],
  ['total_due', 'Total Due'],
  ['total_pdc', 'Post-Dated Checks'],
  ['total_advances', 'Unapplied Advances'],
  ['total_returns', 'Returns on Process'],
] as const;

/**
 * The customer summary panel at the top of AR Information (spec 002 §2.4):
 * what the customer owes today, what of it is past due, and its credit
 * exposure against its credit limit. Spec §8: an unknown customer is said in
 * a dialog ("Customer Information not found."), any other failure in a toast
 * ("Customer Totals not found."); the panel says it failed either way.
 */
export default function CustomerSummary({ customerCode }: { customerCode: string }) {
  const summary = useRead(customerArSummaryEp, { body: { customer_code: customerCode } });
  useFailureNotice(summary.error);
  return (
    <section className="mb-3" aria-labelledby="ar-summary">
      <h3 id="ar-summary" className="visually-hidden">
        Customer summary
      </h3>
      <LoadState what="the customer summary" isLoading={summary.isLoading} error={summary.error} empty={!summary.data} emptyText="No summary." onRetry={() => void summary.refetch()}>
        {() => <Figures s={summary.data!} />}
      </LoadState>
    </section>
  );
}

/** One notice per failure: the cached error stays the same object until the next request fails. */
function useFailureNotice(error: ApiError | undefined) {
  const shown = useRef<ApiError>(undefined);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    if (error.status === 404) void showError('Oops...', AR_MESSAGES.customerNotFound);
    else toast.error(AR_MESSAGES.totalsNotFound);
  }, [error]);
}

function Figures({ s }: { s: CustomerArSummary }) {
  const used = s.credit_used_percent === null ? null : Number(s.credit_used_percent);
  return (
    <Card border={s.over_credit_limit ? 'danger' : undefined}>
      <Card.Body className="py-2">
        <dl className="row row-cols-auto g-3 small mb-2" aria-label="Customer summary">
          {FIGURES.map(([key, label]) => (
            <div key={key} className="col">
              <dt className="text-muted fw-normal">{label}</dt>
              <dd className={`mb-0 text-end font-monospace${key === 'total_outstanding' ? ' fw-bold' : ''}`}>{formatMoney(s[key])}</dd>
            </div>
          ))}
        </dl>
        <div className="small" aria-label="Credit limit" role="group">
          <div className="d-flex flex-wrap gap-3">
            <span>
              Credit exposure <span className="font-monospace">{formatMoney(s.credit_exposure)}</span>
            </span>
            <span>
              Credit limit <span className="font-monospace">{formatMoney(s.credit_limit)}</span>
            </span>
            <span className={s.over_credit_limit ? 'text-danger fw-bold' : undefined}>
              {used === null ? 'No credit limit set' : `${used.toFixed(2)}% used`}
              {s.over_credit_limit && ' (over the credit limit)'}
            </span>
          </div>
          {used !== null && (
            <div
              className="progress mt-1"
              style={{ height: 6 }}
              role="progressbar"
              aria-label="Credit limit used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(used, 100)}
              aria-valuetext={`${used.toFixed(2)}% of the credit limit`}
            >
              <div className={`progress-bar ${s.over_credit_limit ? 'bg-danger' : used >= 80 ? 'bg-warning' : 'bg-success'}`} style={{ width: `${Math.min(used, 100)}%` }} />
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
