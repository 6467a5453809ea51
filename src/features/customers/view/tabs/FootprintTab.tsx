import { useMemo, useState } from 'react';
import { deleteFootprintsEp, FOOTPRINT_MESSAGES, listFootprintsEp } from '../../../../../contract/customerFootprints';
import { toApiError } from '../../../../api/ApiError';
import { useRead, useWrite } from '../../../../api/kitApi';
import { confirmAction } from '../../../../components/dialogs';
import LoadState from '../../../../components/LoadState';
import { usePermission } from '../../../../components/permissions';
import type { CustomerTabProps } from '../tabProps';
import AddFootprintModal from './footprint/AddFootprintModal';
import FootprintDetailModal from './footprint/FootprintDetailModal';
import FootprintTable from './footprint/FootprintTable';
import { showFootprintFailure, showFootprintOutcome } from './footprint/outcome';
import { Button } from 'react-bootstrap';

/**
 * The customer view's Footprint tab (spec 002 §2.10): the customer's
 * footprints, Add Footprint (create_collection_footprint), Delete Selected
 * (delete_customer_footprint; nothing ticked, nothing to delete) and each
 * row's detail (edit_customer_footprint). The list is read through the query
 * cache (§9: kept 5 minutes, no refetch on focus or mount); a save or a
 * delete makes it stale, so it reloads.
 */
export default function FootprintTab({ customer }: CustomerTabProps) {
  const code = customer.customer_code;
  const canAdd = usePermission('create_collection_footprint');
  const canDelete = usePermission('delete_customer_footprint');
  const canView = usePermission('edit_customer_footprint');
  const read = useRead(listFootprintsEp, { params: { customer_code: code } });
  const remove = useWrite(deleteFootprintsEp);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const rows = useMemo(() => read.currentData ?? [], [read.currentData]);
  // Only rows still listed count as selected (a reload may have dropped some).
  const selected = useMemo(() => new Set(rows.map((r) => r.footprint_id).filter((id) => picked.has(id))), [rows, picked]);

  const select = (ids: number[], on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function deleteSelected() {
    if (!(await confirmAction(FOOTPRINT_MESSAGES.dialogTitle, FOOTPRINT_MESSAGES.confirmDelete))) return;
    try {
      const res = await remove.run({ body: { footprint_ids: [...selected] } });
      setPicked(new Set());
      await showFootprintOutcome(res.code, res.result);
    } catch (err) {
      await showFootprintFailure(toApiError(err));
    }
  }

  return (
    <section aria-label="Footprint Tracing">
      <div className="d-flex gap-2 mb-2">
        {canAdd && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Add Footprint
          </Button>
        )}
        {canDelete && (
          <Button variant="outline-danger" size="sm" disabled={selected.size === 0 || remove.isLoading} onClick={() => void deleteSelected()}>
            {remove.isLoading ? 'Deleting…' : 'Delete Selected'}
          </Button>
        )}
        {canDelete && selected.size > 0 && <span className="align-self-center small text-muted">{selected.size} selected</span>}
      </div>
      <LoadState
        what="footprints"
        isLoading={read.isLoading || (read.isFetching && !read.currentData && !read.error)}
        error={read.currentData ? undefined : read.error}
        empty={rows.length === 0}
        emptyText="No footprints recorded for this customer yet."
        onRetry={() => void read.refetch()}
      >
        <FootprintTable rows={rows} selected={canDelete ? selected : null} onSelect={select} onView={canView ? (r) => setViewing(r.footprint_id) : undefined} />
      </LoadState>
      {adding && <AddFootprintModal customerCode={code} onClose={() => setAdding(false)} />}
      {viewing !== null && <FootprintDetailModal footprintId={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
