import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adjustmentColumns, adjustmentListEp, adjustmentWorkflow, type AdjustmentRow, type AdjustmentTab } from '../../../contract/inventoryAdjustments';
import { colDefsOf } from '../../components/grid/columnDefs';
import QueuePage from '../../components/queue/QueuePage';
import AdjustmentForm from './AdjustmentForm';
import AdjustmentModal from './AdjustmentModal';

export const ADJUSTMENT_PATH = '/inventory/adjustment';
/** Each tab's route: the approval and approved lists have their own (route table), drafts and declined live on the main one. */
export const tabPath = (tab: string) =>
  tab === 'approval' ? `${ADJUSTMENT_PATH}/approval` : tab === 'approved' ? `${ADJUSTMENT_PATH}/approved` : tab === 'declined' ? `${ADJUSTMENT_PATH}?tab=declined` : ADJUSTMENT_PATH;

const EMPTY: Record<AdjustmentTab, string> = {
  approval: 'No adjustments are waiting for approval.',
  draft: 'No draft adjustments.',
  approved: 'No approved adjustments.',
  declined: 'No declined adjustments.',
};

/**
 * The adjustments of one tab of the workflow, searched by number, reason,
 * file, product or batch; a row opens the adjustment with the actions the
 * user may take. The New Adjustment link opens the form (?new=1), so it is
 * an address a user can come back to.
 */
export default function AdjustmentQueue({ tab, title }: { tab: AdjustmentTab; title: string }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo(() => colDefsOf<AdjustmentRow>(adjustmentColumns, { reason: { tooltipField: 'reason' } }), []);
  const creating = params.get('new') === '1';
  const closeForm = () => {
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next);
  };
  return (
    <QueuePage<AdjustmentRow>
      title={title}
      workflow={adjustmentWorkflow}
      tab={tab}
      routeOf={tabPath}
      list={adjustmentListEp}
      columns={columns}
      defaultSort={{ order_by: tab === 'approval' ? 'created_at' : 'adjustment_date', direction: tab === 'approval' ? 'asc' : 'desc' }}
      search={{ label: 'Search adjustments', placeholder: 'Adjustment no., reason, file, product or batch', maxLength: 100 }}
      create={{ scope: 'create_inventory_adjustment', to: `${ADJUSTMENT_PATH}?new=1`, label: 'New Adjustment' }}
      emptyText={EMPTY[tab]}
      onRowOpen={(row) => setOpen(row.adjustment_id)}
    >
      {creating && (
        <AdjustmentForm
          onClose={closeForm}
          onSaved={(a) => {
            closeForm();
            setOpen(a.adjustment_id);
          }}
        />
      )}
      {open !== null && <AdjustmentModal id={open} onClose={() => setOpen(null)} />}
    </QueuePage>
  );
}
