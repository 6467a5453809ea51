import { Suspense, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Scope } from '../../../contract/scopes';
import RouteFallback from '../../components/RouteFallback';
import { usePermissionCheck } from '../../components/permissions';
import RolesTab from './RolesTab';
import UsersTab from './UsersTab';
import RouteTabs from '../../components/RouteTabs';


interface TabDef {
  /** The spec's anchors: /user-control#tab-top-1 .. #tab-top-4 (Add/Edit Role return to #tab-top-2). */
  hash: string;
  label: string;
  scopes: readonly Scope[];
  Tab: ComponentType;
}

export interface UserControlPageProps {
  /**
   * The Permissions Management and PV/JV Accounts permission tabs belong to the
   * permissions feature: a feature does not import another, so the app passes
   * them in (src/app/pages/UserControlScreen.tsx, lazily loaded).
   */
  permissionsTab: ComponentType<PermissionsTabProps>;
  accountPermissionsTab: ComponentType;
}

/** What the Permissions Management tab takes: the module the address names, and where to say which one the user opened. */
export interface PermissionsTabProps {
  openModuleId?: number | null;
  onModuleOpened?: (moduleId: number) => void;
}

/** The spec's module anchors: /user-control#tab-top/{module_id} is Permissions Management with that module open. */
const MODULE_HASH = /^#tab-top\/(\d{1,9})$/;

/** /user-control, "Users and Roles" (spec 002 §2.5): four tabs, each shown to the holders of its scopes. */
export default function UserControlPage({ permissionsTab: PermissionsTab, accountPermissionsTab }: UserControlPageProps) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const allowed = usePermissionCheck();
  const moduleId = MODULE_HASH.exec(hash)?.[1];
  const all: readonly TabDef[] = [
    { hash: '#tab-top-1', label: 'User Management', scopes: ['get_all_users'], Tab: UsersTab },
    { hash: '#tab-top-2', label: 'Roles Management', scopes: ['view_roles', 'manage_roles'], Tab: RolesTab },
    { hash: '#tab-top-3', label: 'Permissions Management', scopes: ['manage_permissions'], Tab: PermissionsTab },
    { hash: '#tab-top-4', label: 'PV/JV Accounts permission', scopes: ['manage_permissions'], Tab: accountPermissionsTab },
  ];
  const tabs = all.filter((t) => allowed(t.scopes));
  const current = tabs.find((t) => t.hash === (moduleId ? '#tab-top-3' : hash)) ?? tabs[0];
  // The address follows the module opened last, so it can be shared or bookmarked (replace: no history entry per click).
  const moduleOpened = (id: number) => navigate({ hash: `#tab-top/${id}` }, { replace: true });
  return (
    <div className="p-3">
      <h1 className="h4">Users and Roles</h1>
      <RouteTabs label="Users and Roles sections" current={current?.hash} tabs={tabs.map((t) => ({ to: t.hash, label: t.label }))} />
      {current ? (
        <section aria-label={current.label}>
          <Suspense fallback={<RouteFallback />}>
            {current.hash === '#tab-top-3' ? (
              <PermissionsTab openModuleId={moduleId ? Number(moduleId) : null} onModuleOpened={moduleOpened} />
            ) : (
              <current.Tab key={current.hash} />
            )}
          </Suspense>
        </section>
      ) : (
        <p>You have no access to any section of this page.</p>
      )}
    </div>
  );
}
