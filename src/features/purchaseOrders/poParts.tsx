import type { PoLevelSign, PoTrailEntry } from '../../../contract/purchaseOrders';

/** The levels a purchase order's amount needs, in order, and who signed each in this round. */
export function LevelsTable({ levels }: { levels: PoLevelSign[] }) {
  return (
    <table className="table table-sm table-bordered small">
      <caption className="visually-hidden">Approval levels</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Approved By</th>
          <th scope="col">Approved On</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => (
          <tr key={l.level_status}>
            <td>{l.level}</td>
            <td>{l.approved_by ?? <span className="text-muted">Waiting</span>}</td>
            <td>{l.approved_at ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every step of a purchase order, oldest first. */
export function TrailTable({ trail }: { trail: PoTrailEntry[] }) {
  if (trail.length === 0) return <p className="text-muted small">No trail logs.</p>;
  return (
    <table className="table table-sm small">
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
            <td>{r.employee_name ?? ''}</td>
            <td>{r.remarks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
