import { useNavigate, useParams } from 'react-router-dom';
import PermissionsTab, { addPermissionPath } from './PermissionsTab';

/**
 * Add Permission on its own page: /add/permission/{module_id} (spec 002 §2.5, the module in the path, opened) and
 * /permissions/fields/create (002 §2.11). Cancel returns to /user-control at the module.
 */
export default function PermissionMatrixPage() {
  const { moduleId } = useParams();
  const navigate = useNavigate();
  const open = moduleId && /^\d{1,9}$/.test(moduleId) ? Number(moduleId) : null;
  return (
    <div className="p-3">
      <h1 className="h4">Add Permission</h1>
      <PermissionsTab standalone openModuleId={open} onModuleOpened={(id) => navigate(addPermissionPath(id), { replace: true })} />
    </div>
  );
}
