import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { toast } from 'react-toastify';
// Page size 50 (spec 001 §9) is the grid's default page size.
import { type ProductUpdateRow, type UpdateApprovalStatus } from '../../../contract/products';
import { confirmAction } from '../../components/dialogs';
import { getPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { decideUpdate, updateApprovalsPath } from './api';
import { showSaveError } from './saveErrors';
import { formatDateTime } from './time';
import UpdateDetailsModal from './UpdateDetailsModal';
import './products.css';

const TABS: { status: UpdateApprovalStatus; label: string }[] = [
  { status: 'approval', label: 'Product Update Details for Approval' },
  { status: 'approved', label: 'Approved Updates' },
  { status: 'declined', label: 'Declined Updates' },
];

const time = (p: { value?: string | null }) => formatDateTime(p.value);
const columns: ColDef<ProductUpdateRow>[] = [
  { field: 'id', headerName: 'id', width: 80 },
  { field: 'product_update_no', headerName: 'product_update_no', width: 170 },
  { field: 'product_code', headerName: 'product_code', width: 150 },
  { field: 'product_name', headerName: 'product_name', width: 240 },
  { field: 'supplier_name', headerName: 'supplier_name', width: 220 },
  { field: 'date_updated', headerName: 'date_updated', width: 160, valueFormatter: time },
  { field: 'updated_by', headerName: 'updated_by', width: 170 },
  { field: 'approved_at', headerName: 'approved_at', width: 160, valueFormatter: time },
  { field: 'declined_at', headerName: 'declined_at', width: 160, valueFormatter: time },
  { field: 'user_reviewer', headerName: 'user_reviewer', width: 170 },
];

/** /products/update-approval (spec 001 §2 Product update approval): three server-paged tabs, a row opens its details. */
export default function UpdateApprovalPage() {
  const [{ tab }, setUrl] = useUrlState({ tab: 'approval' });
  const status = (TABS.find((t) => t.status === tab) ?? TABS[0]).status;
  const [open, setOpen] = useState<ProductUpdateRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);
  const fetchPage = useMemo(() => getPage<ProductUpdateRow>(updateApprovalsPath(status)), [status]);

  async function decide(decision: 'approve' | 'decline') {
    if (!open) return;
    const question = decision === 'approve' ? `Approve update ${open.product_update_no}?` : `Decline update ${open.product_update_no}?`;
    if (!(await confirmAction('Are you sure?', question))) return;
    setBusy(true);
    try {
      await decideUpdate(open.product_update_no, decision);
      toast.success(decision === 'approve' ? 'Product update approved.' : 'Product update declined.');
      setOpen(null);
      setReloads((n) => n + 1);
    } catch (err) {
      await showSaveError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4">Product Update Approval</h1>
      <ul className="nav nav-tabs mb-3" role="tablist">
        {TABS.map((t) => (
          <li className="nav-item" key={t.status} role="presentation">
            <button type="button" role="tab" aria-selected={status === t.status} className={`nav-link ${status === t.status ? 'active' : ''}`} onClick={() => setUrl({ tab: t.status })}>
              {t.label}
            </button>
          </li>
        ))}
      </ul>
      <ServerGrid<ProductUpdateRow>
        key={status}
        screenId={`product-updates-${status}`}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={`${status}#${reloads}`}
        defaultSort={{ order_by: 'id', direction: 'desc' }}
        pagingInUrl={false}
        onRowOpen={setOpen}
      />
      {open && <UpdateDetailsModal update={open} busy={busy} onClose={() => setOpen(null)} onDecide={decide} />}
    </div>
  );
}
