import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { POSTING_KINDS, SOA_TABS, soaBody, soaEp, soaExportEp, type Soa, type SoaTab } from '../../../contract/creditDesk';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import LoadState from '../../components/LoadState';
import { checked } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import AgingBuckets from './AgingBuckets';
import CustomerPicker from './CustomerPicker';
import { soaPath } from './paths';
import { Alert, Button, Table } from 'react-bootstrap';
import RouteTabs from '../../components/RouteTabs';

type Form = { customer_code: string; customer_label: string; date_from: string; date_to: string };

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Statement of Account, per customer or per branch (a main office with its
 * branches): opening balance, every posting of the period with the running
 * balance, closing balance and its aging. Printable to PDF (the libraries load
 * on the first print) and exportable to XLSX with every line.
 */
export default function StatementOfAccountPage() {
  const { tab } = useParams();
  const by: SoaTab = tab === 'branch' ? 'branch' : 'customer';
  const [params, setParams] = useSearchParams();
  const today = todayManila();
  const applied: Form = {
    customer_code: params.get('customer_code') ?? '',
    customer_label: params.get('customer_label') ?? '',
    date_from: params.get('date_from') ?? monthStart(today),
    date_to: params.get('date_to') ?? today,
  };
  const [draft, setDraft] = useState<Form>(applied);
  const body = (f: Form) => ({ customer_code: f.customer_code, date_from: f.date_from, date_to: f.date_to, by });
  const ready = applied.customer_code !== '' && checked(soaBody, body(applied)).problem === null;
  const soa = useRead(soaEp, { body: body(applied) }, { skip: !ready });

  function show() {
    if (!draft.customer_code) return void toast.warning('Please select a customer.');
    const { problem } = checked(soaBody, body(draft));
    if (problem) return void toast.warning(problem);
    setParams({ ...draft });
  }
  function exportBody() {
    const { value, problem } = checked(soaBody, body(draft));
    if (problem || !draft.customer_code) toast.warning(problem ?? 'Please select a customer.');
    return draft.customer_code ? value : null;
  }

  return (
    <div className="p-3">
      <h1 className="h4">Statement of Account</h1>
      <RouteTabs
        label="Statement by"
        current={by}
        tabs={(Object.keys(SOA_TABS) as SoaTab[]).map((t) => ({ key: t, to: `${soaPath(t)}?${params.toString()}`, label: SOA_TABS[t] }))}
      />
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          show();
        }}
      >
        <CustomerPicker by="code" value={draft.customer_code} valueLabel={draft.customer_label || draft.customer_code} onChange={(v, l) => setDraft({ ...draft, customer_code: v, customer_label: l })} />
        <DateField label="Date From" required value={draft.date_from} onChange={(v) => setDraft({ ...draft, date_from: v })} />
        <DateField label="Date To" required value={draft.date_to} onChange={(v) => setDraft({ ...draft, date_to: v })} />
        <div className="col-auto">
          <Button type="submit" >
            Show Statement
          </Button>
        </div>
        <div className="col-auto">
          <ExportButton scope="view_statement_of_account" path={soaExportEp.path} body={exportBody} />
        </div>
      </form>
      {!ready ? (
        <p className="text-muted" role="status">
          Choose a customer and the period, then Show Statement.
        </p>
      ) : (
        <LoadState what="the statement" isLoading={soa.isFetching} error={soa.error} empty={false} emptyText="" onRetry={() => void soa.refetch()}>
          {() => soa.data && <Statement soa={soa.data} />}
        </LoadState>
      )}
    </div>
  );
}

function Statement({ soa }: { soa: Soa }) {
  const printable = useRef<HTMLDivElement>(null);
  const [printing, setPrinting] = useState(false);
  async function print() {
    if (!printable.current) return;
    setPrinting(true);
    try {
      const { makePdf } = await import('../../components/creditAssessment/makePdf');
      await makePdf(printable.current, `SOA_${soa.customer.customer_code}_${soa.date_from}_${soa.date_to}.pdf`);
    } catch {
      toast.error('The PDF could not be made. Please try again.');
    } finally {
      setPrinting(false);
    }
  }
  const many = soa.branches.length > 1;
  return (
    <>
      <div className="d-flex gap-2 mb-2">
        <Button variant="outline-secondary" size="sm" onClick={() => void print()} disabled={printing}>
          {printing ? 'Making the PDF…' : 'Print to PDF'}
        </Button>
      </div>
      {soa.truncated && (
        <Alert variant="warning" transition={false} className="py-2" role="status">
          The period has {soa.line_count} postings: the first {soa.lines.length} are shown and printed. Export has them all, or choose a shorter period.
        </Alert>
      )}
      <div ref={printable} className="bg-white p-2" aria-label="Statement">
        <h2 className="h5 mb-1">
          {soa.customer.customer_name} <span className="text-muted small">({soa.customer.customer_code})</span>
        </h2>
        <p className="small mb-2">
          {SOA_TABS[soa.by]} statement, {soa.date_from} to {soa.date_to}
          {soa.customer.city ? ` · ${soa.customer.city}` : ''} · Terms {soa.customer.credit_term_days} days
          {many && ` · Branches: ${soa.branches.slice(1).map((b) => b.customer_name).join(', ')}`}
        </p>
        <Table size="sm" striped className="small">
          <thead>
            <tr>
              <th scope="col">Date</th>
              {many && <th scope="col">Branch</th>}
              <th scope="col">Transaction</th>
              <th scope="col">Reference</th>
              <th scope="col">SI No.</th>
              <th scope="col">Particulars</th>
              <th scope="col" className="text-end">Debit</th>
              <th scope="col" className="text-end">Credit</th>
              <th scope="col" className="text-end">Balance</th>
            </tr>
          </thead>
          <tbody>
            <tr className="fw-bold">
              <td colSpan={many ? 8 : 7}>Opening Balance</td>
              <td className="text-end font-monospace">{formatMoney(soa.opening)}</td>
            </tr>
            {soa.lines.map((l) => (
              <tr key={l.id}>
                <td>{l.transaction_date}</td>
                {many && <td>{l.customer_name}</td>}
                <td>{POSTING_KINDS[l.transaction] ?? l.transaction}</td>
                <td>{l.reference}</td>
                <td>{l.si_number}</td>
                <td>{l.particulars}</td>
                <td className="text-end font-monospace">{formatMoney(l.debit)}</td>
                <td className="text-end font-monospace">{formatMoney(l.credit)}</td>
                <td className="text-end font-monospace">{formatMoney(l.balance)}</td>
              </tr>
            ))}
            {soa.lines.length === 0 && (
              <tr>
                <td colSpan={many ? 9 : 8} className="text-muted">
                  No postings in the period.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className="fw-bold">
              <td colSpan={many ? 6 : 5}>Closing Balance</td>
              <td className="text-end font-monospace">{formatMoney(soa.debits)}</td>
              <td className="text-end font-monospace">{formatMoney(soa.credits)}</td>
              <td className="text-end font-monospace">{formatMoney(soa.closing)}</td>
            </tr>
          </tfoot>
        </Table>
        <AgingBuckets aging={soa.aging} caption={`Aging of the closing balance as of ${soa.date_to}`} />
      </div>
    </>
  );
}
