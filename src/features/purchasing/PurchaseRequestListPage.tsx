import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PO_STATUS_NAMES, PR_TABS, PURCHASING_PATHS, type PrListRow, type PrTab } from '../../../contract/purchasing';
import type { Scope } from '../../../contract/scopes';
import SearchBox from '../../components/filters/SearchBox';
import { getPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { moneyColumn } from '../../components/grid/moneyColumn';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermissionCheck } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import PoTrailModal from '../../components/purchaseRequest/PoTrailModal';
import { PR_CREATE_ROUTE, prListRoute, prShowRoute } from './nextRoute';

const TAB_LABEL: Record<PrTab, string> = { approval: "For Approval PR's", approved: "Approved PR's", edit: "For Editing PR's", cancelled: "Cancelled PR's" };
const TAB_SCOPE: Record<PrTab, Scope> = {
  approval: 'view_pending_purchase_request_list',
  approved: 'view_approved_purchase_request_list',
  edit: 'view_editing_purchase_request_list',
  cancelled: 'view_cancelled_purchase_request_list',
};

const tabOfPath = (path: string): PrTab => PR_TABS.find((t) => path.endsWith(`/${t}`)) ?? 'approval';

/** /purchasing/purchaseRequest/{approval|approved|edit|cancelled} (spec 001 §2): one tab per status, each with its view scope. */
export default function PurchaseRequestListPage() {
  const tab = tabOfPath(useLocation().pathname);
  const allowed = usePermissionCheck();
  const [applied, apply] = useUrlState({ search: '' });
  const [runs, setRuns] = useState(0);
  const [trail, setTrail] = useState<{ id: number; no: string } | null>(null);

  const fetchPage = useMemo(() => getPage<PrListRow>(PURCHASING_PATHS.prList(tab), { search: applied.search }), [tab, applied.search]);

  const columns = useMemo<ColDef<PrListRow>[]>(
    () => [
      {
        field: 'pr_no',
        headerName: 'PR No.',
        width: 130,
        cellRenderer: (p: { data?: PrListRow }) => (p.data ? <Link to={prShowRoute(p.data.pr_hdr_id)}>{p.data.pr_no}</Link> : null),
      },
      { field: 'requester_name', headerName: 'Requester', width: 190 },
      { field: 'item_description', headerName: 'Item Description', width: 320, sortable: false, tooltipField: 'item_description' },
      { field: 'estimated_delivery_date', headerName: 'Date Needed', width: 140 },
      { field: 'particulars', headerName: 'Particulars', width: 260, sortable: false },
      {
        field: 'po_approved_status',
        headerName: 'PO Status',
        width: 190,
        sortable: false,
        cellRenderer: (p: { data?: PrListRow }) => {
          const r = p.data;
          if (!r || r.po_approved_status === null || r.po_hdr_id === null) return null;
          return (
            <button type="button" className="btn btn-link btn-sm p-0" title={`Trail logs of ${r.po_no}`} onClick={() => setTrail({ id: r.po_hdr_id!, no: r.po_no ?? '' })}>
              {PO_STATUS_NAMES[r.po_approved_status] ?? String(r.po_approved_status)}
            </button>
          );
        },
      },
      { field: 'supplier_name', headerName: 'Supplier', width: 240, sortable: false },
      moneyColumn<PrListRow>('grand_total', 'Grand Total'),
    ],
    [],
  );

  const search = (text: string) => {
    apply({ search: text.trim() });
    setRuns((n) => n + 1);
  };

  return (
    <div className="p-3">
      <h1 className="h4">Purchase Request</h1>
      <ul className="nav nav-tabs mb-3">
        {PR_TABS.filter((t) => allowed([TAB_SCOPE[t]])).map((t) => (
          <li className="nav-item" key={t}>
            <NavLink className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`} to={prListRoute(t)}>
              {TAB_LABEL[t]}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="d-flex gap-2 align-items-end mb-3">
        <SearchBox label="PR number" placeholder="PR number" value={applied.search} onSearch={search} clearable maxLength={50} />
        <Can scopes="can_create_purchase_request">
          <Link className="btn btn-success btn-sm ms-auto" to={PR_CREATE_ROUTE}>
            Create Purchase Request
          </Link>
        </Can>
      </div>
      {allowed([TAB_SCOPE[tab]]) ? (
        <ServerGrid<PrListRow>
          screenId={`purchase-requests-${tab}`}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={`${tab}|${applied.search}#${runs}`}
          defaultSort={{ order_by: 'pr_hdr_id', direction: 'desc' }}
          emptyText="No purchase requests."
        />
      ) : (
        <PermissionDenied what={TAB_LABEL[tab]} />
      )}
      {trail && <PoTrailModal poHdrId={trail.id} poNo={trail.no} onClose={() => setTrail(null)} />}
    </div>
  );
}
