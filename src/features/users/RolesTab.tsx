import { Link } from 'react-router-dom';
import type { ICellRendererParams } from 'ag-grid-community';
import { deleteRoleEp, roleColumns, roles, type RoleRow } from '../../../contract/roles';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can, usePermission } from '../../components/permissions';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import FilterBar from '../../components/filters/FilterBar';

/** Edit and Delete of a role (delete asks first; a role users still hold is refused by the server with its reason). */
function RoleActions({ data }: ICellRendererParams<RoleRow>) {
  const canManage = usePermission('manage_roles');
  const remove = useWrite(deleteRoleEp);
  if (!data || !canManage) return null;
  async function onDelete(row: RoleRow) {
    if (!(await confirmAction('Are you sure?', 'Are you sure you want to delete it?', 'Yes, delete it'))) return;
    try {
      const res = await remove.run({ params: { id: row.role_id } });
      await showSuccess('Deleted', String(res.result), 1500);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Unable to delete data.' : e.messages.join('\n'));
    }
  }
  return (
    <span className="d-flex gap-2 align-items-center">
      <Link to={`/edit/roles/${data.role_id}`} aria-label={`Edit role ${data.role}`}>
        Edit
      </Link>
      <Button variant="link" size="sm" className="text-danger p-0" aria-label={`Delete role ${data.role}`} disabled={remove.isLoading} onClick={() => void onDelete(data)}>
        Delete
      </Button>
    </span>
  );
}

const columns = colDefsOf<RoleRow>(roleColumns, { role_id: { cellRenderer: RoleActions, pinned: 'right' } });

/** Roles list (spec 002 §2.5): Role, Description, User Count; quick search; Add Role, edit and delete by manage_roles. */
export default function RolesTab() {
  const q = useListSearch('roles');
  return (
    <div>
      <FilterBar label="Filter the roles">
        <SearchBox label="Search roles" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <Can scopes="manage_roles">
          <LinkButton to="/add/roles" variant="success" size="sm" className="ms-auto">
            Add Role
          </LinkButton>
        </Can>
      </FilterBar>
      <ServerGrid<RoleRow>
        screenId="user-control-roles"
        label="Roles"
        columns={columns}
        source={{ endpoint: roles.endpoints.list, args: { query: { search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: 'role', direction: 'asc' }}
        emptyText="No roles found."
      />
    </div>
  );
}
