import type { FormEvent } from 'react';
import {
  FREE_DESCRIPTION_POSITIONS,
  FREE_GOODS_POSITIONS,
  SI_DISPLAY_VAT_OPTIONS,
  SI_FLAG_LABELS,
  SI_FLAGS,
  SI_MESSAGES,
  SI_QUANTITY_OPTIONS,
  saveSiTemplateEp,
  siTemplateInput,
  type SiTemplate,
} from '../../../../../../contract/customerDocuments';
import { toApiError } from '../../../../../api/ApiError';
import { useWrite } from '../../../../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../../../../components/dialogs';
import { CheckField, SelectField, TextField, type Option } from '../../../../../components/form/Fields';
import { useZodForm } from '../../../../../components/form/useZodForm';
import { Button } from 'react-bootstrap';

const GENERIC = 'Error occured. Please try again later.';
const optionsOf = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

interface Props {
  template: SiTemplate;
  /** The view is in Edit and the user may update customers: the fields are open and Save is offered. */
  editing: boolean;
}

/**
 * Printed SI Settings (spec 002 §3.9): the flags as checkboxes, Maximum
 * Lines (digits only, at most 2: §5), the positions and the two lists,
 * checked by the contract's schema in the browser and on the server; Save
 * asks first and says "Your work has been saved" (§4).
 */
export default function SiTemplateForm({ template, editing }: Props) {
  const { si_template_id: _id, customer_code: customerCode, ...values } = template;
  const form = useZodForm(siTemplateInput, { ...values, maximum_line: values.maximum_line ?? '' });
  const save = useWrite(saveSiTemplateEp);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    if (!(await confirmAction('Are you sure?', SI_MESSAGES.confirmSave, 'Yes'))) return;
    try {
      await save.run({ params: { customer_code: customerCode }, body });
      await showSuccess(SI_MESSAGES.saved);
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.isNetwork || apiError.status >= 500) return void (await showError('Oops...', GENERIC));
      form.applyServer(apiError);
      await showError('Oops...', apiError.messages.join('\n') || GENERIC);
    }
  }

  return (
    <form noValidate onSubmit={submit} ref={(el) => void (form.rootRef.current = el)} aria-label="Printed SI Settings">
      <fieldset disabled={!editing}>
        <legend className="h6">Printed SI Settings</legend>
        <div className="row g-1">
          {SI_FLAGS.map((f) => (
            <CheckField key={f} form={form} name={f} label={SI_FLAG_LABELS[f]} col="col-md-3" />
          ))}
        </div>
        <div className="row g-3 mt-1">
          <TextField form={form} name="maximum_line" label="Maximum Lines" col="col-md-2" maxLength={2} help="Digits only, at most 2." />
          <SelectField form={form} name="free_description_position" label="Free Description Position" required col="col-md-3" options={optionsOf(FREE_DESCRIPTION_POSITIONS)} />
          <SelectField form={form} name="free_goods_position" label="Free Goods Position" required col="col-md-3" options={optionsOf(FREE_GOODS_POSITIONS)} />
          <SelectField form={form} name="quantity" label="Quantity" required col="col-md-4" options={optionsOf(SI_QUANTITY_OPTIONS)} />
          <SelectField form={form} name="display_vat" label="Display VAT" required col="col-md-4" options={optionsOf(SI_DISPLAY_VAT_OPTIONS)} />
        </div>
      </fieldset>
      {editing && (
        <div className="mt-3 text-end">
          <Button type="submit"  disabled={save.isLoading}>
            {save.isLoading ? 'Saving…' : 'Save SI Template'}
          </Button>
        </div>
      )}
    </form>
  );
}
