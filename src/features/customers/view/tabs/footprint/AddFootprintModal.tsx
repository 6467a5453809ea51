import { useId, useState, type FormEvent } from 'react';
import { createFootprintEp, FOOTPRINT_FILE_FIELDS, FOOTPRINT_MESSAGES, FOOTPRINT_NOTE_MAX, footprintInput } from '../../../../../../contract/customerFootprints';
import { toApiError } from '../../../../../api/ApiError';
import { useMultipartWrite } from '../../../../../api/kitApi';
import { confirmAction } from '../../../../../components/dialogs';
import FormModal from '../../../../../components/FormModal';
import { useZodForm } from '../../../../../components/form/useZodForm';
import { FilePicker, toFormData } from '../../../../../components/upload';
import NoteField from './NoteField';
import { showFootprintFailure, showFootprintOutcome } from './outcome';

/**
 * The Check Details modal (spec 002 §2.10): Notes/Remarks required, a
 * signature file optional. Checked with the contract's schema first, then
 * confirmed (§8), then sent as multipart. The outcome shows in the Footprint
 * Tracing dialog; a refusal also lands on its fields and keeps what was typed.
 * On success the modal closes and the list reloads (the write invalidates it).
 */
export default function AddFootprintModal({ customerCode, onClose }: { customerCode: string; onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(footprintInput, { customer_code: customerCode, note: '' });
  const [signature, setSignature] = useState<File | null>(null);
  const save = useMultipartWrite(createFootprintEp);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.validate()) return;
    if (!(await confirmAction(FOOTPRINT_MESSAGES.dialogTitle, FOOTPRINT_MESSAGES.confirmSave))) return;
    try {
      const res = await save.run({ body: toFormData({ customer_code: customerCode, note: String(form.values.note ?? '') }, { signature }) });
      onClose();
      await showFootprintOutcome(res.code, FOOTPRINT_MESSAGES.saved);
    } catch (err) {
      const error = toApiError(err);
      form.applyServer(error);
      await showFootprintFailure(error);
    }
  }

  const signatureError = form.errors.signature;
  // Choosing another file answers the server's word on the last one.
  const chooseSignature = (file: File | null) => {
    setSignature(file);
    form.setErrors(({ signature: _answered, ...rest }) => rest);
  };
  return (
    <FormModal title="Check Details" formId={formId} onSubmit={(e) => void submit(e)} onClose={onClose} saving={save.isLoading} submitLabel="Save">
      <NoteField form={form} name="note" label="Notes/Remarks" maxLength={FOOTPRINT_NOTE_MAX} focusOnMount />
      <div className="row">
        <FilePicker label={FOOTPRINT_FILE_FIELDS.signature} kind="document" file={signature} onFile={chooseSignature} />
      </div>
      {signatureError && (
        <div className="text-danger small" role="alert">
          {signatureError}
        </div>
      )}
    </FormModal>
  );
}
