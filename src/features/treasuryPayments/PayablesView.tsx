import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAYEE_TYPES } from '../../../contract/payableVouchers';
import { pesos } from '../../../contract/collections';
import {
  AGING_BUCKETS,
  PAY_METHODS,
  PAY_STATUSES,
  payableExportEp,
  payableListEp,
  payableTotalsEp,
  PAYEE_GROUPS,
  type PayableRow,
  type PayeeGroup,
  type PayStatus,
} from '../../../contract/treasuryPayments';
import { usePage, useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import SearchBox from '../../components/filters/SearchBox';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { Amount, ReadState, TotalsSection } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { formatMoney } from '../../lib/money';
import PaymentActions from './PaymentActions';
import { Form, Table } from 'react-bootstrap';

const cents = (s: string) => Math.round(Number(s) * 100);
const CV_SCREEN = '/finance-and-accounting/check-voucher';

/** Whether a row can take part in the tab's action (a check written on the check voucher screen is released there). */
export const actionable = (r: PayableRow, status: PayStatus) => (status === 'scheduled' ? r.schedule_id !== null && r.cv_id === null : status === 'pending' || status === 'released');

/**
 * Approved payable vouchers of one payee group by payment status: tick rows,
 * then schedule, release, cancel or mark cleared (PaymentActions). The tab's
 * totals and aging cover the whole tab, not only the rows shown.
 */
export default function PayablesView({ title, payees, status, tabLink }: { title: string; payees: PayeeGroup; status: PayStatus; tabLink: (s: PayStatus) => string }) {
  const search = useListSearch(`treasury-${payees}`);
  const filters = { payees, status, search: search.text || undefined };
  const page = usePage(payableListEp, { query: { ...filters, page: 0, page_size: 500, order_by: 'due_date', direction: 'asc' } });
  const totals = useRead(payableTotalsEp, { query: filters });
  const [picked, setPicked] = useState<number[]>([]);
  const rows = page.currentData?.rows ?? [];
  const chosen = rows.filter((r) => picked.includes(r.payable_voucher_hdr_id) && actionable(r, status));
  const chosenTotal = chosen.reduce((s, r) => s + cents(r.net_payable), 0);
  const payeeWord = PAYEE_TYPES[PAYEE_GROUPS[payees]];

  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const allIds = rows.filter((r) => actionable(r, status)).map((r) => r.payable_voucher_hdr_id);
  const allPicked = allIds.length > 0 && allIds.every((id) => picked.includes(id));

  return (
    <div className="p-3">
      <h1 className="h4 mb-3">{title}</h1>
      <Can scopes="view_treasury" fallback={<PermissionDenied what="the payables to pay" />}>
        <nav aria-label="Payables by payment status">
          <ul className="nav nav-tabs mb-3">
            {(Object.keys(PAY_STATUSES) as PayStatus[]).map((s) => (
              <li className="nav-item" key={s}>
                <Link className={`nav-link${status === s ? ' active' : ''}`} aria-current={status === s ? 'page' : undefined} to={tabLink(s)} onClick={() => setPicked([])}>
                  {PAY_STATUSES[s]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
          <div className="me-auto">
            <SearchBox label="Search PV, invoice, payee or check" placeholder="Search PV, invoice, payee or check" value={search.text} onSearch={search.search} clearable />
          </div>
          <ExportButton scope="view_treasury" path={payableExportEp.path} body={() => filters} />
        </div>
        <ReadState loading={!page.currentData && !page.error} failed={!!page.error} empty={rows.length === 0} what={`${PAY_STATUSES[status].toLowerCase()} payables to ${payeeWord.toLowerCase()}s`}>
          <ScrollRegion label={`${PAY_STATUSES[status]} payables`}>
            <Table size="sm" className="small align-middle">
              <caption className="caption-top">
                {PAY_STATUSES[status]} approved vouchers of {payeeWord.toLowerCase()}s{rows.length === 500 ? ' (the first 500: narrow the search)' : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Form.Check.Input type="checkbox"  aria-label="Choose all" checked={allPicked} disabled={!allIds.length} onChange={() => setPicked(allPicked ? [] : allIds)} />
                  </th>
                  <th scope="col">PV No.</th>
                  <th scope="col">Payee</th>
                  <th scope="col">Invoice No.</th>
                  <th scope="col">Due Date</th>
                  <th scope="col" className="text-end">Days Past Due</th>
                  <th scope="col">Aging</th>
                  <th scope="col" className="text-end">Net Payable</th>
                  {status !== 'pending' && <th scope="col">Scheduled On</th>}
                  {status !== 'pending' && <th scope="col">Method / Bank</th>}
                  {(status === 'released' || status === 'cleared') && <th scope="col">Check Voucher</th>}
                  {(status === 'released' || status === 'cleared') && <th scope="col">Released On</th>}
                  {status === 'cleared' && <th scope="col">Cleared On</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.payable_voucher_hdr_id}>
                    <td>
                      {actionable(r, status) ? (
                        <Form.Check.Input type="checkbox"  aria-label={`Choose ${r.pv_no}`} checked={picked.includes(r.payable_voucher_hdr_id)} onChange={() => toggle(r.payable_voucher_hdr_id)} />
                      ) : (
                        <Link to={`${CV_SCREEN}/for-release?open=${r.cv_id}`} className="small">Release on the check voucher</Link>
                      )}
                    </td>
                    <td>{r.pv_no}</td>
                    <td>{r.payee_name}</td>
                    <td>{r.invoice_no ?? '—'}</td>
                    <td>{r.due_date ?? '—'}</td>
                    <td className={`text-end${(r.days_past_due ?? 0) > 0 && (status === 'pending' || status === 'scheduled') ? ' text-danger fw-semibold' : ''}`}>{r.days_past_due ?? '—'}</td>
                    <td>{AGING_BUCKETS[r.aging]}</td>
                    <Amount value={r.net_payable} />
                    {status !== 'pending' && <td>{r.pay_date ?? '—'}</td>}
                    {status !== 'pending' && <td>{[r.method ? PAY_METHODS[r.method] : null, r.bank].filter(Boolean).join(' · ') || '—'}</td>}
                    {(status === 'released' || status === 'cleared') && <td>{r.cv_no} ({r.check_no})</td>}
                    {(status === 'released' || status === 'cleared') && <td>{r.release_date ?? '—'}</td>}
                    {status === 'cleared' && <td>{r.cleared_date ?? '—'}</td>}
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </ReadState>
        <TotalsSection loading={!totals.currentData && !totals.error} failed={!!totals.error}>
          {totals.currentData && (
            <dl className="row small mb-0" style={{ maxWidth: 640 }}>
              <dt className="col-6">Vouchers</dt>
              <dd className="col-6 text-end mb-1">{totals.currentData.count}</dd>
              <dt className="col-6">Amount</dt>
              <dd className="col-6 text-end mb-1 fw-semibold">{formatMoney(totals.currentData.amount)}</dd>
              {(status === 'pending' || status === 'scheduled') &&
                (Object.keys(AGING_BUCKETS) as (keyof typeof AGING_BUCKETS)[]).map((b) => (
                  <div key={b} style={{ display: "contents" }}>
                    <dt className="col-6 fw-normal">{AGING_BUCKETS[b]} (as of {totals.currentData!.as_of})</dt>
                    <dd className="col-6 text-end mb-1">{formatMoney(totals.currentData![b])}</dd>
                  </div>
                ))}
            </dl>
          )}
        </TotalsSection>
        <Can scopes="release_payment">
          <PaymentActions status={status} chosen={chosen} chosenTotal={pesos(chosenTotal)} onDone={() => setPicked([])} />
        </Can>
      </Can>
    </div>
  );
}
