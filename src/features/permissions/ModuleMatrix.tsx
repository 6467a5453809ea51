import { useState } from 'react';
import { toast } from 'react-toastify';
import { createPermissionEp, modulePermissionsEp, PERMISSION_MESSAGES, type FunctionPermission, type MatrixRole } from '../../../contract/permissions';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { usePagesOfScope } from '../../components/pagesOfScope';
import { Badge, Form, Table } from 'react-bootstrap';

const cellKey = (functionId: number, roleId: number) => `${functionId}:${roleId}`;
const GENERIC = 'Error occured. Please try again later.';

/**
 * One module of the matrix (spec 002 §2.5, §4): its functions against every
 * role, a checkbox per cell. A click grants or revokes at once: the box shows
 * the new state straight away, a toast says what happened, and a refusal puts
 * the box back. The superuser role and functions every user holds are shown
 * ticked and cannot be changed; so is everything for a reader without
 * manage_permissions.
 */
export default function ModuleMatrix({ moduleId, canManage, showPages = false }: { moduleId: number; canManage: boolean; showPages?: boolean }) {
  const pagesOf = usePagesOfScope();
  const read = useRead(modulePermissionsEp, { params: { module_id: moduleId } });
  const write = useWrite(createPermissionEp);
  const data = read.data;
  // Cells flipped on screen: shown as flipped while the call runs and until a fresh read (a new answer) replaces the one they were flipped on.
  const [flipped, setFlipped] = useState<Record<string, { to: 0 | 1; on: unknown }>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});

  const held = (fn: FunctionPermission, roleId: number): 0 | 1 => {
    const key = cellKey(fn.function_id, roleId);
    const f = flipped[key];
    if (f && (busy[key] || f.on === data)) return f.to;
    return fn.role_has_permission_in_function.find((c) => c.role_id === roleId)?.function_has_permission ?? 0;
  };

  async function toggle(fn: FunctionPermission, role: MatrixRole) {
    const key = cellKey(fn.function_id, role.role_id);
    const next: 0 | 1 = held(fn, role.role_id) === 1 ? 0 : 1;
    setFlipped((f) => ({ ...f, [key]: { to: next, on: data } }));
    setBusy((b) => ({ ...b, [key]: true }));
    try {
      await write.run({
        body: { function_id: fn.function_id, role_id: role.role_id, module_id: moduleId, function_has_permission: next, label: fn.function_label, tag: fn.tag, permitted_by: 1 },
      });
      toast.success(next ? PERMISSION_MESSAGES.granted(fn.function_label, role.role) : PERMISSION_MESSAGES.revoked(fn.function_label, role.role));
    } catch (err) {
      setFlipped(({ [key]: _reverted, ...rest }) => rest);
      const e = toApiError(err);
      toast.error(e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
    } finally {
      setBusy(({ [key]: _done, ...rest }) => rest);
    }
  }

  return (
    <LoadState
      what="permissions"
      isLoading={read.isLoading}
      error={read.error}
      empty={!data || data.functions.length === 0}
      emptyText="This module has no functions yet."
      onRetry={() => void read.refetch()}
    >
      {data && (
        <div className="table-responsive">
          <Table size="sm" bordered className="align-middle mb-0">
            <caption className="visually-hidden">Functions of {data.module.label} against roles</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">Function</th>
                {data.roles.map((r) => (
                  <th key={r.role_id} scope="col" className="text-center">
                    {r.role}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.functions.map((fn) => (
                <tr key={fn.function_id}>
                  <th scope="row" className="fw-normal">
                    {fn.function_label} <Badge bg="light" text="dark" className="border ms-1">{fn.tag}</Badge>
                    <div className="small text-muted font-monospace">{fn.function_name}</div>
                    {showPages && <div className="small text-muted">Pages: {pagesOf(fn.function_name).join(', ') || 'none (an action within a page)'}</div>}
                  </th>
                  {data.roles.map((role) => {
                    const key = cellKey(fn.function_id, role.role_id);
                    const fixed = role.is_superuser || fn.everyone;
                    return (
                      <td key={role.role_id} className="text-center">
                        <Form.Check.Input
                          type="checkbox"
                          
                          aria-label={`Grant ${fn.function_label} to ${role.role}`}
                          title={role.is_superuser ? 'The Administrator role holds every function.' : fn.everyone ? 'Every signed-in user holds this function.' : undefined}
                          checked={held(fn, role.role_id) === 1}
                          disabled={fixed || !canManage || Boolean(busy[key])}
                          onChange={() => void toggle(fn, role)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </LoadState>
  );
}
