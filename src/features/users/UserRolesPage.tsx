import { useNavigate, useParams } from 'react-router-dom';
import type { ICellRendererParams } from 'ag-grid-community';
import { deleteUserRoleEp, listUserRolesEp, userRoleColumns, type UserRoleRow } from '../../../contract/users';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import FilterBar from '../../components/filters/FilterBar';

/** Delete of one assignment: "Do you want to delete it?" / "Yes Delete it!" / Cancel; 00006 shows the server's text, then /user-control (spec 002 §7.3). */
function DeleteCell({ data }: ICellRendererParams<UserRoleRow>) {
  const remove = useWrite(deleteUserRoleEp);
  const navigate = useNavigate();
  if (!data) return null;
  async function onDelete(row: UserRoleRow) {
    if (!(await confirmAction('Are you sure?', 'Do you want to delete it?', 'Yes Delete it!'))) return;
    try {
      const res = await remove.run({ body: { userRoleId: row.user_role_id } });
      await showSuccess('Deleted', String(res.result), 1500);
      navigate('/user-control');
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Unable to delete data.' : e.messages.join('\n'));
    }
  }
  return (
    <Button variant="link" size="sm" className="text-danger p-0" aria-label={`Delete role ${data.role}`} disabled={remove.isLoading} onClick={() => void onDelete(data)}>
      Delete
    </Button>
  );
}

const columns = colDefsOf<UserRoleRow>(userRoleColumns, { user_role_id: { cellRenderer: DeleteCell } });

/** /user/:id/role, "User Management" (spec 002 §2.5): the user's roles, role ascending, 50 a page; search, Assign Role, back to Users Control. */
export default function UserRolesPage() {
  const { id } = useParams();
  const q = useListSearch(`user-roles-${id}`);
  return (
    <div className="p-3">
      <h1 className="h4">User Management</h1>
      <FilterBar label="Filter the users">
        <SearchBox label="Search roles of this user" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <LinkButton to={`/user/${id}/add/role`} variant="success" size="sm" className="ms-auto">
          Assign Role
        </LinkButton>
        <LinkButton to="/user-control" size="sm">
          Users Control
        </LinkButton>
      </FilterBar>
      <ServerGrid<UserRoleRow>
        screenId="user-roles"
        label="Roles of the user"
        columns={columns}
        source={{ endpoint: listUserRolesEp, args: { params: { id: Number(id) }, query: { search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: 'role', direction: 'asc' }}
        emptyText="This user has no roles yet."
        height={420}
      />
    </div>
  );
}
