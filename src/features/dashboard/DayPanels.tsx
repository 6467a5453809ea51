import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dashboardSummaryEp, type DashboardSummary } from '../../../contract/dashboard';
import { prefetchRead, useRead } from '../../api/kitApi';
import type { AppDispatch } from '../../state/hooks';
import BarChart from '../../components/charts/BarChart';
import { formatMoney } from '../../lib/money';
import { Card, Table } from 'react-bootstrap';

const count = new Intl.NumberFormat('en-PH');
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Where each figure comes from: the screen that shows it in full. */
const TO = {
  approvals: '/approvals',
  cash: '/finance-and-accounting/cash-in/bank/subledgder',
  receivables: '/ledgers/receivables',
  aging: '/credit-and-collections/management/customer-aging',
  collections: '/credit-and-collections/management/collections',
  requests: '/purchasing/purchaseRequest/approval',
  products: '/products',
  warehouse: '/warehouse',
  licences: '/regulatory/expiring',
} as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="col-md-6 col-xl-4" aria-label={title}>
      <Card className="h-100">
        <Card.Header as="h2" className="h6 fw-semibold mb-0">{title}</Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card>
    </section>
  );
}

function Figure({ label, value, to, note }: { label: string; value: string; to: string; note?: string }) {
  return (
    <div className="mb-2">
      <div className="small text-muted">{label}</div>
      <Link to={to} className="fs-5 fw-semibold text-decoration-none">
        {value}
      </Link>
      {note && <div className="small">{note}</div>}
    </div>
  );
}

function Approvals({ a }: { a: DashboardSummary['approvals'] }) {
  return (
    <Panel title="Waiting for You">
      {a.count === 0 ? (
        <p className="mb-0">Nothing is waiting for your approval.</p>
      ) : (
        <>
          <Figure label="Items to approve" value={count.format(a.count)} to={TO.approvals} note={`The oldest has waited ${days(a.oldest_days)}.`} />
          <ul className="list-unstyled small mb-0">
            {a.queues.map((q) => (
              <li key={q.queue}>
                {q.queue}: {q.count} (oldest {days(q.oldest_days)})
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function Finance({ f }: { f: NonNullable<DashboardSummary['finance']> }) {
  return (
    <Panel title="Cash and Receivables">
      <Figure label="Cash position" value={formatMoney(f.cash_total)} to={TO.cash} />
      {f.cash.length > 0 && (
        <BarChart
          title="Cash by account"
          series={[{ key: 'balance', label: 'Balance', color: '#1f6f8b' }]}
          groups={f.cash.map((c) => ({ label: c.account_name, axisLabel: [c.account_code], values: { balance: c.balance } }))}
          format={formatMoney}
          categoryHeader="Account"
        />
      )}
      <Figure label="Receivables" value={formatMoney(f.receivables_total)} to={TO.receivables} />
      <Figure label="Past due" value={formatMoney(f.receivables_past_due)} to={TO.aging} />
    </Panel>
  );
}

function Credit({ c }: { c: NonNullable<DashboardSummary['credit']> }) {
  const line = (x: { count: number; amount: string }) => `${formatMoney(x.amount)} (${count.format(x.count)})`;
  return (
    <Panel title="Collections">
      <Figure label="Invoices due in the next 7 days" value={line(c.invoices_due_7_days)} to={TO.aging} />
      <Figure label="Invoices past due" value={line(c.invoices_past_due)} to={TO.aging} />
      <Figure label="Post-dated checks maturing in 7 days" value={line(c.pdc_maturing_7_days)} to={TO.collections} />
      <Figure label="Post-dated checks on hand" value={line(c.pdc_on_hand)} to={TO.collections} />
    </Panel>
  );
}

function Purchasing({ p }: { p: NonNullable<DashboardSummary['purchasing']> }) {
  return (
    <Panel title="Purchasing">
      <Figure label="Purchase requests for approval" value={count.format(p.requests_for_approval)} to={TO.requests} />
      <Figure label="Products below this month's forecast" value={count.format(p.below_reorder_count)} to={TO.products} />
      {p.below_reorder.length > 0 && (
        <Table size="sm" className="small mb-0">
          <caption className="caption-top">Furthest below</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">On Hand</th>
              <th scope="col" className="text-end">Forecast</th>
            </tr>
          </thead>
          <tbody>
            {p.below_reorder.map((r) => (
              <tr key={r.product_code}>
                <td>
                  <Link to={`/view/products/list/${encodeURIComponent(r.product_code)}`}>{r.product_name}</Link>
                </td>
                <td className="text-end">{count.format(r.on_hand)}</td>
                <td className="text-end">{count.format(r.forecast)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function Warehouse({ w }: { w: NonNullable<DashboardSummary['warehouse']> }) {
  return (
    <Panel title="Expiring Stock">
      <Figure label="Batches expiring within 180 days" value={count.format(w.expiring_batches)} to={TO.warehouse} note={`${count.format(w.expiring_quantity)} units on hand.`} />
      {w.expiring.length > 0 && (
        <ul className="list-unstyled small mb-0">
          {w.expiring.map((b) => (
            <li key={`${b.product_name}-${b.batch_no}`}>
              {b.expiry_date}: {b.product_name}, batch {b.batch_no} ({count.format(b.quantity)})
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Licences({ r }: { r: NonNullable<DashboardSummary['regulatory']> }) {
  return (
    <Panel title="Licences and Registrations">
      {r.expired + r.expiring === 0 ? (
        <p className="mb-0">No licence or product registration expires within 90 days.</p>
      ) : (
        <>
          <Figure label="Expired" value={count.format(r.expired)} to={TO.licences} note={`${count.format(r.expiring)} more expire within 90 days.`} />
          <ul className="list-unstyled small mb-0">
            {r.soonest.map((x) => (
              <li key={`${x.what}-${x.holder}`}>
                {x.valid_until}: {x.what} of {x.holder} ({x.days_left < 0 ? `expired ${days(-x.days_left)} ago` : `in ${days(x.days_left)}`})
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

/**
 * The day's work at the top of the dashboard: what waits for the user's
 * approval and the few figures of their areas, each linking to its screen.
 * A section is there only when the server sends it (the user's scopes).
 */
/** The day's figures asked for as soon as the user is signed in, while the dashboard's code renders. */
export const prefetchDayPanels = (dispatch: AppDispatch) => prefetchRead(dispatch, dashboardSummaryEp);

/** `onShown`: called once the day's figures (or their failure) are on the screen. */
export default function DayPanels({ onShown }: { onShown?: () => void }) {
  const read = useRead(dashboardSummaryEp);
  const d = read.currentData;
  const settled = Boolean(d || read.error);
  useEffect(() => {
    if (settled) onShown?.();
  }, [settled, onShown]);
  if (read.error) return <p role="alert" className="text-danger">Today's figures could not be loaded: {read.error.messages.join(' ')}</p>;
  if (!d) return <p role="status">Loading today's figures…</p>;
  return (
    <div className="row g-3 mb-4">
      <Approvals a={d.approvals} />
      {d.finance && <Finance f={d.finance} />}
      {d.credit && <Credit c={d.credit} />}
      {d.purchasing && <Purchasing p={d.purchasing} />}
      {d.warehouse && <Warehouse w={d.warehouse} />}
      {d.regulatory && <Licences r={d.regulatory} />}
    </div>
  );
}
