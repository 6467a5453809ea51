import { useMemo, useState } from 'react';
import { COA_MODULES, coaPermissionColumns, listCoaPermissionsEp, type CoaPermissionRow } from '../../../contract/coaPermissions';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import CoaPermissionModal from './CoaPermissionModal';
import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/**
 * PV/JV Accounts permission, the fourth tab of /user-control (spec 002 §2.5):
 * which chart accounts each non-admin user may post to in payable and journal
 * vouchers. A server-paged grid (50 a page); New Permission opens the modal,
 * a row (click or Enter) opens the update modal, which also deletes. Filters
 * stay in the tab (not the URL): the host page's other tabs own its query.
 */
export default function AccountPermissionsTab() {
  const canRead = usePermission(['get_all_users', 'manage_permissions']);
  const canManage = usePermission('manage_permissions');
  const [search, setSearch] = useState('');
  const [moduleId, setModuleId] = useState('');
  const [runs, setRuns] = useState(0);
  const [editing, setEditing] = useState<CoaPermissionRow | null | undefined>(undefined);
  const columns = useMemo(() => colDefsOf<CoaPermissionRow>(coaPermissionColumns), []);

  if (!canRead) return <PermissionDenied what="PV/JV Accounts permission" />;
  return (
    <div>
      <h2 className="h5">PV/JV Accounts Permission</h2>
      <FilterBar label="Filter the account permissions">
        <SearchBox
          label="Search account permissions"
          value={search}
          onSearch={(t) => {
            setSearch(t.trim());
            setRuns((n) => n + 1);
          }}
          clearable
          maxLength={100}
        />
        <label className="d-flex align-items-center gap-2 mb-0 small">
          Module
          <Form.Select size="sm" className="w-auto" value={moduleId} onChange={(e) => setModuleId(e.target.value)}>
            <option value="">All</option>
            {COA_MODULES.map((m) => (
              <option key={m.module_id} value={m.module_id}>
                {m.label}
              </option>
            ))}
          </Form.Select>
        </label>
        {canManage && (
          <Button variant="success" size="sm" className="ms-auto" onClick={() => setEditing(null)}>
            New Permission
          </Button>
        )}
      </FilterBar>
      <ServerGrid<CoaPermissionRow>
        screenId="coa-permissions"
        label="PV/JV account permissions"
        columns={columns}
        source={{ endpoint: listCoaPermissionsEp, args: { query: { search: search || undefined, module_id: moduleId || undefined } } }}
        queryKey={`coa|${search}|${moduleId}#${runs}`}
        defaultSort={{ order_by: 'username', direction: 'asc' }}
        pagingInUrl={false}
        height={520}
        emptyText="No account permissions found."
        onRowOpen={canManage ? (row) => setEditing(row) : undefined}
      />
      {canManage && <p className="small text-muted">Open a permission (click or Enter) to change or delete it.</p>}
      {editing !== undefined && <CoaPermissionModal record={editing} canManage={canManage} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
