import { NavLink, useLocation, useParams } from 'react-router-dom';
import { FA } from './shared';
import TbMonthlyTable from './TbMonthlyTable';
import TbPeriodTable from './TbPeriodTable';

const TABS = [
  { tab: '', label: 'Period' },
  { tab: 'monthly', label: 'Monthly' },
  { tab: 'simplified', label: 'Simplified' },
] as const;

/**
 * Trial Balance v2, one tab per view: the period (opening, debits, credits,
 * closing per account), a year by month, and the simplified view by line item.
 */
export default function TrialBalanceV2Page() {
  const { tab = '' } = useParams();
  const base = `${FA}/trial-balance-v2`;
  // The tabs keep the filters: the same dates read in another view.
  const { search } = useLocation();
  return (
    <div className="p-3">
      <h1 className="h4">Trial Balance</h1>
      <nav aria-label="Trial balance views">
        <ul className="nav nav-tabs mb-3">
          {TABS.map((t) => (
            <li key={t.tab} className="nav-item">
              <NavLink end to={`${t.tab ? `${base}/${t.tab}` : base}${search}`} className="nav-link">
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'monthly' ? <TbMonthlyTable /> : tab === 'simplified' ? <TbPeriodTable key="simplified" view="line_items" /> : <TbPeriodTable key="accounts" view="accounts" />}
    </div>
  );
}
