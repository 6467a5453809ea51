import { makerCheckerConflictsEp } from '../../../contract/permissions';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';

/** Roles that hold both the create and the approve function of a document: one member could approve their own work. */
export default function MakerCheckerConflicts() {
  const read = useRead(makerCheckerConflictsEp);
  const rows = read.data ?? [];
  return (
    <LoadState
      what="maker and checker conflicts"
      isLoading={read.isLoading}
      error={read.error}
      empty={rows.length === 0}
      emptyText="No role holds both the create and the approve function of a document."
      onRetry={() => void read.refetch()}
    >
      <ul className="list-group">
        {rows.map((c) => (
          <li key={`${c.role_id}:${c.maker}:${c.checker}`} className="list-group-item list-group-item-warning">
            <strong>{c.role}</strong> can both make and check a {c.document.toLowerCase()}: {c.maker_label} and {c.checker_label}.
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
