import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { APO_TABS, APO_STATUS_LABELS, apoColumns, apoListEp, apoStatusOfTab, type ApoRow, type ApoTab } from '../../../contract/assets';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ApoDetailPanel from './ApoDetailPanel';
import ApoForm from './ApoForm';
import { AM } from './parts';
import { Alert, Button } from 'react-bootstrap';
import RouteTabs from '../../components/RouteTabs';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<ApoRow>(apoColumns);
const BASE = `${AM}/purchase-order-non-stock`;

/** Asset (non-stock) purchase orders by status: write one, approve it (not its maker), receive it (which capitalizes it). */
export default function NonStockPurchaseOrderPage() {
  const { status } = useParams();
  const tab: ApoTab | null = status === undefined ? 'for-approval' : (APO_TABS as readonly string[]).includes(status) ? (status as ApoTab) : null;
  const search = useListSearch('asset-pos');
  const [writing, setWriting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Purchase Order (Non-Stock)</h1>
        <Can scopes={['manage_assets', 'create_purchase_order']}>
          <Button size="sm" onClick={() => setWriting((w) => !w)} aria-expanded={writing}>
            {writing ? 'Close the New Purchase Order' : 'New Purchase Order'}
          </Button>
        </Can>
      </div>
      {writing && (
        <ApoForm
          onDone={(id) => {
            setWriting(false);
            setOpenId(id);
          }}
        />
      )}
      <Can scopes={['view_asset_management', 'view_purchase_orders', 'approve_purchase_order']} fallback={<PermissionDenied what="the asset purchase orders" />}>
        <RouteTabs
          label="Purchase order status"
          className="mb-2"
          current={tab ?? ''}
          tabs={APO_TABS.map((t) => ({ key: t, to: `${BASE}/${t}`, label: APO_STATUS_LABELS[apoStatusOfTab(t)] }))}
        />
        {tab === null ? (
          <Alert variant="warning" transition={false} role="alert">
            There is no purchase order status “{status}”. Choose one of the tabs above.
          </Alert>
        ) : (
          <>
            <FilterBar label="Filter the purchase orders">
              <SearchBox label="Search PO no., supplier or remarks" placeholder="Search PO no., supplier or remarks" value={search.text} onSearch={search.search} clearable />
            </FilterBar>
            <ServerGrid<ApoRow>
              screenId="asset-pos"
              label={`${APO_STATUS_LABELS[apoStatusOfTab(tab)]} purchase orders`}
              columns={columns}
              source={gridSource(apoListEp, { query: { status: apoStatusOfTab(tab), search: search.text || undefined } })}
              queryKey={`${search.queryKey}|${tab}`}
              defaultSort={{ order_by: 'po_date', direction: 'desc' }}
              emptyText={`No ${APO_STATUS_LABELS[apoStatusOfTab(tab)].toLowerCase()} purchase orders.`}
              onRowOpen={(row) => setOpenId(row.apo_id)}
            />
          </>
        )}
        {openId && <ApoDetailPanel key={openId} apoId={openId} onClose={() => setOpenId(null)} />}
      </Can>
    </div>
  );
}
