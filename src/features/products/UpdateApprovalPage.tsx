import { useState } from 'react';
import {
  listProductUpdates,
  PRODUCT_UPDATE_DEFAULT_SORT,
  PRODUCT_UPDATE_TABS,
  productUpdateColumns,
  productUpdateWorkflow,
  type ProductApprovalAction,
} from '../../../contract/productApprovalQueue';
import type { ProductUpdateRow } from '../../../contract/products';
import { colDefsOf } from '../../components/grid/columnDefs';
import { useUrlState } from '../../components/grid/useUrlState';
import QueuePage from '../../components/queue/QueuePage';
import UpdateDetailsModal from './UpdateDetailsModal';
import { useApprovalDecision } from './useApprovalDecision';
import './products.css';

// Page size 50 (spec 001 §9) is the grid's default page size.
const columns = colDefsOf<ProductUpdateRow>(productUpdateColumns);
/** The screen has one route (/products/update-approval): the tab is a query parameter. */
const tabRoute = (tab: string) => `?tab=${encodeURIComponent(tab)}`;

/**
 * /products/update-approval (spec 001 §2 Product update approval): the tabs
 * of the update workflow, each a server-paged list; a row (click or Enter)
 * opens its details with the workflow's actions allowed at its status.
 */
export default function UpdateApprovalPage() {
  const [{ tab: asked }] = useUrlState({ tab: 'approval' });
  const tab = PRODUCT_UPDATE_TABS.find((t) => t === asked) ?? 'approval';
  const [open, setOpen] = useState<ProductUpdateRow | null>(null);
  const { decide, allowedActions, busy } = useApprovalDecision();

  async function onDecide(action: ProductApprovalAction) {
    if (open && (await decide({ kind: 'UPDATED', product_update_no: open.product_update_no }, action))) setOpen(null);
  }

  return (
    <QueuePage<ProductUpdateRow>
      title="Product Update Approval"
      workflow={productUpdateWorkflow}
      tab={tab}
      routeOf={tabRoute}
      list={listProductUpdates}
      columns={columns}
      defaultSort={PRODUCT_UPDATE_DEFAULT_SORT}
      search={{ label: 'Update No., product code or name', maxLength: 100 }}
      emptyText="No product updates."
      onRowOpen={setOpen}
    >
      {open && <UpdateDetailsModal update={open} actions={allowedActions(productUpdateWorkflow, open.status)} busy={busy} onClose={() => setOpen(null)} onDecide={onDecide} />}
    </QueuePage>
  );
}
