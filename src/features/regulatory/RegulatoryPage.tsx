import { useParams } from 'react-router-dom';
import { tradeLicences } from '../../../contract/regulatory';
import type { Scope } from '../../../contract/scopes';
import PageNotFound from '../../components/PageNotFound';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import QueueTabs from '../../components/queue/QueueTabs';
import ResourceListPage from '../../components/resource/ResourceListPage';
import ExpiringPanel from './ExpiringPanel';
import OverridesPanel from './OverridesPanel';
import RecallsPanel from './RecallsPanel';
import ControlledPanel from './ControlledPanel';
import SRegisterPanel from './SRegisterPanel';

const VIEW: Scope = 'view_regulatory';
const TABS = [
  { key: 'licences', label: "Company's Licences", scope: VIEW },
  { key: 'expiring', label: 'Expiring and Expired', scope: VIEW },
  { key: 'recalls', label: 'Recalls', scope: VIEW },
  { key: 'dangerous-drugs', label: 'Dangerous Drugs', scope: VIEW },
  { key: 's-register', label: 'S-Register', scope: VIEW },
  { key: 'overrides', label: 'Gate Overrides', scope: VIEW },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The company's own licences: the register's rows with no customer and no supplier. */
const COMPANY = { company: 1 } as const;

/**
 * /regulatory/:tab: the licences and registrations the trade depends on (issue 28). A tab is a route:
 * the company's own licences (kept here; a customer's are on its page, a supplier's on the vendor's),
 * what expires within 90 days or has expired (licences and product registrations), the recalls, and every trade a
 * gate would have stopped that the override scope let through.
 */
export default function RegulatoryPage() {
  const canView = usePermission(VIEW);
  const { tab = 'licences' } = useParams();
  if (!canView) return <PermissionDenied what="Licences and Registrations" />;
  if (!TABS.some((t) => t.key === tab)) return <PageNotFound />;
  const active = tab as TabKey;
  return (
    <div className="p-3">
      <h1 className="h4">Licences and Registrations</h1>
      <QueueTabs tabs={TABS} active={active} routeOf={(k) => `/regulatory/${k}`} label="Licences and registrations" />
      {active === 'licences' && <ResourceListPage res={tradeLicences} fixed={COMPANY} title="The Company's Licences to Operate and S-Licences" embedded />}
      {active === 'expiring' && <ExpiringPanel />}
      {active === 'recalls' && <RecallsPanel />}
      {active === 'dangerous-drugs' && <ControlledPanel />}
      {active === 's-register' && <SRegisterPanel />}
      {active === 'overrides' && <OverridesPanel />}
    </div>
  );
}
