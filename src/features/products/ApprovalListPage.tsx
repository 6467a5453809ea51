import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { ApprovalRow } from '../../../contract/products';
import { toApiError } from '../../api/ApiError';
import { confirmAction } from '../../components/dialogs';
import { approveChangeOf, approveCreation, declineCreation, loadApprovals } from './api';
import { showSaveError } from './saveErrors';
import { formatDateTime } from './time';

/**
 * /approval/list/products "Products Approval Masterlist" (spec 001 §4): items
 * without a product code are new products (approval creates them), items with
 * one are changes (approval applies them; declines are on the update approval screen).
 */
export default function ApprovalListPage() {
  const [rows, setRows] = useState<ApprovalRow[] | null>(null);
  const reload = useCallback(() => {
    loadApprovals()
      .then(setRows)
      .catch((e) => toast.error(toApiError(e).messages.join('\n')));
  }, []);
  useEffect(reload, [reload]);

  async function act(row: ApprovalRow, decision: 'approve' | 'decline') {
    const what = row.product_code ? `the change of ${row.product_code}` : `the new product ${row.product_name}`;
    if (!(await confirmAction('Are you sure?', `${decision === 'approve' ? 'Approve' : 'Decline'} ${what}?`))) return;
    try {
      if (decision === 'decline') await declineCreation(row.approval_code);
      else if (row.product_code) await approveChangeOf(row.product_code);
      else await approveCreation(row.approval_code);
      toast.success(decision === 'approve' ? 'Approved.' : 'Declined.');
      reload();
    } catch (err) {
      await showSaveError(err);
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4">Products Approval Masterlist</h1>
      <table className="table table-sm table-hover">
        <thead>
          <tr>
            <th>Approval</th>
            <th>Type</th>
            <th>Product Code</th>
            <th>Product Name</th>
            <th>Brand Name</th>
            <th>Supplier</th>
            <th>Submitted By</th>
            <th>Submitted At</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows?.length === 0 && (
            <tr>
              <td colSpan={9} className="text-muted">
                Nothing waits for approval.
              </td>
            </tr>
          )}
          {rows?.map((r) => (
            <tr key={r.approval_code}>
              <td>{r.approval_code}</td>
              <td>{r.product_code ? 'Change' : 'New product'}</td>
              <td>{r.product_code ?? r.proposed_code}</td>
              <td>{r.product_name}</td>
              <td>{r.brand_name}</td>
              <td>{r.supplier}</td>
              <td>{r.submitted_by}</td>
              <td>{formatDateTime(r.submitted_at)}</td>
              <td className="text-nowrap">
                <button type="button" className="btn btn-success btn-sm me-1" onClick={() => act(r, 'approve')}>
                  Approve
                </button>
                {!r.product_code && (
                  <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => act(r, 'decline')}>
                    Decline
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
