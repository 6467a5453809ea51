import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { roleInput, roles, type RoleRow } from '../../../contract/roles';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import LoadState from '../../components/LoadState';
import { Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

const BACK = '/user-control#tab-top-2';

/**
 * /add/roles and /edit/roles/:id (spec 002 §2.5, §5): role and description,
 * both required ("All fields are required!", checked over both fields, not
 * only the last one as the old screen did), a Yes/No question before every
 * save; Cancel and success return to the Roles tab.
 */
export default function RoleFormPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const record = useRead(roles.endpoints.show, { params: { id: Number(id) } }, { skip: isNew });
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">{isNew ? 'Add Role' : 'Edit Role'}</h1>
      {isNew ? (
        <RoleForm role={null} />
      ) : (
        <LoadState what="the role" isLoading={record.isLoading} error={record.error} empty={!record.data} emptyText="Loading…" onRetry={() => void record.refetch()}>
          {() => <RoleForm key={(record.data as RoleRow).role_id} role={record.data as RoleRow} />}
        </LoadState>
      )}
    </div>
  );
}

function RoleForm({ role }: { role: RoleRow | null }) {
  const navigate = useNavigate();
  const isNew = role === null;
  const [name, setName] = useState(role?.role ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const create = useWrite(roles.endpoints.create);
  const update = useWrite(roles.endpoints.update);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { role: name, description };
    const checked = roleInput.safeParse(body);
    if (!checked.success) return setError([...new Set(checked.error.issues.map((i) => i.message))].join('\n'));
    setError('');
    if (!(await confirmAction('Are you sure?', isNew ? 'Are you sure you want to add new role?' : 'Are you sure you want to update this role?', 'Yes'))) return;
    setBusy(true);
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => (isNew ? create.run({ body }) : update.run({ params: { id: role!.role_id }, body })));
      void showSuccess('Success', isNew ? 'The role was added.' : 'The role was updated.', 1500);
      navigate(BACK);
    } catch (err) {
      const apiErr = toApiError(err);
      if (apiErr.isNetwork || apiErr.status >= 500) await showError('Oops...', 'Unable to save data.');
      else setError([...new Set(apiErr.messages)].join('\n'));
    } finally {
      setBusy(false);
    }
  }

  const invalid = error ? true : undefined;
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }}>
      <FormError message={error} />
      <div className="mb-3">
        <Form.Label htmlFor="role-name">
          Role <span className="text-danger" aria-hidden="true">*</span>
        </Form.Label>
        <Form.Control id="role-name"  aria-required aria-invalid={invalid && !name.trim() ? true : undefined} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="mb-3">
        <Form.Label htmlFor="role-description">
          Description <span className="text-danger" aria-hidden="true">*</span>
        </Form.Label>
        <Form.Control
          id="role-description"
          as="textarea"
          rows={3}
          aria-required
          aria-invalid={invalid && !description.trim() ? true : undefined}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="d-flex gap-2">
        <Button type="submit"  disabled={busy}>
          Save
        </Button>
        <LinkButton to={BACK} >
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}

