import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { cwtByCustomer, cwtCustomerColumns, cwtSubledger, type CwtCustomerRow } from '../../../contract/financeReports';
import DateField from '../../components/filters/DateField';
import TextFilter from '../../components/filters/TextFilter';
import RouteTabs from '../../components/RouteTabs';
import { reportFrame } from '../../components/report/ReportPage';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { BOOKS_START, FA, monthStart } from './shared';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

const customerColumns = colDefsOf<CwtCustomerRow>(cwtCustomerColumns);

const CWT_VIEWS = [
  { to: `${FA}/cwt`, label: 'Per Customer', end: true },
  { to: `${FA}/cwt-subledger`, label: 'Subledger' },
];

/** The CWT report's page: its title, the two views as tabs, and the view. */
const cwtFrame = (title: string) => (content: ReactNode) => reportFrame(title)(
  <>
    <RouteTabs label="CWT views" tabs={CWT_VIEWS} />
    {content}
  </>,
);

function PerCustomer() {
  const today = todayManila();
  const f = useReportFilters<{ date_from: string; date_to: string; search: string }>(cwtByCustomer, { date_from: monthStart(today), date_to: today, search: '' });
  const { draft, set } = f;
  return (
    <ReportPage<CwtCustomerRow>
      def={cwtByCustomer}
      filters={f}
      screenId="cwt-customers"
      columns={customerColumns}
      frame={cwtFrame('CWT')}
      fields={
        <>
          <TextFilter id="cwt-search" label="Customer" placeholder="Code, name or TIN" value={draft.search} onChange={(v) => set({ search: v })} />
          <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
    />
  );
}

/**
 * Creditable withholding tax withheld by customers from their payments:
 * per customer (what their BIR 2307 certificates should add up to) at /cwt,
 * and the CWT account's lines with each collection at /cwt-subledger.
 */
export default function CwtPage() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/cwt-subledger'))
    return <AccountSubledgerScreen decl={cwtSubledger} screenId="cwt-subledger" labels={{ debit: 'Debits (CWT withheld)', credit: 'Credits (applied)' }} frame={cwtFrame('CWT Subledger')} />;
  return <PerCustomer />;
}
