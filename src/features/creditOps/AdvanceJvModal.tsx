import { Table } from 'react-bootstrap';
import { advancesFromCustomers } from '../../../contract/creditOps';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { formatMoney } from '../../lib/money';

/**
 * The journal entry (JV) behind a line of Advances from Customers, every line of it (002 §7.10 POST
 * /advances-from-customers/jv): which accounts the receipt, application or refund moved besides 2050.
 */
export default function AdvanceJvModal({ journalEntry, onClose }: { journalEntry: string; onClose: () => void }) {
  const jv = useRead(advancesFromCustomers.jv, { body: { journal_entry: journalEntry } });
  const lines = jv.data ?? [];
  const head = lines[0];
  return (
    <Modal title={`Journal Entry ${journalEntry}`} subtitle={head && `${head.transaction_date} · ${head.module} ${head.reference}`} size="lg" onClose={onClose}>
      <div className="modal-body">
        <LoadState what="the journal entry" isLoading={jv.isLoading} error={jv.error} empty={lines.length === 0} emptyText="No lines." onRetry={() => void jv.refetch()}>
          {head?.particulars && <p className="small">{head.particulars}</p>}
          <Table size="sm" bordered aria-label={`Lines of journal entry ${journalEntry}`}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col" className="text-end">
                  Debit
                </th>
                <th scope="col" className="text-end">
                  Credit
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={i}>
                  <th scope="row" className="fw-normal">
                    {l.account_code} {l.account_name}
                  </th>
                  <td className="text-end">{formatMoney(l.debit)}</td>
                  <td className="text-end">{formatMoney(l.credit)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </LoadState>
      </div>
    </Modal>
  );
}
