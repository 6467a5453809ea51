import {
  advanceColumns,
  checkColumns,
  chodColumns,
  customerAdvancesSectionEp,
  customerChecksEp,
  customerChodEp,
  type AdvanceRow,
  type CheckRow,
  type ChodRow,
  type SectionResult,
} from '../../../../contract/customerArChecks';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ArSectionGrid from './ArSectionGrid';

/**
 * CHOD Details, Check Details and Advances (spec 002 §2.4): the customer's
 * official receipts seen as checks on hand, all checks, and unapplied
 * advances; recorded on the Collections screen.
 */
const chod = colDefsOf<ChodRow>(chodColumns);
const checks = colDefsOf<CheckRow>(checkColumns);
const advances = colDefsOf<AdvanceRow>(advanceColumns);

const chodShape = (r: SectionResult<ChodRow>) => ({ rows: r.rows, totalsRow: { check_date: 'Total', check_amount: r.totals.amount } });
const checkShape = (r: SectionResult<CheckRow>) => ({ rows: r.rows, totalsRow: { check_date: 'Total', check_amount: r.totals.amount } });
const advanceShape = (r: SectionResult<AdvanceRow>) => ({ rows: r.rows, totalsRow: { transaction_date: 'Total', amount: r.totals.amount } });

export function ChodDetails({ customerCode }: { customerCode: string }) {
  return (
    <ArSectionGrid customerCode={customerCode} screenId="customer-ar-chod" label="Checks on hand" endpoint={customerChodEp} columns={chod}
      defaultSort={{ order_by: 'check_date', direction: 'asc' }} shape={chodShape} emptyText="No post-dated checks on hand from this customer." />
  );
}

export function CheckDetails({ customerCode }: { customerCode: string }) {
  return (
    <ArSectionGrid customerCode={customerCode} screenId="customer-ar-checks" label="Checks" endpoint={customerChecksEp} columns={checks}
      defaultSort={{ order_by: 'check_date', direction: 'desc' }} shape={checkShape} emptyText="No checks from this customer." />
  );
}

export function Advances({ customerCode }: { customerCode: string }) {
  return (
    <ArSectionGrid customerCode={customerCode} screenId="customer-ar-advances" label="Advances" endpoint={customerAdvancesSectionEp} columns={advances}
      defaultSort={{ order_by: 'transaction_date', direction: 'asc' }} shape={advanceShape} emptyText="No unapplied advances from this customer." />
  );
}
