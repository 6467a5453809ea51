import { useState } from 'react';
import { CA_STATUS_LABELS, CA_STATUSES, cashAdvanceListEp, type CashAdvanceRow } from '../../../contract/advances';
import { usePage } from '../../api/kitApi';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { Button, Form, Table } from 'react-bootstrap';

const PAGE = 50;

/** Cash advances as a keyboard-usable table: a row's button opens it. `needsOverride` lists only those over the limit waiting for an override. */
export default function CashAdvanceList({ onOpen, needsOverride = false, action = 'Open' }: { onOpen?: (row: CashAdvanceRow) => void; needsOverride?: boolean; action?: string }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const q = usePage(cashAdvanceListEp, {
    query: { page, page_size: PAGE, order_by: 'request_date', direction: 'desc', status: status as never, needs_override: needsOverride, search: search.trim() || undefined },
  });
  const rows = q.data?.rows ?? [];
  const total = q.data?.total ?? 0;
  return (
    <>
      <div className="row g-2 mb-2">
        <div className="col-auto">
          <Form.Label htmlFor="ca-search" className="small mb-1 d-block">
            Search
          </Form.Label>
          <Form.Control id="ca-search" size="sm" placeholder="CA no., employee or purpose" maxLength={100} value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
        </div>
        {!needsOverride && (
          <div className="col-auto">
            <Form.Label htmlFor="ca-status" className="small mb-1 d-block">
              Status
            </Form.Label>
            <Form.Select id="ca-status" size="sm" value={status} onChange={(e) => (setStatus(e.target.value), setPage(0))}>
              <option value="">Every status</option>
              {CA_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CA_STATUS_LABELS[s]}
                </option>
              ))}
            </Form.Select>
          </div>
        )}
      </div>
      <ReadState loading={q.isLoading} failed={q.isError} empty={rows.length === 0} what="cash advances" onRetry={() => void q.refetch()}>
        <ScrollRegion label="Cash advances">
          <Table size="sm" bordered hover>
            <thead>
              <tr>
                <th scope="col">CA No.</th>
                <th scope="col">Requested</th>
                <th scope="col">Employee</th>
                <th scope="col">Purpose</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Limit</th>
                <th scope="col">Liquidation Due</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.cash_advance_id} className={r.days_overdue > 0 ? 'table-danger' : undefined}>
                  <td>{r.ca_no}</td>
                  <td>{r.request_date}</td>
                  <td>{r.employee}</td>
                  <td>{r.purpose}</td>
                  <Amount value={r.amount} />
                  <td>{CA_STATUS_LABELS[r.status]}</td>
                  <td>{r.over_limit ? (r.overridden ? 'Over, overridden' : 'Over the limit') : 'Within'}</td>
                  <td>
                    {r.due_date ?? ''}
                    {r.days_overdue > 0 && ` (${r.days_overdue} days overdue)`}
                  </td>
                  <td>
                    {onOpen && (
                      <Button variant="outline-primary" size="sm" onClick={() => onOpen(r)} aria-label={`${action} ${r.ca_no}`}>
                        {action}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
        {total > PAGE && (
          <nav aria-label="Pages of cash advances" className="d-flex gap-2 align-items-center">
            <Button variant="outline-secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="small">
              Page {page + 1} of {Math.ceil(total / PAGE)}
            </span>
            <Button variant="outline-secondary" size="sm" disabled={(page + 1) * PAGE >= total} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        )}
      </ReadState>
    </>
  );
}
