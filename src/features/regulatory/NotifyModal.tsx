import { useId } from 'react';
import { NOTIFICATION_CHANNELS, recallNotifyEp, recallNotifyInput, type RecallDetail } from '../../../contract/recalls';
import { useWrite } from '../../api/kitApi';
import { showSuccess } from '../../components/dialogs';
import { ChoiceList, SelectField, TextAreaField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { useFormSubmit } from '../../components/form/useFormSubmit';
import FormModal from '../../components/FormModal';
import { Row } from 'react-bootstrap';

/** Logs how and when the chosen customers were told of the recall (all of them chosen at first). */
export default function NotifyModal({ recall, onClose }: { recall: RecallDetail; onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(recallNotifyInput, { customer_ids: recall.customers.map((c) => c.customer_id), channel: 'letter', remarks: '' });
  const notify = useWrite(recallNotifyEp);

  const { saving, serverError, submit } = useFormSubmit(form);
  const log = submit(async (body) => {
    await notify.run({ params: { recall_id: recall.recall_id }, body });
    onClose();
    await showSuccess('Logged', `${body.customer_ids.length} notification(s) logged.`, 1500);
  });

  return (
    <FormModal title={`Log Notification — ${recall.recall_no}`} size="lg" formId={formId} onSubmit={log} onClose={onClose} saving={saving} submitLabel="Log Notification" serverError={serverError}>
      <Row className="g-3">
        <SelectField form={form} name="channel" label="Channel" required col="col-md-4" options={NOTIFICATION_CHANNELS} />
        <TextAreaField form={form} name="remarks" label="Remarks" col="col-md-8" rows={2} maxLength={500} />
        <ChoiceList
          form={form}
          name="customer_ids"
          label="Customers notified"
          col="col-12"
          options={recall.customers.map((c) => ({ value: c.customer_id, label: `${c.customer_code} ${c.customer_name}${c.notifications ? ` (notified ${c.notifications}×)` : ''}` }))}
        />
      </Row>
    </FormModal>
  );
}
