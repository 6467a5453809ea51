import { toast } from 'react-toastify';
import { generalLedgerColumns, generalLedgerEntries, type GeneralLedgerRow } from '../../../contract/finance';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import Modal, { ModalBody } from '../../components/Modal';
import { DRILL_DOWN_ERROR } from './messages';
import { Button } from 'react-bootstrap';

// The general ledger's columns; the drill-down order is fixed, so none offers sorting.
const entryColumns = colDefsOf<GeneralLedgerRow>(generalLedgerColumns).map((c) => ({ ...c, sortable: false }));

interface Props {
  account: { code: string; name: string };
  dateFrom: string;
  dateTo: string;
  onClose: () => void;
}

/** "General Ledger Entries" of one account from the trial balance (spec 000 §2.18), 50 a page. */
export default function LedgerEntriesModal({ account, dateFrom, dateTo, onClose }: Props) {
  // Spec 000 §7: the drill-down always asks account_code ascending; 50 a page is
  // the grid's default page size (its own paging, kept in memory, not the URL).
  const source = gridSource(generalLedgerEntries, { body: { account_code: account.code, date_from: dateFrom, date_to: dateTo } });

  return (
    <Modal
      title="General Ledger Entries"
      subtitle={`${account.code} ${account.name} · ${dateFrom} to ${dateTo}`}
      size="xl"
      onClose={onClose}
      footer={
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ModalBody>
        <ServerGrid<GeneralLedgerRow>
          screenId="trial-balance-entries"
          label="General Ledger Entries"
          columns={entryColumns}
          source={source}
          queryKey={`${account.code}|${dateFrom}|${dateTo}`}
          pagingInUrl={false}
          height={480}
          defaultSort={{ order_by: 'account_code', direction: 'asc' }}
          onError={() => toast.error(DRILL_DOWN_ERROR)}
        />
      </ModalBody>
    </Modal>
  );
}
