import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Header from '../components/shell/Header';
import NavMenu from '../components/NavMenu';
import RouteFallback from '../components/RouteFallback';
import { usePermissionCheck } from '../components/permissions';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { groupToggled } from '../state/menuSlice';
import { buildMenu } from './menu';
import { routeTable } from './routeTable';
import { usePermissionsRefresh } from './usePermissionsRefresh';

/** Header, navigation menu and the current screen, for every authenticated route. */
export default function AuthedLayout() {
  const ready = usePermissionsRefresh();
  const canSee = usePermissionCheck();
  const openGroups = useAppSelector((s) => s.menu.openGroups);
  const dispatch = useAppDispatch();
  const groups = buildMenu(routeTable, canSee);
  return (
    <div className="d-flex flex-column min-vh-100">
      <Header />
      <div className="d-flex flex-grow-1">
        <aside className="border-end bg-light" style={{ width: 260, minWidth: 260 }}>
          <NavMenu groups={groups} openGroups={openGroups} onToggleGroup={(g) => dispatch(groupToggled(g))} />
        </aside>
        <main className="flex-grow-1 overflow-auto">
          <Suspense fallback={<RouteFallback />}>{ready ? <Outlet /> : <RouteFallback />}</Suspense>
        </main>
      </div>
    </div>
  );
}
