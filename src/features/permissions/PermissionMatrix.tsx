import { useState } from 'react';
import { Accordion } from 'react-bootstrap';
import { EVERYONE_MODULES, listModulesEp } from '../../../contract/permissions';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import ModuleMatrix from './ModuleMatrix';

/**
 * The Permission List (spec 002 §2.5): one accordion section per module with
 * functions, each loading its matrix when opened (the COA modules 98 and 99
 * have no functions: their accounts are the PV/JV Accounts permission tab).
 */
export default function PermissionMatrix({ canManage }: { canManage: boolean }) {
  const modules = useRead(listModulesEp);
  const shown = (modules.data ?? []).filter((m) => m.function_count > 0);
  const [open, setOpen] = useState<string[]>([]);

  return (
    <LoadState
      what="modules"
      isLoading={modules.isLoading}
      error={modules.error}
      empty={shown.length === 0}
      emptyText="No modules found."
      onRetry={() => void modules.refetch()}
    >
      <Accordion alwaysOpen activeKey={open} onSelect={(keys) => setOpen(Array.isArray(keys) ? keys : keys ? [keys] : [])}>
        {shown.map((m) => (
          <Accordion.Item key={m.module_id} eventKey={String(m.module_id)}>
            <Accordion.Header as="h3">
              {m.label}
              <span className="badge text-bg-secondary ms-2">
                {m.function_count} {m.function_count === 1 ? 'function' : 'functions'}
              </span>
              {EVERYONE_MODULES.includes(m.module) && <span className="small text-muted ms-2">held by every signed-in user</span>}
            </Accordion.Header>
            <Accordion.Body>{open.includes(String(m.module_id)) && <ModuleMatrix moduleId={m.module_id} canManage={canManage} />}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </LoadState>
  );
}
