import { Link, useNavigate, useParams } from 'react-router-dom';
import { customerCenterEp, type CustomerCenter } from '../../../contract/creditDesk';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import AgingBuckets from './AgingBuckets';
import CustomerPicker from './CustomerPicker';
import RecentTable from './RecentTable';
import { customerCenterPath, customerCollectionsPath, noticePath, soaPath } from './paths';

const validId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** Customer Center: pick a customer, then its credit on one page (limit against exposure, aging, terms, contacts, recent activity). */
export default function CustomerCenterPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const customerId = validId(id);
  const center = useRead(customerCenterEp, { params: { customer_id: customerId ?? 0 } }, { skip: customerId === null });
  return (
    <div className="p-3">
      <h1 className="h4">Customer Center</h1>
      <div className="row g-2 mb-3">
        <CustomerPicker by="id" value={customerId ? String(customerId) : ''} valueLabel={center.data ? `${center.data.customer.customer_code} - ${center.data.customer.customer_name}` : undefined} onChange={(v) => v && navigate(customerCenterPath(Number(v)))} />
      </div>
      {customerId === null ? (
        <p className="text-muted" role="status">
          Choose a customer to see its credit.
        </p>
      ) : (
        <LoadState what="the customer" isLoading={center.isFetching} error={center.error} empty={!center.data} emptyText="No customer." onRetry={() => void center.refetch()}>
          {() => <Summary c={center.data!} />}
        </LoadState>
      )}
    </div>
  );
}

function Summary({ c }: { c: CustomerCenter }) {
  const figures = [
    ['Credit Limit', c.customer.credit_limit],
    ['Receivable', c.aging.total_ar],
    ['Post-Dated Checks', c.pdc],
    ['Exposure', c.exposure],
    ['Available Credit', c.available],
  ] as const;
  return (
    <>
      <h2 className="h5">
        {c.customer.customer_name} <span className="text-muted small">({c.customer.customer_code})</span>
      </h2>
      <p className="small">
        {c.customer.customer_type} · {c.customer.channel} · Terms {c.customer.credit_term_days} days{c.customer.tin ? ` · TIN ${c.customer.tin}` : ''}
        {c.customer.city ? ` · ${c.customer.city}` : ''}
      </p>
      <nav className="d-flex flex-wrap gap-3 mb-3 small" aria-label="Customer links">
        <Link to={customerCollectionsPath(c.customer.customer_id)}>Collections</Link>
        <Link to={soaPath('customer', c.customer.customer_code)}>Statement of Account</Link>
        <Link to={noticePath(c.customer.customer_code)}>Collection Notice</Link>
      </nav>
      <dl className={`row row-cols-auto g-3 small mb-3${c.over_limit ? ' text-danger' : ''}`} aria-label="Credit">
        {figures.map(([label, v]) => (
          <div key={label} className="col">
            <dt className="fw-normal text-muted">{label}</dt>
            <dd className="mb-0 font-monospace">{formatMoney(v)}</dd>
          </div>
        ))}
      </dl>
      {c.over_limit && (
        <p className="text-danger fw-bold small" role="status">
          Over the credit limit
        </p>
      )}
      <AgingBuckets aging={c.aging} caption={`Aging as of ${c.as_of}`} />
      <div className="row mt-3">
        <section className="col-md-4" aria-label="Contacts">
          <h3 className="h6">Contacts</h3>
          {c.contacts.length ? (
            <ul className="list-unstyled small">
              {c.contacts.map((k) => (
                <li key={k.group} className="mb-1">
                  <strong>{k.group}:</strong> {[k.person, k.phone, k.email].filter(Boolean).join(' · ')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted small">No contacts on file.</p>
          )}
          <h3 className="h6">Last Payment</h3>
          <p className="small">{c.last_payment ? `${c.last_payment.receipt_no} on ${c.last_payment.receipt_date}: ${formatMoney(c.last_payment.amount)}` : 'No payment recorded.'}</p>
        </section>
        <section className="col-md-8" aria-label="Recent activity">
          <h3 className="h6">Recent Activity</h3>
          <RecentTable rows={c.recent} caption="The last ten postings to the receivable" empty="No postings yet." />
        </section>
      </div>
    </>
  );
}
