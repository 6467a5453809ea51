import { useId, useState } from 'react';
import { Alert, Button, Tab, Tabs } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { customerCreateInput } from '../../../contract/customers';
import { showSuccess } from '../../components/dialogs';
import { useZodForm } from '../../components/form/useZodForm';
import Modal, { ModalBody } from '../../components/Modal';
import AccountOfficerModal from './form/AccountOfficerModal';
import BillingShippingSection from './form/BillingShippingSection';
import ContactsSection from './form/ContactsSection';
import CustomerInfoSection, { type CustomerFiles } from './form/CustomerInfoSection';
import { emptyCustomerForm, FORM_TABS, type FormTab } from './form/customerForm';
import { useCustomerLookups } from './form/useCustomerLookups';
import { useCustomerSave } from './form/useCustomerSave';
import { slugOf } from '../../lib/text';

/**
 * Create New Customers (spec 002 §2.2, §4, §5, §8): three tabs, Create
 * Customer at the top right; Escape and the backdrop do not close it (only
 * Cancel or ×). A created customer (00003) shows the server's message and
 * the page goes to /customers.
 */
export default function CreateCustomerModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const navigate = useNavigate();
  const lookups = useCustomerLookups();
  const form = useZodForm(customerCreateInput, emptyCustomerForm());
  const [tab, setTab] = useState<FormTab>('Customer Information');
  const [files, setFiles] = useState<CustomerFiles>({ si_attachment: null, po_attachment: null });
  const [addingOfficer, setAddingOfficer] = useState(false);
  const { save, saving } = useCustomerSave('create', form, setTab);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const saved = await save(files);
    if (!saved) return;
    onClose();
    await showSuccess('Success', `Customer ${saved.customer.customer_code} ${saved.customer.form.customer_name} has been created.`);
    navigate('/customers');
  };

  return (
    <Modal
      title="Create New Customers"
      size="xl"
      keyboardDismiss={false}
      onClose={saving ? undefined : onClose}
      headerActions={
        <Button type="submit" form={formId} variant="success" size="sm" disabled={saving}>
          {saving ? 'Creating…' : 'Create Customer'}
        </Button>
      }
    >
      <ModalBody as="form" id={formId} noValidate onSubmit={onSubmit} ref={(el: HTMLFormElement | null) => void (form.rootRef.current = el)}>
        {lookups.failed && (
          <Alert variant="warning" transition={false} className="py-2" role="alert">
            Some choices could not be loaded: {lookups.failed.messages.join(' ') || 'please try again later.'}
          </Alert>
        )}
        <Tabs activeKey={slugOf(tab)} onSelect={(k) => setTab(FORM_TABS.find((name) => slugOf(name) === k) ?? tab)} className="mb-3" mountOnEnter={false} unmountOnExit={false}>
          {FORM_TABS.map((t) => (
            <Tab key={t} eventKey={slugOf(t)} title={t}>
              {t === 'Customer Information' && (
                <CustomerInfoSection form={form} mode="create" lookups={lookups} files={files} onFiles={setFiles} onAddAccountOfficer={() => setAddingOfficer(true)} />
              )}
              {t === 'Business Contacts' && <ContactsSection form={form} mode="create" />}
              {t === 'Billing & Shipping' && <BillingShippingSection form={form} lookups={lookups} />}
            </Tab>
          ))}
        </Tabs>
      </ModalBody>
      {addingOfficer && (
        <AccountOfficerModal
          onClose={() => setAddingOfficer(false)}
          onSaved={(ao) => {
            setAddingOfficer(false);
            form.set('AO', ao.ao_id);
          }}
        />
      )}
    </Modal>
  );
}
