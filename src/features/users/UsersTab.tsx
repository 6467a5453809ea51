import { Link } from 'react-router-dom';
import type { ICellRendererParams } from 'ag-grid-community';
import { Codes } from '../../../contract/codes';
import { listUsersEp, setUserActiveEp, userColumns, type UserRow } from '../../../contract/users';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can, usePermission } from '../../components/permissions';
import LinkButton from '../../components/LinkButton';
import { Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const UNABLE = 'Unable to change active column.';

/** The Active switch of a row: asks, then the row changes only when the server answers 00004 (spec 002 §4). */
function ActiveCell({ data }: ICellRendererParams<UserRow>) {
  const canUpdate = usePermission('update_user');
  const setActive = useWrite(setUserActiveEp);
  if (!data) return null;
  async function toggle(row: UserRow) {
    const next = !row.is_active;
    const verb = next ? 'activate' : 'deactivate';
    if (!(await confirmAction('Are you sure?', `Are you sure you want to ${verb} ${row.username}?`, `Yes, ${verb}`))) return;
    try {
      const res = await setActive.run({ params: { id: row.user_id }, body: { is_active: next } });
      if (res.code !== Codes.UPDATED) await showError('Oops...', UNABLE);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? UNABLE : e.messages.join('\n'));
    }
  }
  return (
    <Form.Check type="switch" className="mt-2">
      <Form.Check.Input
        
        type="checkbox"
        role="switch"
        aria-label={`Active: ${data.username}`}
        checked={data.is_active}
        disabled={!canUpdate || setActive.isLoading}
        onChange={() => void toggle(data)}
      />
    </Form.Check>
  );
}

/** Edit, Change Password and Roles of a row, each for whoever may use it. */
function ActionsCell({ data }: ICellRendererParams<UserRow>) {
  const canUpdate = usePermission('update_user');
  const canManageRoles = usePermission('manage_roles');
  if (!data) return null;
  return (
    <span className="d-flex gap-2">
      {canUpdate && (
        <Link to={`/edit/user/${data.user_id}`} aria-label={`Edit ${data.username}`}>
          Edit
        </Link>
      )}
      {canUpdate && (
        <Link to={`/user/${data.user_id}/change-password`} aria-label={`Change password of ${data.username}`}>
          Change Password
        </Link>
      )}
      {canManageRoles && (
        <Link to={`/user/${data.user_id}/role`} aria-label={`Roles of ${data.username}`}>
          Roles
        </Link>
      )}
    </span>
  );
}

const columns = colDefsOf<UserRow>(userColumns, { is_active: { cellRenderer: ActiveCell }, user_id: { cellRenderer: ActionsCell, pinned: 'right' } });

/** User List (spec 002 §2.5): quick search over every column, Add User, the Active switch, and the row actions. */
export default function UsersTab() {
  const q = useListSearch('users');
  return (
    <div>
      <FilterBar label="Filter the users">
        <SearchBox label="Search users" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <Can scopes="add_user">
          <LinkButton to="/add/user" variant="success" size="sm" className="ms-auto">
            Add User
          </LinkButton>
        </Can>
      </FilterBar>
      <ServerGrid<UserRow>
        screenId="user-control-users"
        label="User List"
        columns={columns}
        source={{ endpoint: listUsersEp, args: { query: { search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: 'username', direction: 'asc' }}
        emptyText="No users found."
      />
    </div>
  );
}
