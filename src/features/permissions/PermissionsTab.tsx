import { useState } from 'react';
import { Button, Stack } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { roles } from '../../../contract/roles';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ResourceForm from '../../components/resource/ResourceForm';
import EffectivePermissions from './EffectivePermissions';
import MakerCheckerConflicts from './MakerCheckerConflicts';
import PermissionMatrix from './PermissionMatrix';

interface Props {
  /** The module the address names (/user-control#tab-top/{module_id}, /add/permission/{module_id}). */
  openModuleId?: number | null;
  onModuleOpened?: (moduleId: number) => void;
  /**
   * On its own page (Add Permission): a Cancel link back to /user-control at the module, instead of the
   * Add Permission link the tab shows.
   */
  standalone?: boolean;
}

/** Where Add Permission and its Cancel lead (spec 002 §2.5: "Add Permission (route add/permission, page id in the path) and a Cancel link"). */
export const addPermissionPath = (moduleId?: number | null) => `/add/permission${moduleId ? `/${moduleId}` : ''}`;
export const userControlAt = (moduleId?: number | null) => `/user-control${moduleId ? `#tab-top/${moduleId}` : '#tab-top-3'}`;

/**
 * Permissions Management, the third tab of /user-control (spec 002 §2.5), and
 * the Add Permission page: the matrix of functions against roles per module,
 * one user's effective permissions, and the roles in which one person could
 * make and check the same document. Readers with get_all_users see it; only
 * manage_permissions changes it. The Permission List's header link Add Role
 * opens the role form in a modal (manage_roles); the new role is a column of
 * the matrix at once (the roles tag).
 */
export default function PermissionsTab({ openModuleId, onModuleOpened, standalone = false }: Props = {}) {
  const canRead = usePermission(['get_all_users', 'manage_permissions']);
  const canManage = usePermission('manage_permissions');
  const canAddRole = usePermission('manage_roles');
  const [addingRole, setAddingRole] = useState(false);
  if (!canRead) return <PermissionDenied what="Permissions Management" />;
  return (
    <Stack gap={4}>
      <section aria-labelledby="perm-matrix-heading">
        <Stack direction="horizontal" gap={3}>
          <h2 id="perm-matrix-heading" className="h5">
            Permission List
          </h2>
          {canAddRole && (
            <Button variant="link" size="sm" onClick={() => setAddingRole(true)}>
              Add Role
            </Button>
          )}
          {canManage && !standalone && (
            <Link to={addPermissionPath(openModuleId)}>
              Add Permission
            </Link>
          )}
          {standalone && (
            <Link to={userControlAt(openModuleId)}>
              Cancel
            </Link>
          )}
        </Stack>
        <p className="small text-muted mb-2">
          {canManage
            ? 'Open a module and tick a box to grant a function to a role, or untick it to revoke it. It takes effect on the user’s next request.'
            : 'You may look at the permissions; changing them needs the Grant and revoke permissions function.'}
        </p>
        <PermissionMatrix canManage={canManage} openModuleId={openModuleId} onModuleOpened={onModuleOpened} />
      </section>
      <section aria-labelledby="perm-conflicts-heading">
        <h2 id="perm-conflicts-heading" className="h5">
          Maker and checker in one person
        </h2>
        <MakerCheckerConflicts />
      </section>
      <section aria-labelledby="perm-effective-heading">
        <h2 id="perm-effective-heading" className="h5">
          Effective permissions
        </h2>
        <EffectivePermissions />
      </section>
      {addingRole && <ResourceForm res={roles} record={null} onClose={() => setAddingRole(false)} />}
    </Stack>
  );
}
