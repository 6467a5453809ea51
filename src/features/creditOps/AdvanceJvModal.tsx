import { advancesFromCustomers } from '../../../contract/creditOps';
import { useRead } from '../../api/kitApi';
import EntryLinesTable from '../../components/EntryLinesTable';
import LoadState from '../../components/LoadState';
import Modal, { ModalBody } from '../../components/Modal';

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
      <ModalBody>
        <LoadState what="the journal entry" isLoading={jv.isLoading} error={jv.error} empty={lines.length === 0} emptyText="No lines." onRetry={() => void jv.refetch()}>
          {head?.particulars && <p>{head.particulars}</p>}
          <EntryLinesTable lines={lines} caption={`Lines of journal entry ${journalEntry}`} />
        </LoadState>
      </ModalBody>
    </Modal>
  );
}
