import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  RECEIPT_TABS,
  receiptCancelEp,
  receiptColumns,
  receiptCountsEp,
  receiptListEp,
  receiptReasonInput,
  receiptShowEp,
  receiptSubmitEp,
  type ReceiptRow,
} from '../../../contract/inventoryReceipts';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import ReceiptView from './ReceiptView';
import { Badge, Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import RouteTabs from '../../components/RouteTabs';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<ReceiptRow>(receiptColumns);
export const RECEIPTS_PATH = '/inventory/receipts';

/**
 * Inventory receipts by status, one tab each (/inventory/receipts/{tab});
 * a row opens the receipt under the list (/inventory/receipts/{tab}/{id})
 * with what can happen to it from that tab.
 */
export default function ReceiptListPage() {
  const { tab: slug, id } = useParams();
  const navigate = useNavigate();
  const tab = RECEIPT_TABS.find((t) => t.tab === slug) ?? RECEIPT_TABS[1];
  const search = useListSearch(`inventory-receipts-${tab.tab}`);
  const counts = useRead(receiptCountsEp);
  const receiptId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Inventory Receipts</h1>
        <Can scopes="create_inventory_receipt">
          <LinkButton variant="primary" size="sm" to="/inventoryreceipt">Receive a Purchase Order</LinkButton>
        </Can>
      </div>
      <RouteTabs
        label="Receipt statuses"
        className="mb-2"
        current={tab.tab}
        tabs={RECEIPT_TABS.map((t) => ({
          key: t.tab,
          to: `${RECEIPTS_PATH}/${t.tab}`,
          label: (
            <>
              {t.label}
              {counts.data && <Badge bg="secondary" className="ms-1">{counts.data[t.status]}</Badge>}
            </>
          ),
        }))}
      />
      {receiptId !== null && <OpenReceipt id={receiptId} onClose={() => navigate(`${RECEIPTS_PATH}/${tab.tab}`)} />}
      <FilterBar label="Filter the receipts">
        <SearchBox label="Search receipt, PO, supplier or batch" placeholder="Search receipt, PO, supplier or batch" value={search.text} onSearch={search.search} clearable />
      </FilterBar>
      <ServerGrid<ReceiptRow>
        screenId={`inventory-receipts-${tab.tab}`}
        label={`${tab.label} receipts`}
        columns={columns}
        source={gridSource(receiptListEp, { query: { status: tab.status, search: search.text || undefined } })}
        queryKey={`${tab.tab}|${search.queryKey}`}
        defaultSort={{ order_by: 'receipt_date', direction: 'desc' }}
        emptyText={`No receipts ${tab.label.toLowerCase()}.`}
        onRowOpen={(r) => navigate(`${RECEIPTS_PATH}/${tab.tab}/${r.receipt_id}`)}
      />
    </div>
  );
}

/** The receipt opened from the list, with the maker's actions on a draft (edit, send for inspection, cancel). */
function OpenReceipt({ id, onClose }: { id: number; onClose: () => void }) {
  const read = useRead(receiptShowEp, { params: { id } });
  const writes = useWrites();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const r = read.currentData;
  if (read.error) return <p className="text-danger" role="alert">The receipt could not be loaded: {read.error.messages.join(' ')}</p>;
  if (!r) return <p role="status">Loading the receipt…</p>;
  async function submit() {
    if (!(await confirmAction('Send this receipt for inspection?', `${r!.receipt_no}: ${r!.quantity} units on ${r!.line_count} lines.`))) return;
    try {
      await writes.runOn(receiptSubmitEp, { params: { id } });
      await showSuccess('Sent for inspection', '', 1500);
    } catch (e) {
      void showError('Oops...', (e as ApiError).messages.join('\n'));
    }
  }
  const actions = (
    <>
      {r.status === 'draft' && (
        <Can scopes="create_inventory_receipt">
          <Button size="sm" onClick={() => navigate(`/inventoryreceipt?id=${id}`)}>Edit</Button>
          <Button variant="success" size="sm" disabled={writes.isLoading} onClick={submit}>Send for Inspection</Button>
        </Can>
      )}
      {(r.status === 'draft' || r.status === 'for_inspection') && (
        <Can scopes="create_inventory_receipt">
          <Button variant="outline-danger" size="sm" onClick={() => setCancelling(true)}>Cancel Receipt</Button>
        </Can>
      )}
      <Button variant="outline-secondary" size="sm" onClick={onClose}>Close</Button>
    </>
  );
  return (
    <>
      <ReceiptView r={r} actions={actions} />
      {cancelling && (
        <ReasonModal
          title="Cancel Receipt"
          label="Reason for cancelling"
          submitLabel="Cancel Receipt"
          savingLabel="Saving…"
          maxLength={500}
          schema={receiptReasonInput}
          bodyOf={(reason) => ({ reason })}
          send={(body) => writes.runOn(receiptCancelEp, { params: { id }, body })}
          saving={writes.isLoading}
          onClose={() => setCancelling(false)}
          onDone={() => setCancelling(false)}
        />
      )}
    </>
  );
}
