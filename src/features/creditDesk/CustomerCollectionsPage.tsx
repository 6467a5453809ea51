import { Link, useParams } from 'react-router-dom';
import { customerReceivableEp, type CustomerReceivable, type OpenInvoice } from '../../../contract/creditDesk';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import AgingBuckets from './AgingBuckets';
import ReceiptTable from './ReceiptTable';
import RecentTable from './RecentTable';
import { COLLECTIONS_PATH, customerCenterPath, noticePath, soaPath } from './paths';
import { Alert, Table } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

const validId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** One customer's receivable today: open invoices with their age, receipts, post-dated checks, advances and memos. */
export default function CustomerCollectionsPage() {
  const customerId = validId(useParams().id);
  const ar = useRead(customerReceivableEp, { params: { customer_id: customerId ?? 0 } }, { skip: customerId === null });
  return (
    <div className="p-3">
      <h1 className="h4">Customer Collections</h1>
      {customerId === null ? (
        <Alert variant="warning" transition={false} role={undefined}>
          This link does not name a customer.
        </Alert>
      ) : (
        <LoadState what="the customer's receivable" isLoading={ar.isLoading} error={ar.error} empty={!ar.data} emptyText="No customer." onRetry={() => void ar.refetch()}>
          {() => <Receivable r={ar.data!} />}
        </LoadState>
      )}
    </div>
  );
}

function ageText(i: OpenInvoice) {
  if (i.days_past_due > 0) return `${i.days_past_due} days past due`;
  if (i.days_past_due === 0) return 'Due today';
  return `Due in ${-i.days_past_due} days`;
}

function Receivable({ r }: { r: CustomerReceivable }) {
  return (
    <>
      <h2 className="h5">
        {r.customer.customer_name} <span className="text-muted small">({r.customer.customer_code})</span>
      </h2>
      <nav className="d-flex flex-wrap gap-3 mb-3 small" aria-label="Customer links">
        <LinkButton variant="success" size="sm" to={COLLECTIONS_PATH}>
          Record a Collection
        </LinkButton>
        <Link to={customerCenterPath(r.customer.customer_id)}>Customer Center</Link>
        <Link to={soaPath('customer', r.customer.customer_code)}>Statement of Account</Link>
        <Link to={noticePath(r.customer.customer_code)}>Collection Notice</Link>
      </nav>
      <AgingBuckets aging={r.aging} caption={`Aging as of ${r.as_of}`} />
      <section className="mt-3" aria-label="Open invoices">
        <h3 className="h6">Open Invoices</h3>
        {r.open_invoices.length ? (
          <Table size="sm" className="small">
            <thead>
              <tr>
                <th scope="col">SI No.</th>
                <th scope="col">DR No.</th>
                <th scope="col">Invoice Date</th>
                <th scope="col">Due Date</th>
                <th scope="col">Age</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col" className="text-end">Balance</th>
              </tr>
            </thead>
            <tbody>
              {r.open_invoices.map((i) => (
                <tr key={i.si_id} className={i.days_past_due > 0 ? 'table-warning' : undefined}>
                  <td>{i.si_number}</td>
                  <td>{i.dr_number}</td>
                  <td>{i.invoice_date}</td>
                  <td>{i.due_date}</td>
                  <td>{ageText(i)}</td>
                  <td className="text-end font-monospace">{formatMoney(i.amount)}</td>
                  <td className="text-end font-monospace">{formatMoney(i.balance)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-muted small">No open invoices.</p>
        )}
      </section>
      <section aria-label="Post-dated checks">
        <h3 className="h6">Post-Dated Checks on Hand</h3>
        <ReceiptTable rows={r.pdcs} caption="By check date" empty="No post-dated checks on hand." />
      </section>
      <section aria-label="Advances">
        <h3 className="h6">Advances</h3>
        <ReceiptTable rows={r.advances} caption="Receipts with an unapplied part: open one to apply it" empty="No advances." />
      </section>
      <section aria-label="Receipts">
        <h3 className="h6">Receipts</h3>
        <ReceiptTable rows={r.receipts} caption="The newest first" empty="No receipts yet." />
      </section>
      <section aria-label="Memos">
        <h3 className="h6">Credit and Debit Memos</h3>
        <RecentTable rows={r.memos} caption="Posted to the receivable, the newest first" empty="No memos posted." />
      </section>
    </>
  );
}
