import { CHARGE_OPTIONS, CWT_FREQUENCIES, CWT_FREQUENCY_LABELS, isPhysician, TAGGED_OWNED_OPTIONS, type CustomerFormMode, type StoredFileRef } from '../../../../contract/customers';
import { CheckField, ChoiceList, SelectField, TextField } from '../../../components/form/Fields';
import type { FieldHost } from '../../../components/form/useZodForm';
import { FilePicker } from '../../../components/upload';
import Group from './Group';
import type { CustomerLookups } from './useCustomerLookups';
import { Button, Form } from 'react-bootstrap';

export interface CustomerFiles {
  si_attachment: File | null;
  po_attachment: File | null;
}

interface Props {
  form: FieldHost;
  mode: CustomerFormMode;
  lookups: CustomerLookups;
  files: CustomerFiles;
  onFiles: (next: CustomerFiles) => void;
  /** What the server has (edit). */
  current?: { si_attachment: StoredFileRef | null; po_attachment: StoredFileRef | null; customer_code?: string };
  onAddAccountOfficer?: () => void;
  readOnly?: boolean;
}

const on = (v: unknown) => Number(v) === 1;

/**
 * Customer Information (spec 002 §2.2, §2.4, §4): account information with
 * its conditional fields, business information, booking configuration.
 * The edit form adds the account code, the minimum order, the trade and
 * registered names and the links to the attached files.
 */
export default function CustomerInfoSection({ form, mode, lookups, files, onFiles, current, onAddAccountOfficer, readOnly }: Props) {
  const v = form.values;
  const physician = isPhysician(v.customer_type);
  const edit = mode === 'edit';
  // While CWT is on, "not applicable" is not a retrieval (§4).
  const retrieval = CWT_FREQUENCIES.filter((f) => !(on(v.cwt) && f === 'not_applicable')).map((f) => ({ value: f, label: CWT_FREQUENCY_LABELS[f] }));
  const cwt = (checked: boolean) => form.patch({ cwt: checked ? 1 : 0, ...(checked && v.frequency_cwt === 'not_applicable' ? { frequency_cwt: '' } : {}) });
  return (
    <>
      <Group title="Customer Account Information">
        {edit && (
          <div className="col-md-4">
            <Form.Label className="small mb-0" htmlFor="customer-account-code">
              Customer Account Code
            </Form.Label>
            <Form.Control id="customer-account-code" size="sm" value={current?.customer_code ?? ''} readOnly />
          </div>
        )}
        <TextField form={form} name="customer_name" label="Customer Account Name" required col="col-md-8" maxLength={200} />
        <SelectField form={form} name="customer_type" label="Customer Type" required options={lookups.customerTypes} />
        <SelectField form={form} name="customer_channel" label="Channel" required options={lookups.channels} />
        <SelectField form={form} name="tagging" label="Tagging" required options={lookups.taggings} />
        <SelectField form={form} name="regular_or_nonregular" label="(Non)/Regular Customer" required options={lookups.regular} />
        <div className="col-md-4 d-flex align-items-end gap-1">
          <div className="flex-grow-1 row g-0">
            <SelectField form={form} name="AO" label="AO (Account Officer)" required options={lookups.accountOfficers} col="col-12" />
          </div>
          {onAddAccountOfficer && !readOnly && (
            <Button variant="outline-primary" size="sm" className="mb-0" onClick={onAddAccountOfficer} aria-label="Add account officer" title="Add account officer">
              +
            </Button>
          )}
        </div>
        <SelectField form={form} name="vat_type" label="VAT Type" required options={lookups.vatTypes} />
        <TextField form={form} name="credit_limit" label="Credit Limit" required placeholder="0.00" maxLength={18} />
        {edit && <TextField form={form} name="min_order_required" label="Minimum Order Required" required placeholder="0.00" maxLength={18} />}
        <SelectField form={form} name="return_policy" label="Return Policy" required options={lookups.returnPolicies} />
        <FilePicker label="Sales Invoice Attachment" kind="document" file={files.si_attachment} onFile={(f) => onFiles({ ...files, si_attachment: f })} current={current?.si_attachment} readOnly={readOnly} />
        <div className="w-100" />
        <CheckField form={form} name="tagged_or_owned" label="Tagged/Owned" />
        {on(v.tagged_or_owned) && <ChoiceList form={form} name="tagged_or_owned_collections" label="Collection" options={TAGGED_OWNED_OPTIONS.map((o) => ({ value: o, label: o }))} col="col-md-8" />}
        <div className="w-100" />
        <CheckField form={form} name="cwt" label="CWT" onChange={cwt} />
        {on(v.cwt) && (
          <>
            <TextField form={form} name="payor_name" label="Payor's Name" required maxLength={200} />
            <SelectField form={form} name="frequency_cwt" label="CWT Retrieval" required options={retrieval} />
          </>
        )}
        <div className="w-100" />
        {/* The edit form's box does not change the discount (§2.4): it is set when the customer is created. */}
        <CheckField form={form} name="sc_discount" label="Senior Citizen Discount" disabled={edit} />
        <CheckField form={form} name="po_based" label="PO-Based" />
        {on(v.po_based) && <FilePicker label="PO Attachment" kind="document" file={files.po_attachment} onFile={(f) => onFiles({ ...files, po_attachment: f })} current={current?.po_attachment} readOnly={readOnly} />}
        <div className="w-100" />
        <CheckField form={form} name="with_agreed_charges" label="With Agreed Charges" />
        {on(v.with_agreed_charges) && (
          <>
            <ChoiceList form={form} name="charges_collections" label="Agreed Charges" options={CHARGE_OPTIONS.map((o) => ({ value: o, label: o }))} />
            <CheckField form={form} name="charges_others_checkbox" label="Others" />
            <TextField form={form} name="charges_others_text_field" label="Other Charges" disabled={!on(v.charges_others_checkbox)} maxLength={200} />
          </>
        )}
      </Group>
      <Group title="Business Information">
        <TextField form={form} name="tin_no" label="TIN Number" required placeholder="000-000-000-000" maxLength={17} />
        <TextField form={form} name="business_style" label="Business Style" required={!physician} maxLength={200} />
        <SelectField form={form} name="business_type" label="Business Type" required options={lookups.businessTypes} />
        {edit && <TextField form={form} name="business_trade_name" label="Business/Trade Name" required maxLength={200} />}
        {edit && <TextField form={form} name="registered_name" label="Registered Name" required maxLength={200} />}
        <TextField form={form} name="owner_name" label="Owner Name" required maxLength={200} />
        <TextField form={form} name="owner_email" label="Owner Email" type="email" required maxLength={200} />
        <TextField form={form} name="owner_contact_no" label="Owner Contact Number" type="tel" required maxLength={20} />
      </Group>
      <Group title="Booking Configuration">
        <CheckField form={form} name="sc_booking" label="Allow FG/SC Booking" />
        <CheckField form={form} name="allow_water_injection" label="Allow Water for Injection" />
      </Group>
    </>
  );
}
