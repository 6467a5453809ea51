import type { PoLevelSign } from '../../../contract/purchaseOrders';

/**
 * The approval levels a purchase order's amount needs (stock, non-asset, asset), in order: the authority each
 * needs, who signed it in this round (and for whom, when a substitute did),
 * and for the level it waits at, who may sign it now. Each level is signed by
 * a different person.
 */
export function LevelsTable({ levels }: { levels: PoLevelSign[] }) {
  return (
    <table className="table table-sm table-bordered small">
      <caption className="visually-hidden">Approval levels</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Authority</th>
          <th scope="col">Approved By</th>
          <th scope="col">Approved On</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((l) => (
          <tr key={l.level_status}>
            <td>{l.level}</td>
            <td>{l.authority ?? ''}</td>
            <td>
              {l.approved_by ? (
                <>
                  {l.approved_by}
                  {l.on_behalf_of ? ` for ${l.on_behalf_of}` : ''}
                </>
              ) : (
                <Waiting signers={l.may_sign} />
              )}
            </td>
            <td>{l.approved_at ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A level not signed yet: who may sign it when it is the one waiting. */
function Waiting({ signers }: { signers?: string[] }) {
  if (!signers) return <span className="text-muted">Waiting</span>;
  if (!signers.length) return <span className="text-danger">Waiting: no one may sign it now; everyone with this authority made it or signed another level</span>;
  return <span className="text-muted">Waiting: may be signed by {signers.join(', ')}</span>;
}
