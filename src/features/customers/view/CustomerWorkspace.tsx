import { useState, type ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { customerUpdateInput, type CustomerDetail } from '../../../../contract/customers';
import { confirmAction, showSuccess } from '../../../components/dialogs';
import { useZodForm } from '../../../components/form/useZodForm';
import ArInformationTab from '../ar/ArInformationTab';
import AccountOfficerModal from '../form/AccountOfficerModal';
import BillingShippingSection from '../form/BillingShippingSection';
import ContactsSection from '../form/ContactsSection';
import CustomerInfoSection, { type CustomerFiles } from '../form/CustomerInfoSection';
import { formOfCustomer, type FormTab } from '../form/customerForm';
import { useCustomerLookups } from '../form/useCustomerLookups';
import { useCustomerSave } from '../form/useCustomerSave';
import CreditAssessmentPanel from './CreditAssessmentPanel';
import CustomerHeader from './CustomerHeader';
import SalesPeopleFields from './SalesPeopleFields';
import type { CustomerTabProps } from './tabProps';
import AssociateMds from './tabs/AssociateMds';
import BranchesTab from './tabs/BranchesTab';
import DocumentsTab from './tabs/DocumentsTab';
import FootprintTab from './tabs/FootprintTab';
import LicencesTab from './tabs/LicencesTab';
import { usePermission } from '../../../components/permissions';
import ProductsDiscountsTab from './tabs/ProductsDiscountsTab';
import SiTemplateTab from './tabs/SiTemplateTab';
import { slugOf } from '../../../lib/text';

type TabKey = FormTab | 'Credit Assessment' | 'Products & Discounts' | 'Documents' | 'Licences' | 'SI Template' | 'Branches' | 'AR Information' | 'Footprint';

/** A tab of the form: read-only (a disabled fieldset) until Edit is pressed (§2.4). */
function FormPane({ editing, children }: { editing: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!editing} aria-describedby={editing ? undefined : 'customer-read-only-hint'}>
      {children}
    </fieldset>
  );
}

/**
 * One customer: the header and the ten tabs of spec 002 §2.4 (plus
 * Footprint, §2.10). The four form tabs and MD & Sales' pickers edit one
 * form, saved with the header's Save; the other tabs keep their own saves.
 */
export default function CustomerWorkspace({ customer, reload }: { customer: CustomerDetail; reload: () => void }) {
  const lookups = useCustomerLookups();
  const form = useZodForm(customerUpdateInput, formOfCustomer(customer));
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<TabKey>('Customer Information');
  const [files, setFiles] = useState<CustomerFiles>({ si_attachment: null, po_attachment: null });
  const [addingOfficer, setAddingOfficer] = useState(false);
  const { save, saving } = useCustomerSave('edit', form, setTab);
  const tabProps: CustomerTabProps = { customer, editing, reload };
  const canSeeLicences = usePermission('view_regulatory');

  const cancel = async () => {
    if (!(await confirmAction('Discard changes?', 'Your changes to this customer will be lost.', 'Discard'))) return;
    form.reset(formOfCustomer(customer));
    form.setErrors({});
    setFiles({ si_attachment: null, po_attachment: null });
    setEditing(false);
  };

  const onSave = async () => {
    const confirm = () => confirmAction('Are you sure?', 'Are you sure you want to save the changes to this customer?', 'Yes');
    const saved = await save(files, { customerCode: customer.customer_code, confirm });
    if (!saved) return;
    await showSuccess('Success', 'Your work has been saved');
    reload();
  };

  const formTabs: [TabKey, ReactNode][] = [
    ['Customer Information', <CustomerInfoSection key="info" form={form} mode="edit" lookups={lookups} files={files} onFiles={setFiles} current={{ ...customer, customer_code: customer.customer_code }} onAddAccountOfficer={() => setAddingOfficer(true)} readOnly={!editing} />],
    [
      'MD & Sales',
      <>
        <AssociateMds {...tabProps} />
        <FormPane editing={editing}>
          <SalesPeopleFields form={form} lookups={lookups} />
        </FormPane>
      </>,
    ],
    ['Business Contacts', <ContactsSection key="contacts" form={form} mode="edit" readOnly={!editing} />],
    ['Billing & Shipping', <BillingShippingSection key="billing" form={form} lookups={lookups} readOnly={!editing} />],
  ];
  const otherTabs: [TabKey, ReactNode][] = [
    ['Credit Assessment', <CreditAssessmentPanel key="credit" customerCode={customer.customer_code} />],
    ['Products & Discounts', <ProductsDiscountsTab key="discounts" {...tabProps} />],
    ['Documents', <DocumentsTab key="documents" {...tabProps} />],
    ...(canSeeLicences ? [['Licences', <LicencesTab key="licences" {...tabProps} />] as [TabKey, ReactNode]] : []),
    ['SI Template', <SiTemplateTab key="si" {...tabProps} />],
    ['Branches', <BranchesTab key="branches" {...tabProps} />],
    ['AR Information', <ArInformationTab key="ar" customerCode={customer.customer_code} />],
    ['Footprint', <FootprintTab key="footprint" {...tabProps} />],
  ];

  return (
    <>
      <CustomerHeader customer={customer} editing={editing} saving={saving} onEdit={() => setEditing(true)} onCancel={cancel} onSave={onSave} reload={reload} />
      {!editing && (
        <p id="customer-read-only-hint" className="visually-hidden">
          Read only: press Edit to change this customer.
        </p>
      )}
      {/* Not a <form>: the other tabs hold forms of their own, and forms cannot nest. The header's Save saves this one. */}
      <div ref={(el) => void (form.rootRef.current = el)}>
        <Tabs activeKey={slugOf(tab)} onSelect={(k) => setTab([...formTabs, ...otherTabs].find(([name]) => slugOf(name) === k)?.[0] ?? tab)} className="mb-3" mountOnEnter>
          {formTabs.map(([key, content]) => (
            <Tab key={key} eventKey={slugOf(key)} title={key}>
              {key === 'MD & Sales' ? content : <FormPane editing={editing}>{content}</FormPane>}
            </Tab>
          ))}
          {otherTabs.map(([key, content]) => (
            <Tab key={key} eventKey={slugOf(key)} title={key}>
              {content}
            </Tab>
          ))}
        </Tabs>
      </div>
      {addingOfficer && (
        <AccountOfficerModal
          onClose={() => setAddingOfficer(false)}
          onSaved={(ao) => {
            setAddingOfficer(false);
            form.set('AO', ao.ao_id);
          }}
        />
      )}
    </>
  );
}
