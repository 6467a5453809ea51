import { lazy } from 'react';
import UserControlPage from '../../features/users/UserControlPage';

// The permissions feature's tabs, loaded only when opened.
const PermissionsTab = lazy(() => import('../../features/permissions/PermissionsTab'));
const AccountPermissionsTab = lazy(() => import('../../features/permissions/AccountPermissionsTab'));

/** /user-control: the users feature's page with the permissions feature's two tabs (features do not import each other). */
export default function UserControlScreen() {
  return <UserControlPage permissionsTab={PermissionsTab} accountPermissionsTab={AccountPermissionsTab} />;
}
