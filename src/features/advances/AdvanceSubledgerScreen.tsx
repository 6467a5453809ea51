import type { advancesToSuppliers } from '../../../contract/advances';
import { usePermission } from '../../components/permissions';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';
import { reportFrame } from '../../components/report/ReportPage';
import AdvancesPanel from './AdvancesPanel';

/**
 * An advances account's sub-ledger (the kit's account sub-ledger: its lines with the payee and running balance, the
 * totals that close on the trial balance, the export), and under it the advances by voucher with their application.
 */
export default function AdvanceSubledgerScreen({ decl, account, screenId }: { decl: typeof advancesToSuppliers; account: '1140' | '1141' | '1142'; screenId: string }) {
  const allowed = usePermission(decl.report.scopes.view);
  return (
    <AccountSubledgerScreen
      decl={decl}
      screenId={screenId}
      labels={{ debit: 'Debits (Advanced)', credit: 'Credits (Applied)' }}
      frame={reportFrame(decl.report.title, allowed && <AdvancesPanel account={account} />)}
    />
  );
}
