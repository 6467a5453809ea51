import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listPurchaseOrdersEp, PO_TABS, poColumns, poWorkflowDef, type PoListRow, type PoTab } from '../../../contract/purchaseOrders';
import ExportButton from '../../components/export/ExportButton';
import { colDefsOf } from '../../components/grid/columnDefs';
import { Can } from '../../components/permissions';
import QueuePage from '../../components/queue/QueuePage';
import PoDetailModal from './PoDetailModal';
import PoForm from './PoForm';
import { Button } from 'react-bootstrap';

export const PO_PATH = '/purchase-order';
const tabPath = (tab: string) => (tab === 'officer' ? PO_PATH : `${PO_PATH}?tab=${tab}`);

/**
 * Purchase orders by status: the approval levels (officer, manager, VP,
 * president), Approved, Editing and Cancelled. A row opens the PO (?po=id in
 * the URL, so a link can open one) with its lines, payables, levels, trail,
 * print and the actions its status allows. The purchaser may also raise one
 * directly, without a purchase request (New Purchase Order).
 */
export default function PurchaseOrderPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as PoTab | null;
  const tab: PoTab = asked && PO_TABS.includes(asked) ? asked : 'officer';
  const open = Number(params.get('po')) || null;
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => colDefsOf<PoListRow>(poColumns), []);
  const setOpen = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('po', String(id));
      else next.delete('po');
      return next;
    });
  return (
    <QueuePage<PoListRow>
      title="Purchase Order"
      workflow={poWorkflowDef}
      tab={tab}
      routeOf={tabPath}
      list={listPurchaseOrdersEp}
      columns={columns}
      defaultSort={{ order_by: 'po_no', direction: 'desc' }}
      search={{ label: 'Search purchase orders', placeholder: 'PO no., PR no. or supplier', maxLength: 100 }}
      emptyText="No purchase orders in this list."
      onRowOpen={(row) => setOpen(row.po_hdr_id)}
    >
      <div className="mt-2 d-flex gap-2">
        <Can scopes="create_purchase_order">
          <Button variant="success" size="sm" onClick={() => setCreating(true)}>
            New Purchase Order
          </Button>
        </Can>
        <ExportButton scope="view_purchase_orders" path="/purchase-orders/export" body={() => ({ tab, search: params.get('search') || undefined })} />
      </div>
      {creating && (
        <PoForm
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            setOpen(id);
          }}
        />
      )}
      {open !== null && <PoDetailModal poHdrId={open} onClose={() => setOpen(null)} />}
    </QueuePage>
  );
}
