import { Link } from 'react-router-dom';
import { creditDeskEp, type CreditDesk } from '../../../contract/creditDesk';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import AgingBuckets from './AgingBuckets';
import { COLLECTIONS_PATH, agingPath, creditCustomersPath, memosPath } from './paths';
import { Card } from 'react-bootstrap';

/**
 * The credit desk: what credit and collections watches today (collections
 * falling due this week, post-dated checks maturing, what is past due by
 * bucket, memos waiting), each figure leading to the screen it comes from.
 */
export default function CreditHomePage() {
  const desk = useRead(creditDeskEp);
  return (
    <div className="p-3">
      <h1 className="h4">Credit and Collections</h1>
      <LoadState what="the credit desk" isLoading={desk.isLoading} error={desk.error} empty={!desk.data} emptyText="Nothing to show." onRetry={() => void desk.refetch()}>
        {() => <Figures d={desk.data!} />}
      </LoadState>
    </div>
  );
}

function DeskCard({ title, to, children }: { title: string; to: string; children: React.ReactNode }) {
  return (
    <section className="col" aria-label={title}>
      <Card className="h-100">
        <Card.Body>
          <Card.Title as="h2" className="h6">
            <Link to={to}>{title}</Link>
          </Card.Title>
          {children}
        </Card.Body>
      </Card>
    </section>
  );
}

function Figures({ d }: { d: CreditDesk }) {
  return (
    <>
      <p className="text-muted small">As of {d.as_of}</p>
      <div className="row row-cols-1 row-cols-md-4 g-3 mb-3">
        <DeskCard title="Due this week" to={`${agingPath}?as_of=${d.as_of}`}>
          <p className="fs-5 font-monospace mb-0">{formatMoney(d.due_this_week.amount)}</p>
          <p className="small text-muted mb-0">
            {d.due_this_week.invoices} invoices falling due {d.due_this_week.date_from} to {d.due_this_week.date_to}
          </p>
        </DeskCard>
        <DeskCard title="Post-dated checks maturing" to={COLLECTIONS_PATH}>
          <p className="fs-5 font-monospace mb-0">{formatMoney(d.pdcs_maturing.amount)}</p>
          <p className="small text-muted mb-0">
            {d.pdcs_maturing.checks} checks dated up to {d.pdcs_maturing.date_to}
          </p>
        </DeskCard>
        <DeskCard title="Past due" to={`${agingPath}?as_of=${d.as_of}&past_due_only=1`}>
          <p className="fs-5 font-monospace mb-0">{formatMoney(d.past_due.past_due)}</p>
          <p className="small text-muted mb-0">of a receivable of {formatMoney(d.past_due.total_ar)}</p>
        </DeskCard>
        <DeskCard title="Memos waiting" to={memosPath}>
          <p className="fs-5 mb-0">{d.memos_waiting ?? '—'}</p>
          <p className="small text-muted mb-0">{d.memos_waiting === null ? 'Memos are not set up yet' : 'submitted for approval'}</p>
        </DeskCard>
      </div>
      <AgingBuckets aging={d.past_due} caption="All customers by days past due today" />
      <p className="mt-3">
        <Link to={creditCustomersPath}>Customers by balance</Link>
      </p>
    </>
  );
}
