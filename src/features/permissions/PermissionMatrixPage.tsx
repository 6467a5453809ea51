import PermissionsTab from './PermissionsTab';

/** /permissions/fields/create: the permission matrix on its own page. */
export default function PermissionMatrixPage() {
  return (
    <div className="p-3">
      <h1 className="h4">Add Permission</h1>
      <PermissionsTab />
    </div>
  );
}
