import { useEffect, useState } from 'react';
import { Accordion, Badge, Form } from 'react-bootstrap';
import { EVERYONE_MODULES, listModulesEp } from '../../../contract/permissions';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { useUserPreference } from '../../components/useUserPreference';
import ModuleMatrix from './ModuleMatrix';

interface Props {
  canManage: boolean;
  /** The module to open first (/user-control#tab-top/{module_id}). */
  openModuleId?: number | null;
  /** Told the module a user opened last, so the address can follow it. */
  onModuleOpened?: (moduleId: number) => void;
}

/**
 * The Permission List (spec 002 §2.5): one accordion section per module with
 * functions, each loading its matrix when opened (the COA modules 98 and 99
 * have no functions: their accounts are the PV/JV Accounts permission tab).
 * Show/Hide Pages adds, under each function, the pages it opens (remembered
 * per user).
 */
export default function PermissionMatrix({ canManage, openModuleId, onModuleOpened }: Props) {
  const modules = useRead(listModulesEp);
  const shown = (modules.data ?? []).filter((m) => m.function_count > 0);
  const [open, setOpen] = useState<string[]>(openModuleId ? [String(openModuleId)] : []);
  const [showPages, setShowPages] = useUserPreference('permissions.showPages');
  // A new module in the address (a link, Back) opens too.
  useEffect(() => {
    if (openModuleId) setOpen((o) => (o.includes(String(openModuleId)) ? o : [...o, String(openModuleId)]));
  }, [openModuleId]);

  function select(keys: string[]) {
    const added = keys.find((k) => !open.includes(k));
    setOpen(keys);
    if (added) onModuleOpened?.(Number(added));
  }

  return (
    <LoadState
      what="modules"
      isLoading={modules.isLoading}
      error={modules.error}
      empty={shown.length === 0}
      emptyText="No modules found."
      onRetry={() => void modules.refetch()}
    >
      <Form.Check type="switch" className="mb-2">
        <Form.Check.Input
          id="perm-show-pages"
          type="checkbox"
          role="switch"
          
          checked={showPages}
          onChange={(e) => setShowPages(e.target.checked)}
        />
        <Form.Check.Label className="small" htmlFor="perm-show-pages">
          Show/Hide Pages: list under each function the pages it opens
        </Form.Check.Label>
      </Form.Check>
      <Accordion alwaysOpen activeKey={open} onSelect={(keys) => select(Array.isArray(keys) ? keys : keys ? [keys] : [])}>
        {shown.map((m) => (
          <Accordion.Item key={m.module_id} eventKey={String(m.module_id)}>
            <Accordion.Header as="h3">
              {m.label}
              <Badge bg="secondary" className="ms-2">
                {m.function_count} {m.function_count === 1 ? 'function' : 'functions'}
              </Badge>
              {EVERYONE_MODULES.includes(m.module) && <span className="small text-muted ms-2">held by every signed-in user</span>}
            </Accordion.Header>
            <Accordion.Body>{open.includes(String(m.module_id)) && <ModuleMatrix moduleId={m.module_id} canManage={canManage} showPages={showPages} />}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </LoadState>
  );
}
