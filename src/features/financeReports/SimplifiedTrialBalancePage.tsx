import TbPeriodTable from './TbPeriodTable';

/** The simplified trial balance: opening, debits, credits and closing by line item only. */
export default function SimplifiedTrialBalancePage() {
  return (
    <div className="p-3">
      <h1 className="h4">Simplified Trial Balance</h1>
      <TbPeriodTable view="line_items" />
    </div>
  );
}
