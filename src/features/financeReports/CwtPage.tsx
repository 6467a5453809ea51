import { NavLink, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { cwtByCustomer, cwtCustomerColumns, cwtSubledger, type CwtCustomerRow } from '../../../contract/financeReports';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { BOOKS_START, FA, monthStart } from './shared';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

const customerColumns = colDefsOf<CwtCustomerRow>(cwtCustomerColumns);

function Tabs({ children, title }: { children: ReactNode; title: string }) {
  return (
    <div className="p-3">
      <h1 className="h4">{title}</h1>
      <nav aria-label="CWT views">
        <ul className="nav nav-tabs mb-3">
          <li className="nav-item">
            <NavLink end to={`${FA}/cwt`} className="nav-link">
              Per Customer
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={`${FA}/cwt-subledger`} className="nav-link">
              Subledger
            </NavLink>
          </li>
        </ul>
      </nav>
      {children}
    </div>
  );
}

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
      frame={(content) => <Tabs title="CWT">{content}</Tabs>}
      fields={
        <>
          <div className="col-auto">
            <label htmlFor="cwt-search" className="form-label small mb-1 d-block">
              Customer
            </label>
            <input id="cwt-search" className="form-control form-control-sm" placeholder="Code, name or TIN" maxLength={100} value={draft.search} onChange={(e) => set({ search: e.target.value })} />
          </div>
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
    return <AccountSubledgerScreen decl={cwtSubledger} screenId="cwt-subledger" labels={{ debit: 'Debits (CWT withheld)', credit: 'Credits (applied)' }} frame={(c) => <Tabs title="CWT Subledger">{c}</Tabs>} />;
  return <PerCustomer />;
}
