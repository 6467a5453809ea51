import type { ReactNode } from 'react';
import RouteTabs from '../../components/RouteTabs';

/** The seven sub-ledgers of the SUB LEDGERS tab strip (spec 000 §2.8), in tab order. */
export const SUB_LEDGER_TABS = [
  { key: 'sales', label: 'Sales Special Journal', path: '/ledgers/sales' },
  { key: 'receivables', label: 'Receivable Sub Ledger', path: '/ledgers/receivables' },
  { key: 'inventories', label: 'Inventory Sub Ledger', path: '/ledgers/inventories' },
  { key: 'sales-per-products', label: 'Sales Per Product Ledger', path: '/ledgers/sales-per-products' },
  { key: 'vatable-sales', label: 'Vatable Sales Ledger', path: '/ledgers/vatable-sales' },
  { key: 'products', label: 'Product Ledger', path: '/ledgers/products' },
  { key: 'ytd-sales', label: 'YTD Sales Ledger', path: '/ledgers/ytd-sales' },
] as const;

export type SubLedgerKey = (typeof SUB_LEDGER_TABS)[number]['key'];

/**
 * Frame of every sub-ledger screen: the title SUB LEDGERS and the tab strip;
 * choosing a tab navigates to its route (an unknown /ledgers/... path is
 * redirected to /ledgers/sales by the route table).
 */
export default function SubLedgerLayout({ active, children }: { active: SubLedgerKey; children: ReactNode }) {
  return (
    <div className="p-3">
      <h1 className="h4">SUB LEDGERS</h1>
      <RouteTabs label="Sub ledgers" current={active} tabs={SUB_LEDGER_TABS.map((t) => ({ to: t.path, key: t.key, label: t.label }))} />
      {children}
    </div>
  );
}
