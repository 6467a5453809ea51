import { activateCustomerEp, deactivateCustomerEp, type CustomerDetail } from '../../../../contract/customers';
import { toApiError } from '../../../api/ApiError';
import { useWrite } from '../../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../../components/dialogs';
import { Can, usePermission } from '../../../components/permissions';
import { Button, Form } from 'react-bootstrap';

interface Props {
  customer: CustomerDetail;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  reload: () => void;
}

/**
 * The customer view's header (spec 002 §2.4, §4): code and name, the
 * active/inactive switch (asks first, shows the server's message, reloads)
 * and Edit / Save.
 */
export default function CustomerHeader({ customer, editing, saving, onEdit, onCancel, onSave, reload }: Props) {
  const active = customer.status === 1;
  const canSwitch = usePermission(active ? 'customer_set_status_deactivate' : 'customer_set_status_active');
  const activate = useWrite(activateCustomerEp);
  const deactivate = useWrite(deactivateCustomerEp);
  const busy = activate.isLoading || deactivate.isLoading;

  const toggle = async () => {
    const verb = active ? 'deactivate' : 'activate';
    if (!(await confirmAction('Are you sure?', `Are you sure you want to ${verb} ${customer.customer_code} ${customer.form.customer_name}?`, 'Yes'))) return;
    try {
      const res = await (active ? deactivate : activate).run({ body: { customer_code: customer.customer_code } });
      await showSuccess('Success', res.result);
      reload();
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <h1 className="h4 mb-0 me-auto">
        <span className="text-muted">{customer.customer_code}</span> {customer.form.customer_name}
      </h1>
      <Form.Check type="switch" className="mb-0">
        <Form.Check.Input
          id="customer-active"
          
          type="checkbox"
          role="switch"
          checked={active}
          disabled={!canSwitch || busy || editing}
          onChange={toggle}
        />
        <Form.Check.Label  htmlFor="customer-active">
          {active ? 'Active' : 'Inactive'}
        </Form.Check.Label>
      </Form.Check>
      <Can scopes="update_customer">
        {editing ? (
          <>
            <Button variant="outline-secondary" size="sm" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button size="sm" onClick={onSave} disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={onEdit}>
            Edit
          </Button>
        )}
      </Can>
    </div>
  );
}
