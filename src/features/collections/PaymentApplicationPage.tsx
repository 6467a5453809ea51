import { useState } from 'react';
import type { z } from 'zod';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  applyAdvanceEp,
  applyAdvanceInput,
  applyReturnAdvanceEp,
  cents,
  openInvoicesEp,
  pesos,
  receiptColumns,
  receiptListEp,
  receiptShowEp,
  returnAdvanceColumns,
  returnAdvanceListEp,
  returnAdvanceShowEp,
  type ReceiptRow,
  type ReturnAdvanceRow,
} from '../../../contract/collections';
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
import { COLLECTIONS_PATH, paymentApplicationPath, returnApplicationPath } from './paths';
import { useApplications } from '../../components/invoiceApplications/useApplications';
import { Facts } from '../../components/Facts';
import DateInput from '../../components/form/DateInput';
import SectionHeading from '../../components/SectionHeading';

const receiptCols = colDefsOf<ReceiptRow>(receiptColumns, { receipt_no: { link: (r) => paymentApplicationPath(r.receipt_id) } });
const returnCols = colDefsOf<ReturnAdvanceRow>(returnAdvanceColumns, { cm_no: { link: (r) => returnApplicationPath(r.srpf_id) } });

const idOf = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * Payment Application: a customer's advance applied to their open invoices,
 * oldest first at a click. The advance is a receipt's (what it paid beyond the
 * invoices it was applied to) or a customer return's credit memo's (what it
 * could not take off the invoices, issue 25). Without one chosen: the receipts
 * and credit memos with an advance left.
 */
export default function PaymentApplicationPage() {
  const receiptId = idOf(useParams().id);
  const srpfId = idOf(useSearchParams()[0].get('credit_memo'));
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Payment Application</h1>
      <Can scopes="view_collections" fallback={<PermissionDenied what="the collections" />}>
        {receiptId !== null ? <ReceiptAdvance receiptId={receiptId} /> : srpfId !== null ? <ReturnAdvance srpfId={srpfId} /> : <AdvancesLeft />}
      </Can>
    </div>
  );
}

function AdvancesLeft() {
  return (
    <>
      <Form.Text as="p">Receipts and credit memos with an advance left to apply. Open one to apply it to the customer&apos;s invoices.</Form.Text>
      <SectionHeading>Receipts</SectionHeading>
      <ServerGrid<ReceiptRow>
        screenId="payment-application"
        label="Receipts with an advance"
        columns={receiptCols}
        source={gridSource(receiptListEp, { body: { with_advance: true } })}
        queryKey="with-advance"
        defaultSort={{ order_by: 'unapplied', direction: 'desc' }}
        emptyText="No receipt has an advance left to apply."
      />
      <SectionHeading spaced>Credit Memos of Customer Returns</SectionHeading>
      <ServerGrid<ReturnAdvanceRow>
        screenId="payment-application-returns"
        label="Credit memos with an advance"
        columns={returnCols}
        source={gridSource(returnAdvanceListEp, { body: {} })}
        queryKey="return-advances"
        defaultSort={{ order_by: 'advance_left', direction: 'desc' }}
        emptyText="No credit memo has an advance left to apply."
      />
    </>
  );
}

function ReceiptAdvance({ receiptId }: { receiptId: number }) {
  const receipt = useRead(receiptShowEp, { params: { receipt_id: receiptId } });
  const apply = useWrite(applyAdvanceEp);
  const r = receipt.currentData;
  if (receipt.error) return <Alert variant="danger">The receipt could not be loaded: {receipt.error.messages.join(' ')}</Alert>;
  if (!r) return <p role="status">Loading the receipt…</p>;
  return (
    <ApplyAdvance
      of={r.receipt_no}
      customerCode={r.customer_code}
      left={r.status === 'BOUNCED' ? '0.00' : r.unapplied}
      nothingLeft="This receipt has no advance left to apply."
      facts={[
        ['Receipt', `${r.receipt_no} of ${r.receipt_date}`],
        ['Customer', `${r.customer_code} - ${r.customer_name}`],
        ['Advance Left', formatMoney(r.unapplied)],
      ]}
      applying={apply.isLoading}
      apply={(body) => apply.run({ params: { receipt_id: receiptId }, body })}
    />
  );
}

function ReturnAdvance({ srpfId }: { srpfId: number }) {
  const memo = useRead(returnAdvanceShowEp, { params: { srpf_id: srpfId } });
  const apply = useWrite(applyReturnAdvanceEp);
  const m = memo.currentData;
  if (memo.error) return <Alert variant="danger">The credit memo could not be loaded: {memo.error.messages.join(' ')}</Alert>;
  if (!m) return <p role="status">Loading the credit memo…</p>;
  return (
    <ApplyAdvance
      of={m.cm_no}
      customerCode={m.customer_code}
      left={m.advance_left}
      nothingLeft="This credit memo has no advance left to apply."
      facts={[
        ['Credit Memo', `${m.cm_no} of ${m.cm_date} (${m.srpf_no})`],
        ['Customer', `${m.customer_code} - ${m.customer_name}`],
        ['Advance Left', formatMoney(m.advance_left)],
      ]}
      applying={apply.isLoading}
      apply={(body) => apply.run({ params: { srpf_id: srpfId }, body })}
    />
  );
}

interface ApplyAdvanceProps {
  /** The receipt's or credit memo's number, in the confirmation. */
  of: string;
  customerCode: string;
  left: string;
  nothingLeft: string;
  facts: [string, string][];
  applying: boolean;
  apply: (body: z.infer<typeof applyAdvanceInput>) => Promise<unknown>;
}

function ApplyAdvance({ of, customerCode, left: advanceLeft, nothingLeft, facts, applying, apply }: ApplyAdvanceProps) {
  const invoicesRead = useRead(openInvoicesEp, { query: { customer_code: customerCode } });
  const invoices = invoicesRead.currentData ?? [];
  const apps = useApplications(invoices, false);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayManila());
  const [error, setError] = useState<string>();
  const left = cents(advanceLeft) - apps.totals.applied;

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
    if (!(await confirmAction('Are you sure you want to apply?', `${formatMoney(pesos(apps.totals.applied))} of ${of} will be applied.`))) return;
    try {
      await apply(parsed.data);
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
      <Facts labelCols={2} perRow={2} facts={facts} />
      {Number(advanceLeft) === 0 ? (
        <Alert variant="info" role="status">
          {nothingLeft}
        </Alert>
      ) : (
        <>
          {error && (
            <Alert variant="danger" style={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <div>
              <Form.Label htmlFor="applied-on" className="small mb-0">Applied On</Form.Label>
              <DateInput id="applied-on" value={date} onValue={(v) => setDate(v)} />
            </div>
            <Button size="sm" variant="outline-primary" disabled={!invoices.length} onClick={() => apps.oldestFirst(cents(advanceLeft))}>
              Apply oldest first
            </Button>
            <span className="ms-auto small" aria-live="polite">
              Applying <strong>{formatMoney(pesos(apps.totals.applied))}</strong> · {left >= 0 ? <>left <strong>{formatMoney(pesos(left))}</strong></> : <strong className="text-danger">over by {formatMoney(pesos(-left))}</strong>}
            </span>
          </div>
          {invoicesRead.error ? (
            <Alert variant="danger">The open invoices could not be loaded: {invoicesRead.error.messages.join(' ')}</Alert>
          ) : invoicesRead.isFetching && !invoicesRead.currentData ? (
            <p role="status">Loading the open invoices…</p>
          ) : (
            <ApplicationTable invoices={invoices} applied={apps.applied} onChange={apps.change} errors={apps.errors} withCwt={false} disabled={applying} />
          )}
          <Can scopes="apply_collection">
            <Button size="sm" disabled={applying || !apps.rows.length} onClick={submit}>
              {applying ? 'Applying…' : 'Apply'}
            </Button>
          </Can>
        </>
      )}
    </>
  );
}
