import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { applyAdvanceEp, applyAdvanceInput, cents, openInvoicesEp, pesos, receiptColumns, receiptListEp, receiptShowEp, type ReceiptRow } from '../../../contract/collections';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import ApplicationTable from '../../components/invoiceApplications/ApplicationTable';
import { COLLECTIONS_PATH, paymentApplicationPath } from './paths';
import { useApplications } from '../../components/invoiceApplications/useApplications';
import { Facts } from '../../components/Facts';
import DateInput from '../../components/form/DateInput';

const columns = colDefsOf<ReceiptRow>(receiptColumns, { receipt_no: { link: (r) => paymentApplicationPath(r.receipt_id) } });

/**
 * Payment Application: a receipt's advance (what it paid beyond the invoices
 * it was applied to) applied to the customer's open invoices, oldest first at
 * a click. Without a receipt: the receipts with an advance left, to choose.
 */
export default function PaymentApplicationPage() {
  const { id } = useParams();
  const receiptId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Payment Application</h1>
      <Can scopes="view_collections" fallback={<PermissionDenied what="the collections" />}>
        {receiptId === null ? <ReceiptsWithAdvance /> : <ApplyAdvance receiptId={receiptId} />}
      </Can>
    </div>
  );
}

function ReceiptsWithAdvance() {
  return (
    <>
      <p className="small text-muted">Receipts with an advance left to apply. Open one to apply it to the customer&apos;s invoices.</p>
      <ServerGrid<ReceiptRow>
        screenId="payment-application"
        label="Receipts with an advance"
        columns={columns}
        source={gridSource(receiptListEp, { body: { with_advance: true } })}
        queryKey="with-advance"
        defaultSort={{ order_by: 'unapplied', direction: 'desc' }}
        emptyText="No receipt has an advance left to apply."
      />
    </>
  );
}

function ApplyAdvance({ receiptId }: { receiptId: number }) {
  const receipt = useRead(receiptShowEp, { params: { receipt_id: receiptId } });
  const r = receipt.currentData;
  const invoicesRead = useRead(openInvoicesEp, { query: { customer_code: r?.customer_code ?? '' } }, { skip: !r });
  const invoices = invoicesRead.currentData ?? [];
  const apps = useApplications(invoices, false);
  const apply = useWrite(applyAdvanceEp);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayManila());
  const [error, setError] = useState<string>();

  if (receipt.error) return <p className="text-danger" role="alert">The receipt could not be loaded: {receipt.error.messages.join(' ')}</p>;
  if (!r) return <p role="status">Loading the receipt…</p>;
  const left = cents(r.unapplied) - apps.totals.applied;

  async function submit() {
    setError(undefined);
    const parsed = applyAdvanceInput.safeParse({ applied_on: date, applications: apps.rows.map((a) => ({ si_id: a.si_id, amount: a.amount, cwt: '0' })) });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (fields[i.path.map(String).join('.')] ??= []).push(i.message);
      const placed = apps.placeOnInvoices(fields);
      setError(parsed.error.issues.map((i) => i.message).filter((m) => !placed.has(m)).join('\n') || undefined);
      return;
    }
    if (!(await confirmAction('Are you sure you want to apply?', `${formatMoney(pesos(apps.totals.applied))} of ${r!.receipt_no} will be applied.`))) return;
    try {
      await apply.run({ params: { receipt_id: receiptId }, body: parsed.data });
      await showSuccess('Applied', '', 1200);
      apps.reset();
      navigate(COLLECTIONS_PATH);
    } catch (e) {
      const apiError = e as ApiError;
      const placed = apps.placeOnInvoices(apiError.fields);
      setError(apiError.messages.filter((m) => !placed.has(m)).join('\n') || undefined);
    }
  }

  return (
    <>
      <p>
        <Link to={paymentApplicationPath()}>All receipts with an advance</Link>
      </p>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Receipt', `${r.receipt_no} of ${r.receipt_date}`],
          ['Customer', `${r.customer_code} - ${r.customer_name}`],
          ['Advance Left', formatMoney(r.unapplied)],
        ]}
      />
      {Number(r.unapplied) === 0 || r.status === 'BOUNCED' ? (
        <p className="alert alert-info" role="status">This receipt has no advance left to apply.</p>
      ) : (
        <>
          {error && <div className="alert alert-danger py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>{error}</div>}
          <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <div>
              <label htmlFor="applied-on" className="form-label small mb-0">Applied On</label>
              <DateInput id="applied-on" value={date} onValue={(v) => setDate(v)} />
            </div>
            <button type="button" className="btn btn-sm btn-outline-primary" disabled={!invoices.length} onClick={() => apps.oldestFirst(cents(r.unapplied))}>
              Apply oldest first
            </button>
            <span className="ms-auto small" aria-live="polite">
              Applying <strong>{formatMoney(pesos(apps.totals.applied))}</strong> · {left >= 0 ? <>left <strong>{formatMoney(pesos(left))}</strong></> : <strong className="text-danger">over by {formatMoney(pesos(-left))}</strong>}
            </span>
          </div>
          {invoicesRead.error ? (
            <p className="text-danger" role="alert">The open invoices could not be loaded: {invoicesRead.error.messages.join(' ')}</p>
          ) : invoicesRead.isFetching && !invoicesRead.currentData ? (
            <p role="status">Loading the open invoices…</p>
          ) : (
            <ApplicationTable invoices={invoices} applied={apps.applied} onChange={apps.change} errors={apps.errors} withCwt={false} disabled={apply.isLoading} />
          )}
          <Can scopes="apply_collection">
            <button type="button" className="btn btn-primary btn-sm mt-2" disabled={apply.isLoading || !apps.rows.length} onClick={submit}>
              {apply.isLoading ? 'Applying…' : 'Apply'}
            </button>
          </Can>
        </>
      )}
    </>
  );
}
