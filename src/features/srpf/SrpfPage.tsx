import { Alert, Nav } from 'react-bootstrap';
import { Link, useLocation, useParams } from 'react-router-dom';
import { SRPF_MESSAGES as M, SRPF_PAGE_SCOPES, srpfWorkflow, type SrpfTab } from '../../../contract/srpf';
import { usePermission, usePermissionCheck } from '../../components/permissions';
import SrpfForm from './SrpfForm';
import SrpfList from './SrpfList';

export const SRPF_HOME = '/collection/srpf';
export const editRouteOf = (srpfNo: string) => `/collection/edit/srpf/${encodeURIComponent(srpfNo)}`;

/**
 * Stock Returns Pull-Out (spec 002 §2.9): one page whose tab follows the path.
 * Add New (Edit SRPF when editing) and the six lists, each tab only with its
 * scope; without any of them the page says so and shows nothing else.
 */
export default function SrpfPage() {
  const { pathname } = useLocation();
  const { customer_code: customerCode, srpf_no: srpfNo } = useParams();
  const holds = usePermissionCheck();
  const canAny = usePermission(SRPF_PAGE_SCOPES);
  const canCreate = usePermission('create_srpf');
  const segment = pathname.split('/').filter(Boolean)[1] ?? '';
  const tab = srpfWorkflow.tabs.find((t) => t.key === segment);
  const editing = Boolean(srpfNo);
  const active = tab ? tab.key : 'add';

  if (!canAny) {
    return (
      <div className="p-3">
        <h1 className="h4">Stock Returns Pull-Out</h1>
        <Alert variant="warning" transition={false} role="alert">
          {M.noPermission}
        </Alert>
      </div>
    );
  }
  return (
    <div className="p-3">
      <h1 className="h4">Stock Returns Pull-Out</h1>
      <Nav variant="tabs" className="mb-3" as="nav" aria-label="Stock Returns Pull-Out">
        {canCreate && (
          <Nav.Item>
            <Nav.Link as={Link} to={editing ? editRouteOf(srpfNo!) : SRPF_HOME} active={active === 'add'} aria-current={active === 'add' ? 'page' : undefined}>
              {editing ? 'Edit SRPF' : 'Add New'}
            </Nav.Link>
          </Nav.Item>
        )}
        {srpfWorkflow.tabs
          .filter((t) => holds([t.scope]))
          .map((t) => (
            <Nav.Item key={t.key}>
              <Nav.Link as={Link} to={`/collection/${t.key}`} active={t.key === active} aria-current={t.key === active ? 'page' : undefined}>
                {t.label}
              </Nav.Link>
            </Nav.Item>
          ))}
      </Nav>
      {tab ? (
        holds([tab.scope]) ? (
          <SrpfList tab={tab.key as SrpfTab} />
        ) : (
          <Alert variant="warning" transition={false} role="alert">
            {M.noPermission}
          </Alert>
        )
      ) : canCreate || editing ? (
        <SrpfForm key={srpfNo ?? customerCode ?? 'new'} customerCode={customerCode} srpfNo={srpfNo} />
      ) : (
        <Alert variant="info" transition={false} role="status">
          Choose a list above.
        </Alert>
      )}
    </div>
  );
}
