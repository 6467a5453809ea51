import { useLocation } from 'react-router-dom';
import { depositColumns, depositListEp, undefinedDeposits, type DepositRow } from '../../../contract/creditOps';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { Can } from '../../components/permissions';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';
import { reportFrame } from '../../components/report/ReportPage';

const depositCols = colDefsOf<DepositRow>(depositColumns);

/**
 * Undefined Deposit Subledger: the lines of Unidentified Deposits (2055) —
 * credits as deposits come in, debits as they are identified — with the
 * running balance, the totals that close on the trial balance, and the
 * export. The v2 route is the same sub-ledger with the deposit register under
 * it: the identified deposits beside the waiting ones, with their customer
 * and official receipt.
 */
export default function UndefinedDepositSubledgerPage() {
  const v2 = useLocation().pathname.endsWith('-v2');
  return (
    <AccountSubledgerScreen
      decl={undefinedDeposits}
      screenId="undefined-deposits"
      labels={{ debit: 'Debits (Identified)', credit: 'Credits (Deposits)' }}
      frame={reportFrame(v2 ? 'Undefined Deposit Subledger (v2)' : undefinedDeposits.report.title, v2 && <DepositRegister />)}
    />
  );
}

function DepositRegister() {
  return (
    <Can scopes={['manage_unidentified_deposits', 'view_collections']}>
      <section aria-label="Deposits" className="mt-4">
        <h2 className="h6">Deposits, identified and waiting</h2>
        <ServerGrid<DepositRow>
          screenId="undefined-deposits-register"
          label="Deposits"
          columns={depositCols}
          source={gridSource(depositListEp, { body: {} })}
          queryKey="all"
          defaultSort={{ order_by: 'deposit_date', direction: 'desc' }}
          emptyText="No unidentified deposit has been recorded."
          height={320}
        />
      </section>
    </Can>
  );
}
