import { pesos, type OpenInvoiceRow } from '../../../contract/collections';
import { formatMoney } from '../../lib/money';
import ApplicationTable from './ApplicationTable';
import type { useApplications } from './useApplications';

interface Props {
  /** The customer chosen; none yet means nothing to apply to. */
  customerCode: string;
  /** The read of the customer's open invoices. */
  read: { isFetching: boolean; currentData?: unknown; error?: { messages: string[] } };
  invoices: OpenInvoiceRow[];
  apps: ReturnType<typeof useApplications>;
  withCwt: boolean;
  /** Centavos "Apply oldest first" may spend: the money received or deposited. */
  available: number;
  /** Centavos kept as the customer's advance; below zero the invoices take more than there is. */
  advance: number;
}

/**
 * "Apply to invoices" of a form that brings money from a customer (a
 * collection, an identified deposit): oldest first at a click, the running
 * totals read out as they change, and the open invoices, with a loading,
 * error and no-customer state that cannot be taken for one another.
 */
export default function ApplyToInvoices({ customerCode, read, invoices, apps, withCwt, available, advance }: Props) {
  return (
    <>
      <div className="d-flex align-items-center gap-3 mb-2">
        <h3 className="h6 mb-0">Apply to invoices</h3>
        <button type="button" className="btn btn-sm btn-outline-primary" disabled={!customerCode || !invoices.length || available <= 0} onClick={() => apps.oldestFirst(available)}>
          Apply oldest first
        </button>
        <span className="ms-auto small" aria-live="polite">
          Applied <strong>{formatMoney(pesos(apps.totals.applied))}</strong> ·{' '}
          {withCwt && (
            <>
              CWT <strong>{formatMoney(pesos(apps.totals.cwt))}</strong> ·{' '}
            </>
          )}
          {advance >= 0 ? (
            <>
              Advance <strong>{formatMoney(pesos(advance))}</strong>
            </>
          ) : (
            <strong className="text-danger">Over-applied by {formatMoney(pesos(-advance))}</strong>
          )}
        </span>
      </div>
      {!customerCode ? (
        <p className="text-muted small mb-0">Choose the customer to see its open invoices.</p>
      ) : read.isFetching && !read.currentData ? (
        <p className="small mb-0" role="status">
          Loading the open invoices…
        </p>
      ) : read.error ? (
        <p className="text-danger small mb-0" role="alert">
          The open invoices could not be loaded: {read.error.messages.join(' ')}
        </p>
      ) : (
        <ApplicationTable invoices={invoices} applied={apps.applied} onChange={apps.change} errors={apps.errors} withCwt={withCwt} />
      )}
    </>
  );
}
