import { Suspense, type MouseEvent } from 'react';
import { Link, Outlet } from 'react-router-dom';
import Header from '../components/shell/Header';
import NavMenu from '../components/NavMenu';
import RouteFallback from '../components/RouteFallback';
import { usePermissionCheck } from '../components/permissions';
import { pagesOfScopeFrom, PagesOfScopeProvider } from '../components/pagesOfScope';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { groupToggled } from '../state/menuSlice';
import { buildMenu } from './menu';
import { routeTable } from './routeTable';
import { usePermissionsRefresh } from './usePermissionsRefresh';

const pagesOfScope = pagesOfScopeFrom(routeTable);
const SKIP_LINK = 'visually-hidden-focusable position-absolute top-0 start-0 z-3 m-2 px-3 py-2 bg-white border rounded shadow';

/** The skip link moves focus itself: a hash in the address would be one more history entry to go back through. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  e.preventDefault();
  main.focus();
}

/** Skip link, header, navigation menu and the current screen, for every authenticated route. */
export default function AuthedLayout() {
  const ready = usePermissionsRefresh();
  const canSee = usePermissionCheck();
  const openGroups = useAppSelector((s) => s.menu.openGroups);
  const dispatch = useAppDispatch();
  const groups = buildMenu(routeTable, canSee);
  return (
    <div className="d-flex flex-column min-vh-100">
      {/* The first thing Tab reaches: hidden until focused. */}
      <a href="#main" className={SKIP_LINK} onClick={skipToMain}>
        Skip to main content
      </a>
      {/* The second: the approvals inbox from any page in three keys (Tab, Tab, Enter). */}
      <Link to="/approvals" className={SKIP_LINK}>
        Skip to approvals
      </Link>
      <Header />
      <div className="d-flex flex-grow-1">
        <aside className="border-end bg-light" style={{ width: 260, minWidth: 260 }}>
          <NavMenu groups={groups} openGroups={openGroups} onToggleGroup={(g) => dispatch(groupToggled(g))} />
        </aside>
        <main id="main" tabIndex={-1} className="flex-grow-1 overflow-auto">
          <PagesOfScopeProvider value={pagesOfScope}>
            <Suspense fallback={<RouteFallback />}>{ready ? <Outlet /> : <RouteFallback />}</Suspense>
          </PagesOfScopeProvider>
        </main>
      </div>
    </div>
  );
}
