import { Table } from 'react-bootstrap';
import { makerCheckerConflictsEp } from '../../../contract/permissions';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';

/**
 * The users who can both make and check a document type, through all their
 * roles together (two roles harmless alone can make one). The server still
 * refuses them as checkers of what they made; this tells an administrator
 * where to split the duties.
 */
export default function MakerCheckerConflicts() {
  const read = useRead(makerCheckerConflictsEp);
  const rows = read.data ?? [];
  const people = rows.filter((c) => !c.is_superuser);
  const admins = rows.filter((c) => c.is_superuser);
  return (
    <LoadState
      what="maker and checker conflicts"
      isLoading={read.isLoading}
      error={read.error}
      empty={rows.length === 0}
      emptyText="No user holds both a making and a checking function of the same document."
      onRetry={() => void read.refetch()}
    >
      {people.length > 0 && (
        <Table size="sm" bordered responsive>
          <caption className="caption-top">Users who can both make and check a document (their own work is still refused to them)</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Document</th>
              <th scope="col">Makes it with</th>
              <th scope="col">Checks it with</th>
            </tr>
          </thead>
          <tbody>
            {people.map((c) => (
              <tr key={`${c.user_id}:${c.document}`} className="table-warning">
                <th scope="row">
                  {c.name} ({c.username})
                </th>
                <td>{c.document}</td>
                <td>
                  {c.maker_labels.join(', ')} <span className="text-body-secondary">({c.maker_roles.join(', ')})</span>
                </td>
                <td>
                  {c.checker_labels.join(', ')} <span className="text-body-secondary">({c.checker_roles.join(', ')})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {admins.length > 0 && (
        <p className="small text-body-secondary">
          Administrators hold every function by design: {admins.map((a) => `${a.name} (${a.username})`).join(', ')}.
        </p>
      )}
    </LoadState>
  );
}
