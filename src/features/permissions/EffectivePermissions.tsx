import { useState } from 'react';
import { effectivePermissionsEp } from '../../../contract/permissions';
import { useRead } from '../../api/kitApi';
import SearchSelect from '../../components/filters/SearchSelect';
import LoadState from '../../components/LoadState';
import { searchUsers } from './userOptions';
import { Badge, Table } from 'react-bootstrap';

/** One user's effective permissions: every scope they hold, by module, and the role(s) that grant it. */
export default function EffectivePermissions() {
  const [user, setUser] = useState<{ id: string; label: string }>({ id: '', label: '' });

  return (
    <div>
      <div className="row">
        <SearchSelect
          label="User"
          value={user.id}
          valueLabel={user.label}
          onChange={(v, o) => setUser({ id: v, label: o?.label ?? '' })}
          loadOptions={(k) => searchUsers(k)}
          placeholder="Type a username or name"
          clearable
          className="col-12 col-md-5 mb-2"
        />
      </div>
      {!user.id ? (
        <p className="text-muted">Choose a user to see what they may do.</p>
      ) : (
        <EffectiveOf userId={user.id} />
      )}
    </div>
  );
}

/** The effective permissions of one chosen user (mounted once a user is picked). */
function EffectiveOf({ userId }: { userId: string }) {
  const read = useRead(effectivePermissionsEp, { params: { user_id: userId } });
  const data = read.currentData;
  return (
    <LoadState
      what="effective permissions"
      isLoading={read.isFetching && !data}
      error={read.error}
      empty={!data || data.scopes.length === 0}
      emptyText="This user holds no permissions."
      onRetry={() => void read.refetch()}
    >
      {data && (
        <>
          <p className="mb-2">
            <strong>{data.name}</strong> ({data.username}) — roles: {data.roles.length ? data.roles.join(', ') : 'none'}
            {data.is_superuser && <Badge bg="warning" text="dark" className="ms-2">Administrator: every function</Badge>}
          </p>
          <div className="table-responsive" style={{ maxHeight: 420 }}>
            <Table size="sm" striped className="mb-0">
              <caption className="visually-hidden">Effective permissions of {data.username}</caption>
              <thead className="table-light">
                <tr>
                  <th scope="col">Module</th>
                  <th scope="col">Function</th>
                  <th scope="col">Granted by</th>
                </tr>
              </thead>
              <tbody>
                {data.scopes.map((s) => (
                  <tr key={s.scope}>
                    <td>{s.module_label}</td>
                    <td>
                      {s.label} <span className="small text-muted font-monospace">{s.scope}</span>
                    </td>
                    <td>{s.granted_by.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </LoadState>
  );
}
