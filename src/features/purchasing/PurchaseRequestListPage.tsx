import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PO_STATUS_NAMES, type PrListRow } from '../../../contract/purchasing';
import { listPurchaseRequests, prColumns, prWorkflow, PR_TABS } from '../../../contract/purchaseRequestQueue';
import { colDefsOf } from '../../components/grid/columnDefs';
import PoTrailModal from '../../components/purchaseRequest/PoTrailModal';
import QueuePage from '../../components/queue/QueuePage';
import { PR_CREATE_ROUTE, prListRoute, prShowRoute } from './nextRoute';
import { Button } from 'react-bootstrap';

const tabOfPath = (path: string) => PR_TABS.find((t) => path.endsWith(`/${t}`)) ?? 'approval';

/** /purchasing/purchaseRequest/{approval|approved|edit|cancelled} (spec 001 §2): one tab per status, each with its view scope. */
export default function PurchaseRequestListPage() {
  const tab = tabOfPath(useLocation().pathname);
  const [trail, setTrail] = useState<{ id: number; no: string } | null>(null);
  const columns = useMemo(
    () =>
      colDefsOf<PrListRow>(prColumns, {
        pr_no: { link: (r) => prShowRoute(r.pr_hdr_id) },
        item_description: { tooltipField: 'item_description' },
        // The PO status opens the purchase order's trail logs.
        po_approved_status: {
          cellRenderer: (p: { data?: PrListRow }) => {
            const r = p.data;
            if (!r || r.po_approved_status === null || r.po_hdr_id === null) return null;
            return (
              <Button variant="link" size="sm" className="p-0" title={`Trail logs of ${r.po_no}`} onClick={() => setTrail({ id: r.po_hdr_id!, no: r.po_no ?? '' })}>
                {PO_STATUS_NAMES[r.po_approved_status] ?? String(r.po_approved_status)}
              </Button>
            );
          },
        },
      }),
    [],
  );
  return (
    <QueuePage<PrListRow>
      title="Purchase Request"
      workflow={prWorkflow}
      tab={tab}
      routeOf={(t) => prListRoute(t as typeof tab)}
      list={listPurchaseRequests}
      columns={columns}
      defaultSort={{ order_by: 'pr_no', direction: 'desc' }}
      search={{ label: 'PR number', maxLength: 50 }}
      create={{ scope: 'can_create_purchase_request', to: PR_CREATE_ROUTE, label: 'Create Purchase Request' }}
      emptyText="No purchase requests."
    >
      {trail && <PoTrailModal poHdrId={trail.id} poNo={trail.no} onClose={() => setTrail(null)} />}
    </QueuePage>
  );
}
