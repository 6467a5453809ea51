import { useEffect, useId, useState } from 'react';
import { RECALL_CLASSES, recallBatchesEp, recallCreateEp, recallCreateInput } from '../../../contract/recalls';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import { ChoiceList, SelectField, TextAreaField, TextField, DateFormField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { useFormSubmit } from '../../components/form/useFormSubmit';
import FormModal from '../../components/FormModal';
import { todayManila } from '../../lib/dates';
import { ReadState } from '../../components/report/reportParts';
import { Alert, Row } from 'react-bootstrap';

const CLASS_OPTIONS = RECALL_CLASSES.map((c) => ({ value: c.value, label: `${c.label}: ${c.meaning}` }));

/**
 * Starts a recall: the product (its batches are then offered with what went to customers and what is on
 * hand), the batches, the class, the reason and the first day. The server checks the batches are the product's.
 */
export default function NewRecallModal({ onClose, onMade }: { onClose: () => void; onMade: (recallId: number) => void }) {
  const formId = useId();
  const form = useZodForm(recallCreateInput, { product_code: '', batch_ids: [], recall_class: '', reason: '', initiated_on: todayManila() });
  const [looked, setLooked] = useState('');
  const batches = useRead(recallBatchesEp, { query: { product_code: looked } }, { skip: !looked });
  const create = useWrite(recallCreateEp);
  // An unknown product: the server's words on the field, as a refusal of the form would put them.
  const lookupError = batches.isError ? batches.error?.fields.product_code?.join(' ') : undefined;
  const { setErrors } = form;
  useEffect(() => {
    if (lookupError) setErrors({ product_code: lookupError });
  }, [lookupError, setErrors]);

  const find = () => {
    const code = String(form.values.product_code ?? '').trim();
    form.set('batch_ids', []);
    setLooked(code);
  };
  const batchOptions = (batches.currentData ?? []).map((b) => ({
    value: b.batch_id,
    label: `${b.batch_no}: expiry ${b.expiry_date}, ${b.delivered.toLocaleString('en-PH')} delivered to customers, ${b.on_hand.toLocaleString('en-PH')} on hand`,
  }));

  const { saving, serverError, submit } = useFormSubmit(form);
  const start = submit(async (body) => {
    if (!(await confirmAction('Start this recall?', `Recall ${body.batch_ids.length} batch(es) of ${body.product_code}? Its customers are listed at once.`, 'Yes, start it'))) return;
    const res = await create.run({ body });
    await showSuccess('Recall started', `Recall ${res.result.recall_no} lists ${res.result.customers.length} customer(s).`, 1500);
    onMade(res.result.recall_id);
  });

  return (
    <FormModal title="New Recall" size="lg" formId={formId} onSubmit={start} onClose={onClose} saving={saving} submitLabel="Start Recall" savingLabel="Starting…" serverError={serverError}>
      <Row className="g-3">
        <TextField form={form} name="product_code" label="Product Code" required col="col-md-6" action={{ label: 'Find Batches', onClick: find }} />
        <DateFormField form={form} name="initiated_on" label="Initiated On" required col="col-md-3" />
        <SelectField form={form} name="recall_class" label="Class" required col="col-md-3" options={CLASS_OPTIONS} />
        {looked && !lookupError ? (
          <ReadState loading={batches.isFetching} failed={batches.isError} empty={!batchOptions.length} what={`batches of ${looked}`}>
            <ChoiceList form={form} name="batch_ids" label={`Batches of ${looked}`} options={batchOptions} col="col-12" />
          </ReadState>
        ) : (
          form.errors.batch_ids && <Alert variant="warning">Find the product's batches, then choose them.</Alert>
        )}
        <TextAreaField form={form} name="reason" label="Reason" required col="col-12" maxLength={1000} />
      </Row>
    </FormModal>
  );
}
