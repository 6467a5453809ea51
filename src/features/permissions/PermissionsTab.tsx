import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import EffectivePermissions from './EffectivePermissions';
import MakerCheckerConflicts from './MakerCheckerConflicts';
import PermissionMatrix from './PermissionMatrix';

/**
 * Permissions Management, the third tab of /user-control (spec 002 §2.5), and
 * the page /permissions/fields/create: the matrix of functions against roles
 * per module, one user's effective permissions, and the roles in which one
 * person could make and check the same document. Readers with get_all_users
 * see it; only manage_permissions changes it.
 */
export default function PermissionsTab({ openModuleId, onModuleOpened }: { openModuleId?: number | null; onModuleOpened?: (moduleId: number) => void } = {}) {
  const canRead = usePermission(['get_all_users', 'manage_permissions']);
  const canManage = usePermission('manage_permissions');
  if (!canRead) return <PermissionDenied what="Permissions Management" />;
  return (
    <div className="d-flex flex-column gap-4">
      <section aria-labelledby="perm-matrix-heading">
        <h2 id="perm-matrix-heading" className="h5">
          Permission List
        </h2>
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
    </div>
  );
}
