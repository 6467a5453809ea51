import { useState } from 'react';
import { PAYMENT_MODES, RECEIPT_STATUSES, receiptColumns, receiptListEp, type ReceiptRow } from '../../../contract/collections';
import SearchBox from '../../components/filters/SearchBox';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import NewCollectionModal from './NewCollectionModal';
import ReceiptModal from './ReceiptModal';
import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

// At 1440 px: the receipt and customer stay pinned, the amounts and status come first.
const columns = arranged(colDefsOf<ReceiptRow>(receiptColumns), {
  pin: ['receipt_no', 'customer_name'],
  lead: ['amount_received', 'applied', 'unapplied', 'status', 'receipt_date'],
});
type Status = keyof typeof RECEIPT_STATUSES;
type Mode = keyof typeof PAYMENT_MODES;

/**
 * Collections: the official receipts, newest first, searchable by OR, check
 * or customer and filtered by status (the checks on hand among them) and
 * mode; a receipt opens on Enter or click with what can still happen to it;
 * New Collection records one.
 */
export default function CollectionsPage() {
  const q = useListSearch('collections');
  const [filters, setFilters] = useUrlState({ status: '', mode: '' });
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const status = filters.status in RECEIPT_STATUSES ? (filters.status as Status) : undefined;
  const mode = filters.mode in PAYMENT_MODES ? (filters.mode as Mode) : undefined;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Collections</h1>
        <Can scopes="create_collection">
          <Button variant="success" size="sm" onClick={() => setCreating(true)}>
            New Collection
          </Button>
        </Can>
      </div>
      <Can scopes="view_collections" fallback={<PermissionDenied what="the collections" />}>
        <FilterBar label="Filter the collections">
          <SearchBox label="Search OR, check or customer" placeholder="Search OR, check or customer" value={q.text} onSearch={q.search} clearable />
          <label className="visually-hidden" htmlFor="collection-status">Status</label>
          <Form.Select id="collection-status" size="sm" className="w-auto" value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
            <option value="">Status: all</option>
            {Object.entries(RECEIPT_STATUSES).map(([k, label]) => (
              <option key={k} value={k}>Status: {label}</option>
            ))}
          </Form.Select>
          <label className="visually-hidden" htmlFor="collection-mode">Mode of Payment</label>
          <Form.Select id="collection-mode" size="sm" className="w-auto" value={filters.mode} onChange={(e) => setFilters({ mode: e.target.value })}>
            <option value="">Mode: all</option>
            {Object.entries(PAYMENT_MODES).map(([k, label]) => (
              <option key={k} value={k}>Mode: {label}</option>
            ))}
          </Form.Select>
        </FilterBar>
        <ServerGrid<ReceiptRow>
          screenId="collections"
          label="Official receipts"
          columns={columns}
          source={gridSource(receiptListEp, { body: { search: q.text || undefined, status, payment_mode: mode } })}
          queryKey={`${q.queryKey}|${status ?? ''}|${mode ?? ''}`}
          defaultSort={{ order_by: 'receipt_date', direction: 'desc' }}
          emptyText="No receipts match."
          onRowOpen={(r) => setOpened(r.receipt_id)}
        />
      </Can>
      {creating && <NewCollectionModal onClose={() => setCreating(false)} onSaved={(r) => (setCreating(false), setOpened(r.receipt_id))} />}
      {opened !== null && <ReceiptModal receiptId={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
