import { useId, useState } from 'react';
import { CONTACT_COPY_SOURCE, CONTACT_FIELDS, CONTACT_GROUP_LABELS, contactKey, isPhysician, type ContactGroup, type CustomerFormMode } from '../../../../contract/customers';
import { TextField } from '../../../components/form/Fields';
import type { FieldHost } from '../../../components/form/useZodForm';
import Group from './Group';
import { Form } from 'react-bootstrap';

type CopyTarget = keyof typeof CONTACT_COPY_SOURCE;
const COPY_LABEL: Record<CopyTarget, string> = { authorized_purchase_person: 'Same with Purchase Info?', authorized_receive_person: 'Same with Account Info?' };

function ContactGroupFields({ form, group, required }: { form: FieldHost; group: ContactGroup; required: readonly string[] }) {
  const title = CONTACT_GROUP_LABELS[group];
  return (
    <>
      <TextField form={form} name={contactKey(group, 'contact_person')} label={`${title} Contact Person`} required={required.includes('contact_person')} col="col-md-3" maxLength={120} />
      <TextField form={form} name={contactKey(group, 'contact_no')} label="Contact Number" type="tel" required={required.includes('contact_no')} col="col-md-3" maxLength={20} />
      <TextField form={form} name={contactKey(group, 'designation')} label="Designation" required={required.includes('designation')} col="col-md-3" maxLength={120} />
      <TextField form={form} name={contactKey(group, 'email')} label="Email" type="email" required={required.includes('email')} col="col-md-3" maxLength={200} />
    </>
  );
}

/** "Same with ... Info?": ticking copies the source group's four fields, unticking clears them; disabled until the source person is filled (§2.2). */
function CopyCheckbox({ form, target, disabled }: { form: FieldHost; target: CopyTarget; disabled?: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const source = CONTACT_COPY_SOURCE[target];
  const sourceFilled = String(form.values[contactKey(source, 'contact_person')] ?? '').trim() !== '';
  const toggle = (next: boolean) => {
    setChecked(next);
    form.patch(Object.fromEntries(CONTACT_FIELDS.map((f) => [contactKey(target, f), next ? (form.values[contactKey(source, f)] ?? '') : ''])));
  };
  return (
    <Form.Check className="col-12 ms-2">
      <Form.Check.Input id={id} type="checkbox"  checked={checked} disabled={disabled || !sourceFilled} onChange={(e) => toggle(e.target.checked)} />
      <Form.Check.Label className="small" htmlFor={id}>
        {COPY_LABEL[target]}
      </Form.Check.Label>
    </Form.Check>
  );
}

const ALL = ['contact_person', 'contact_no', 'designation', 'email'];

/**
 * Business Contacts (spec 002 §2.2, §5): Account, Purchasing and Pharmacy
 * for every customer type but 4, a Secretary for type 4 (the physician),
 * and the authorized persons for both; their copy boxes are hidden for
 * type 4. Pharmacy is required on the edit form only.
 */
export default function ContactsSection({ form, mode, readOnly }: { form: FieldHost; mode: CustomerFormMode; readOnly?: boolean }) {
  const physician = isPhysician(form.values.customer_type);
  const authorizedRequired = physician ? [] : ALL;
  return (
    <>
      {physician ? (
        <Group title="Secretary">
          <ContactGroupFields form={form} group="secretary" required={['contact_no', 'designation', 'email']} />
        </Group>
      ) : (
        (['accounting', 'purchasing', 'pharmacy'] as const).map((g) => (
          <Group key={g} title={g === 'accounting' ? 'Account' : CONTACT_GROUP_LABELS[g]}>
            <ContactGroupFields form={form} group={g} required={g !== 'pharmacy' || mode === 'edit' ? ALL : []} />
          </Group>
        ))
      )}
      {(['authorized_purchase_person', 'authorized_receive_person'] as const).map((g) => (
        <Group key={g} title={CONTACT_GROUP_LABELS[g]}>
          {!physician && <CopyCheckbox form={form} target={g} disabled={readOnly} />}
          <ContactGroupFields form={form} group={g} required={authorizedRequired} />
        </Group>
      ))}
    </>
  );
}
