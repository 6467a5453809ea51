import type { PoTrailEntry } from '../../../contract/purchaseOrders';
import { Table } from 'react-bootstrap';

/** Every step of a purchase order, oldest first. */
export function TrailTable({ trail }: { trail: PoTrailEntry[] }) {
  if (trail.length === 0) return <p className="text-muted small">No trail logs.</p>;
  return (
    <Table size="sm" className="small">
      <caption className="visually-hidden">Trail logs</caption>
      <thead>
        <tr>
          <th scope="col">Date and Time</th>
          <th scope="col">User</th>
          <th scope="col">Remarks</th>
        </tr>
      </thead>
      <tbody>
        {trail.map((r) => (
          <tr key={r.log_trail_id}>
            <td>{r.date_time}</td>
            <td>{r.user_details?.employee_name ?? ''}</td>
            <td>{r.remarks}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
