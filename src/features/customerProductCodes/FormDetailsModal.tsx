import { useId, useState } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Codes } from '../../../contract/codes';
import { CPC_MESSAGES as M, customerProductCodeInput, saveCustomerProductCodeEp, type CustomerProductCodeRow } from '../../../contract/customerProductCodes';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import FormModal from '../../components/FormModal';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { searchCustomers, searchProducts } from './api';
import { Form } from 'react-bootstrap';

type Values = { id: string; customer_id: string; product_id: string; smpp_product_code: string; template_product_name: string };
const FIELDS: readonly (keyof Values)[] = ['customer_id', 'product_id', 'smpp_product_code', 'template_product_name'];

interface Props {
  /** The row to change; null adds a new one. */
  row: CustomerProductCodeRow | null;
  onClose: () => void;
}

/**
 * Form Details (spec 001 §2, §5, §7 update): customer and product pickers and
 * the two codes, checked with the contract's schema in the browser and on the
 * server; asks "Are you sure you want to save this form?"; a refusal's
 * messages land on their fields (what was typed stays), the result in a dialog.
 */
export default function FormDetailsModal({ row, onClose }: Props) {
  const formId = useId();
  const save = useWrite(saveCustomerProductCodeEp);
  const [labels, setLabels] = useState({
    customer: row ? `${row.customer_code} - ${row.customer_name}` : '',
    product: row ? `${row.product_code} - ${row.product_name}` : '',
  });
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(customerProductCodeInput as never) as unknown as Resolver<Values>,
    defaultValues: {
      id: row ? String(row.id) : '',
      customer_id: row ? String(row.customer_id) : '',
      product_id: row ? String(row.product_id) : '',
      smpp_product_code: row?.smpp_product_code ?? '',
      template_product_name: row?.template_product_name ?? '',
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    if (!(await confirmAction('Are you sure?', M.confirmSave, 'Yes'))) return;
    try {
      // The resolver hands over the schema's output: ids as numbers, a blank name as null.
      const res = await withProgress(PLEASE_WAIT_SAVING, () => save.run({ body: values as never }));
      onClose();
      await showSuccess('Success', res.code === Codes.CREATED ? 'The customer product code was added.' : 'The customer product code was updated.');
    } catch (err) {
      const e = toApiError(err);
      const onFields = Object.entries(e.fields).filter(([k]) => (FIELDS as readonly string[]).includes(k));
      for (const [k, msgs] of onFields) setError(k as Path<Values>, { type: 'server', message: msgs.join(' ') });
      if (e.isNetwork || e.status >= 500) await showError('Oops...', M.tryAgain);
      else if (!onFields.length) await showError('Error', e.messages.join('\n'));
    }
  });

  const fieldError = (name: keyof Values) =>
    errors[name]?.message ? (
      <Form.Control.Feedback type="invalid" id={`${formId}-${name}-error`} className="d-block">
        {errors[name]?.message}
      </Form.Control.Feedback>
    ) : null;
  const described = (name: keyof Values) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${formId}-${name}-error` } : {});

  return (
    <FormModal title="Form Details" formId={formId} onSubmit={onSubmit} onClose={onClose} saving={formState.isSubmitting} submitLabel="Save">
      <div className="mb-3">
        <Controller
          name="customer_id"
          control={control}
          render={({ field }) => (
            <SearchSelect
              label="Customer"
              required
              value={field.value}
              valueLabel={labels.customer}
              onChange={(v, o) => {
                field.onChange(v);
                setLabels((l) => ({ ...l, customer: o?.label ?? '' }));
              }}
              loadOptions={searchCustomers}
              className=""
            />
          )}
        />
        {fieldError('customer_id')}
      </div>
      <div className="mb-3">
        <Controller
          name="product_id"
          control={control}
          render={({ field }) => (
            <SearchSelect
              label="Product"
              required
              value={field.value}
              valueLabel={labels.product}
              onChange={(v, o) => {
                field.onChange(v);
                setLabels((l) => ({ ...l, product: o?.label ?? '' }));
              }}
              loadOptions={searchProducts}
              className=""
            />
          )}
        />
        {fieldError('product_id')}
      </div>
      <div className="mb-3">
        <Form.Label htmlFor={`${formId}-code`}>
          Customer Product Code
        </Form.Label>
        <Form.Control id={`${formId}-code`} isInvalid={Boolean(errors.smpp_product_code)} {...described('smpp_product_code')} {...register('smpp_product_code')} />
        {fieldError('smpp_product_code')}
      </div>
      <div className="mb-3">
        <Form.Label htmlFor={`${formId}-name`}>
          Template Product Name
        </Form.Label>
        <Form.Control
          id={`${formId}-name`}
          isInvalid={Boolean(errors.template_product_name)}
          aria-describedby={errors.template_product_name ? `${formId}-template_product_name-error` : `${formId}-name-help`}
          aria-invalid={errors.template_product_name ? true : undefined}
          {...register('template_product_name')}
        />
        <Form.Text as="div" id={`${formId}-name-help`}>
          Printed on the customer&apos;s DR and SI instead of our product name; leave blank to print ours.
        </Form.Text>
        {fieldError('template_product_name')}
      </div>
    </FormModal>
  );
}
