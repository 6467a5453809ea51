import { Link } from 'react-router-dom';
import { BRANCH_MESSAGES, type LinkedCustomer } from '../../../../../../contract/customerBranches';
import type { ApiError } from '../../../../../api/ApiError';
import LoadState from '../../../../../components/LoadState';
import { Button, Form, Table } from 'react-bootstrap';

interface LinkedCustomersTableProps {
  rows: LinkedCustomer[] | undefined;
  isLoading: boolean;
  error?: ApiError;
  onRetry: () => void;
  /** Absent: read only (no Remove). */
  onRemove?: (row: LinkedCustomer) => void;
  busy: boolean;
}

/** The customers linked to this one (spec 002 §2.4): code (to their view), name, relation, remove. */
export default function LinkedCustomersTable({ rows, isLoading, error, onRetry, onRemove, busy }: LinkedCustomersTableProps) {
  return (
    <>
      <LoadState what="linked customers" isLoading={isLoading} error={error} empty={!rows?.length} emptyText="No linked customers yet." onRetry={onRetry}>
        {() => (
          <Table size="sm" striped className="align-middle mb-1">
            <caption className="caption-top small text-body">Linked customers</caption>
            <thead>
              <tr>
                <th scope="col">Customer Code</th>
                <th scope="col">Customer Name</th>
                <th scope="col">Relation</th>
                {onRemove && (
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows!.map((row) => (
                <tr key={row.customer_code}>
                  <td>
                    <Link to={`/view/customer/${encodeURIComponent(row.customer_code)}`}>{row.customer_code}</Link>
                  </td>
                  <td>{row.customer_name}</td>
                  <td>{row.relation}</td>
                  {onRemove && (
                    <td className="text-end">
                      <Button variant="outline-danger" size="sm" disabled={busy} aria-label={`Remove ${row.customer_code}`} onClick={() => onRemove(row)}>
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </LoadState>
      <Form.Text as="p" className="mt-0">Note: {BRANCH_MESSAGES.removeNote}</Form.Text>
    </>
  );
}
