import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { listNaPoEp, naPoColumns, naPoWorkflowDef, PO_TABS, type NaPoRow, type PoTab } from '../../../contract/purchaseOrders';
import { colDefsOf } from '../../components/grid/columnDefs';
import { Can } from '../../components/permissions';
import QueuePage from '../../components/queue/QueuePage';
import NaPoDetailModal from './NaPoDetailModal';
import NaPoForm from './NaPoForm';
import { Button } from 'react-bootstrap';

const BASE = '/purchase-order-non-asset';
const tabPath = (tab: string) => (tab === 'officer' ? BASE : `${BASE}/${tab}`);

/**
 * Non-asset purchase orders (services and supplies) by status: Editing holds
 * drafts and returned ones, then the approval levels by amount, Approved and
 * Cancelled. New opens the form; a row opens the PO with its actions.
 */
export default function NonAssetPurchaseOrderPage() {
  const { status } = useParams();
  const tab: PoTab = status && PO_TABS.includes(status as PoTab) ? (status as PoTab) : 'officer';
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => colDefsOf<NaPoRow>(naPoColumns), []);
  return (
    <QueuePage<NaPoRow>
      title="Purchase Order (Non-Asset)"
      workflow={naPoWorkflowDef}
      tab={tab}
      routeOf={tabPath}
      list={listNaPoEp}
      columns={columns}
      defaultSort={{ order_by: 'na_po_no', direction: 'desc' }}
      search={{ label: 'Search non-asset purchase orders', placeholder: 'PO no., supplier or particulars', maxLength: 100 }}
      emptyText="No non-asset purchase orders in this list."
      onRowOpen={(row) => setOpen(row.na_po_id)}
    >
      <Can scopes="create_purchase_order">
        <Button variant="success" size="sm" className="mt-2" onClick={() => setCreating(true)}>
          New Non-Asset Purchase Order
        </Button>
      </Can>
      {creating && (
        <NaPoForm
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            setOpen(id);
          }}
        />
      )}
      {open !== null && <NaPoDetailModal id={open} onClose={() => setOpen(null)} />}
    </QueuePage>
  );
}
