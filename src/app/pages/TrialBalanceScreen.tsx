import { lazy, Suspense } from 'react';
import { Nav } from 'react-bootstrap';
import { NavLink, useLocation, useParams } from 'react-router-dom';
import { FA } from '../../features/financeReports/shared';
import TbMonthlyTable from '../../features/financeReports/TbMonthlyTable';
import TbPeriodTable from '../../features/financeReports/TbPeriodTable';

// Two features' views on one page: the §2.18 report (finance) and the v2 views (finance reports).
const TrialBalanceReport = lazy(() => import('../../features/finance/TrialBalanceReport'));

export const TB_BASE = `${FA}/trial-balance`;
const TABS = [
  { tab: '', label: 'Trial Balance' },
  { tab: 'period', label: 'Period' },
  { tab: 'monthly', label: 'Monthly' },
  { tab: 'simplified', label: 'Simplified' },
] as const;

/**
 * Trial Balance at /finance-and-accounting/trial-balance/{tab?} (spec 000
 * §2.5): the accounts of a range with their Total row and drill-down (§2.18),
 * the period view (opening, debits, credits, closing per account), a year by
 * month, and the simplified view by line item.
 */
export default function TrialBalanceScreen() {
  const { tab = '' } = useParams();
  // The tabs keep the filters: the same dates read in another view.
  const { search } = useLocation();
  return (
    <div className="p-3">
      <h1 className="h4">Trial Balance</h1>
      <Nav variant="tabs" className="mb-3" activeKey={tab} as="nav" aria-label="Trial balance views">
        {TABS.map((t) => (
          <Nav.Item key={t.tab}>
            <Nav.Link as={NavLink} end to={`${t.tab ? `${TB_BASE}/${t.tab}` : TB_BASE}${search}`} eventKey={t.tab}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {tab === 'monthly' ? (
        <TbMonthlyTable />
      ) : tab === 'simplified' ? (
        <TbPeriodTable key="simplified" view="line_items" />
      ) : tab === 'period' ? (
        <TbPeriodTable key="accounts" view="accounts" />
      ) : (
        <Suspense fallback={<p>Loading the trial balance…</p>}>
          <TrialBalanceReport />
        </Suspense>
      )}
    </div>
  );
}
