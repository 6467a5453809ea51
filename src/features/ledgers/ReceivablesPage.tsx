import { receivableColumns, receivablesReport, type ReceivableRow } from '../../../contract/salesLedgers';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import CustomerFilter from './CustomerFilter';
import { lastDays } from './lastDays';
import LedgerDateRange from './LedgerDateRange';
import { LEDGER_PROGRESS } from './messages';
import SubLedgerLayout from './SubLedgerLayout';
import { Form } from 'react-bootstrap';

type Filters = { customer_id: string; customer_label: string; dr_si_number: string; date_from: string; date_to: string };

// The customer's label stays in the URL for the screen; the contract trims and upper-cases the DR/SI number.
const toBody = ({ customer_id, dr_si_number, date_from, date_to }: Filters) => ({ customer_id, dr_si_number, date_from, date_to });
// At 1440 px: date and reference pinned, the debits, credits and balances before the descriptions.
const columns = arranged(colDefsOf<ReceivableRow>(receivableColumns), {
  pin: ['transaction_date', 'reference'],
  lead: ['receivable_debit', 'receivable_credit', 'balance', 'running_balance', 'customer_name'],
});

/**
 * Receivable Sub Ledger (spec 000 §2.11): customer (or all: the AR control
 * account), DR/SI number and dates (last 20 days by default); postings in
 * date order with the running balance carried from before Date From.
 */
export default function ReceivablesPage() {
  const f = useReportFilters<Filters>(receivablesReport, { customer_id: '', customer_label: '', dr_si_number: '', ...lastDays(20) }, toBody);
  const { draft, set } = f;
  return (
    <ReportPage<ReceivableRow>
      def={receivablesReport}
      filters={f}
      screenId="ledgers-receivables"
      columns={columns}
      frame={(content) => <SubLedgerLayout active="receivables">{content}</SubLedgerLayout>}
      grid={{ progressText: LEDGER_PROGRESS }}
      fields={
        <>
          <CustomerFilter value={draft} onChange={set} />
          <div className="col-12 col-md-2">
            <Form.Label htmlFor="dr-si-number" className="small mb-1 d-block">
              DR/SI Number
            </Form.Label>
            <Form.Control
              id="dr-si-number"
              size="sm"
              value={draft.dr_si_number}
              maxLength={40}
              onChange={(e) => set({ dr_si_number: e.target.value })}
            />
          </div>
          <LedgerDateRange value={draft} onChange={set} />
        </>
      }
    />
  );
}
