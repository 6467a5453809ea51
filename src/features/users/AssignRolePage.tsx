import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { assignUserRoleEp } from '../../../contract/users';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import FormError from '../../components/FormError';
import { searchRoles } from './lookups';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

/** /user/:id/add/role (spec 002 §2.5): a searchable role picker; back to /user/:id/role. */
export default function AssignRolePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [roleId, setRoleId] = useState('');
  const [roleName, setRoleName] = useState('');
  const [error, setError] = useState('');
  const assign = useWrite(assignUserRoleEp);
  const back = `/user/${id}/role`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!roleId) return setError(FILL);
    setError('');
    if (!(await confirmAction('Are you sure?', `Are you sure you want to assign the role ${roleName}?`, 'Yes'))) return;
    try {
      await assign.run({ body: { user_id: Number(id), role_id: Number(roleId) } });
      void showSuccess('Success', 'The role was assigned.', 1500);
      navigate(back);
    } catch (err) {
      const apiErr = toApiError(err);
      if (apiErr.isNetwork || apiErr.status >= 500) await showError('Oops...', 'Unable to save data.');
      else setError(apiErr.messages.join('\n'));
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Assign Role</h1>
      <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
        <FormError message={error} />
        <div className="mb-3">
          <SearchSelect
            className=""
            label="Role"
            required
            value={roleId}
            onChange={(v, o) => {
              setRoleId(v);
              setRoleName(o?.label ?? '');
            }}
            loadOptions={searchRoles}
          />
        </div>
        <div className="d-flex gap-2">
          <Button type="submit"  disabled={assign.isLoading}>
            Save
          </Button>
          <LinkButton to={back} >
            Cancel
          </LinkButton>
        </div>
      </form>
    </div>
  );
}

const FILL = 'Please fill up required fields.';
