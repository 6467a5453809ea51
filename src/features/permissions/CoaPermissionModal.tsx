import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  COA_MESSAGES,
  COA_MODULES,
  coaAccountOptionsEp,
  coaPermissionInput,
  createCoaPermissionEp,
  deleteCoaPermissionEp,
  updateCoaPermissionEp,
  type CoaAccountOption,
  type CoaPermissionRow,
} from '../../../contract/coaPermissions';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import FormError from '../../components/FormError';
import Modal from '../../components/Modal';
import { searchUsers } from './userOptions';
import { Button, Form } from 'react-bootstrap';

interface Draft {
  user_id: string;
  user_label: string;
  module_id: string;
  account_code: string;
}

const GENERIC = 'Error occured. Please try again later.';
const draftOf = (r: CoaPermissionRow | null): Draft =>
  r ? { user_id: String(r.user_id), user_label: r.username, module_id: String(r.module_id), account_code: r.account_code } : { user_id: '', user_label: '', module_id: '', account_code: '' };

/**
 * New Permission and update modal of the PV/JV Accounts permission (spec 002
 * §4, §5): users without the Admin role, the two voucher modules, the
 * accounts of the chosen module. Save is enabled only when all three are
 * chosen; changing the module clears the account. The update modal also
 * deletes, after a confirmation.
 */
export default function CoaPermissionModal({ record, canManage, onClose }: { record: CoaPermissionRow | null; canManage: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState('');
  const { runOn, isLoading } = useWrites();
  const complete = Boolean(draft.user_id && draft.module_id && draft.account_code);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save() {
    const parsed = coaPermissionInput.safeParse({ user_id: draft.user_id, module_id: draft.module_id, account_code: draft.account_code });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), [i.message]])));
      return;
    }
    if (!(await confirmAction('Are you sure?', record ? 'Are you sure you want to update?' : 'Are you sure you want to save this?', 'Yes'))) return;
    setFieldErrors({});
    setError('');
    try {
      if (record) await runOn(updateCoaPermissionEp, { params: { id: record.id }, body: parsed.data });
      else await runOn(createCoaPermissionEp, { body: parsed.data });
      toast.success(record ? COA_MESSAGES.updated : COA_MESSAGES.saved);
      onClose();
    } catch (err) {
      const e = toApiError(err);
      if (Object.keys(e.fields).length) setFieldErrors(e.fields);
      else setError(e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
    }
  }

  async function remove() {
    if (!record || !(await confirmAction('Are you sure?', 'Are you sure you want to delete it?', 'Yes, delete it!'))) return;
    try {
      await runOn(deleteCoaPermissionEp, { params: { id: record.id } });
      toast.success(COA_MESSAGES.deleted);
      onClose();
    } catch (err) {
      const e = toApiError(err);
      setError(e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
    }
  }

  const fieldError = (key: string) =>
    fieldErrors[key]?.length ? (
      <Form.Control.Feedback type="invalid" className="d-block" id={`coa-${key}-error`}>
        {fieldErrors[key].join(' ')}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Modal
      title={record ? 'Update Permission' : 'New Permission'}
      onClose={onClose}
      footer={
        <>
          {record && canManage && (
            <Button variant="outline-danger" className="me-auto" onClick={() => void remove()} disabled={isLoading}>
              Delete
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!complete || isLoading || !canManage}>
            {isLoading ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <div className="row g-2">
        <SearchSelect
          label="User"
          value={draft.user_id}
          valueLabel={draft.user_label}
          onChange={(v, o) => set({ user_id: v, user_label: o?.label ?? '' })}
          loadOptions={(k) => searchUsers(k, true)}
          placeholder="Type a username or name"
          required
          clearable
          className="col-12"
        />
        {fieldError('user_id')}
        <div className="col-12">
          <Form.Label htmlFor="coa-module">
            Module
          </Form.Label>
          <Form.Select
            id="coa-module"
            isInvalid={Boolean(fieldErrors.module_id)}
            value={draft.module_id}
            required
            aria-invalid={Boolean(fieldErrors.module_id)}
            onChange={(e) => set({ module_id: e.target.value, account_code: '' })}
          >
            <option value="">Choose a module</option>
            {COA_MODULES.map((m) => (
              <option key={m.module_id} value={m.module_id}>
                {m.label}
              </option>
            ))}
          </Form.Select>
          {fieldError('module_id')}
        </div>
        <div className="col-12">
          <Form.Label htmlFor="coa-account">
            Account
          </Form.Label>
          <AccountSelect
            moduleId={draft.module_id}
            value={draft.account_code}
            invalid={Boolean(fieldErrors.account_code)}
            onChange={(account_code) => set({ account_code })}
          />
          {fieldError('account_code')}
        </div>
      </div>
    </Modal>
  );
}

interface AccountSelectProps {
  moduleId: string;
  value: string;
  invalid: boolean;
  onChange: (accountCode: string) => void;
}

/** The accounts the chosen module offers; disabled, saying why, until a module is chosen (its list loads only then). */
function AccountSelect({ moduleId, ...props }: AccountSelectProps) {
  if (!moduleId) return <AccountOptions {...props} placeholder="Choose a module first" disabled options={[]} />;
  return <ModuleAccounts moduleId={moduleId} {...props} />;
}

function ModuleAccounts({ moduleId, ...props }: AccountSelectProps) {
  const accounts = useRead(coaAccountOptionsEp, { params: { module_id: moduleId } });
  const placeholder = accounts.isFetching ? 'Loading accounts…' : accounts.error ? 'Unable to load accounts' : 'Choose an account';
  return <AccountOptions {...props} placeholder={placeholder} disabled={accounts.isFetching || Boolean(accounts.error)} options={accounts.currentData ?? []} />;
}

function AccountOptions({ value, invalid, onChange, placeholder, disabled, options }: Omit<AccountSelectProps, 'moduleId'> & { placeholder: string; disabled: boolean; options: CoaAccountOption[] }) {
  return (
    <Form.Select
      id="coa-account"
      isInvalid={Boolean(invalid)}
      value={value}
      required
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={invalid ? 'coa-account_code-error' : undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((a) => (
        <option key={a.account_code} value={a.account_code}>
          {a.account_code} - {a.account_name}
        </option>
      ))}
    </Form.Select>
  );
}
