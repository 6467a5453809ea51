import { useId, useRef } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_FIELD_LABELS,
  ACCOUNT_TYPES,
  accountDraftInput,
  coaDraftUpdateEp,
  coaHeaderOptionsEp,
  coaStoreEp,
  type AccountDraftRow,
  type AccountRow,
} from '../../../contract/chartOfAccounts';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { Button, Form } from 'react-bootstrap';

/** What the form edits: a new account, a change of an account, or a draft again. */
export type AccountFormTarget = { kind: 'new' } | { kind: 'change'; account: AccountRow } | { kind: 'draft'; draft: AccountDraftRow };

const TEXT_FIELDS = ['account_name', 'account_group', 'account_sub_group', 'account_line_item', 'account_sub_line_item'] as const;

function defaultsOf(t: AccountFormTarget): FieldValues {
  const src: Partial<AccountRow & AccountDraftRow> = t.kind === 'change' ? t.account : t.kind === 'draft' ? t.draft : {};
  return {
    account_code: src.account_code ?? '',
    account_name: src.account_name ?? '',
    account_type: src.account_type ?? '',
    account_group: src.account_group ?? '',
    account_sub_group: src.account_sub_group ?? '',
    account_line_item: src.account_line_item ?? '',
    account_sub_line_item: src.account_sub_line_item ?? '',
    normal_side: src.normal_side ?? '',
    is_header: src.is_header ?? false,
    parent_code: src.parent_code ?? '',
    description: src.description ?? '',
    active: src.active ?? true,
    remarks: t.kind === 'draft' ? (t.draft.remarks ?? '') : '',
    submit: false,
  };
}

/**
 * The account form: every change is saved as a draft (or saved and submitted
 * for approval at once); the chart changes only when someone else approves.
 * The code of an existing account is fixed: its postings name it.
 */
export default function AccountForm({ target, onClose }: { target: AccountFormTarget; onClose: () => void }) {
  const formId = useId();
  const store = useWrite(coaStoreEp);
  const update = useWrite(coaDraftUpdateEp);
  const headers = useRead(coaHeaderOptionsEp);
  const submitting = useRef(false);
  const form = useForm<FieldValues>({ resolver: zodResolver(accountDraftInput as never) as unknown as Resolver<FieldValues>, defaultValues: defaultsOf(target) });
  const { register, handleSubmit, setError, formState } = form;
  const codeFixed = target.kind === 'change' || (target.kind === 'draft' && target.draft.kind === 'change');
  const title =
    target.kind === 'new' ? 'New Account (draft)' : target.kind === 'change' ? `Change Account ${target.account.account_code} (draft)` : `Edit Draft ${target.draft.draft_no}`;

  const onSubmit = handleSubmit(async (values) => {
    const submit = submitting.current;
    submitting.current = false;
    const question = submit ? 'Save the draft and submit it for approval?' : 'Save this draft? The chart changes only once the draft is approved.';
    if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
    const body = { ...values, submit } as never;
    try {
      if (target.kind === 'draft') await update.run({ params: { id: target.draft.draft_id }, body });
      else await store.run({ body: target.kind === 'change' ? ({ ...(body as object), account_id: target.account.account_id } as never) : body });
      onClose();
      await showSuccess('Success', submit ? 'The draft was submitted for approval.' : 'The draft was saved.', 1500);
    } catch (err) {
      const e = toApiError(err);
      const onFields = Object.entries(e.fields).filter(([k]) => k in ACCOUNT_FIELD_LABELS);
      for (const [k, msgs] of onFields) setError(k as Path<FieldValues>, { type: 'server', message: msgs.join(' ') });
      if (!onFields.length) setError('root.server', { type: 'server', message: e.messages.join('\n') });
      if (e.isNetwork || e.status >= 500) await showError('Oops...', 'Error occured. Please try again later.');
    }
  });

  const field = (key: string, label: string, input: (common: Record<string, unknown>) => React.ReactNode) => {
    const id = `${formId}-${key}`;
    const error = formState.errors[key]?.message as string | undefined;
    const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, ...register(key) };
    return (
      <div className="col-md-6 mb-3" key={key}>
        <Form.Label htmlFor={id}>
          {label}
        </Form.Label>
        {input(common)}
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
            {error}
          </Form.Control.Feedback>
        )}
      </div>
    );
  };
  const check = (key: 'is_header' | 'active') => (
    <Form.Check className="col-md-6 mb-3 ms-2" key={key}>
      <Form.Check.Input type="checkbox"  id={`${formId}-${key}`} {...register(key)} />
      <Form.Check.Label  htmlFor={`${formId}-${key}`}>
        {ACCOUNT_FIELD_LABELS[key]}
      </Form.Check.Label>
      {formState.errors[key] && <Form.Control.Feedback type="invalid" className="d-block">{String(formState.errors[key]?.message)}</Form.Control.Feedback>}
    </Form.Check>
  );
  const saving = formState.isSubmitting;

  return (
    <FormModal
      title={title}
      size="lg"
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel="Save Draft"
      serverError={formState.errors.root?.server?.message}
      extraActions={
        <Button type="submit" form={formId} className="me-auto" disabled={saving} onClick={() => (submitting.current = true)}>
          Save and Submit for Approval
        </Button>
      }
    >
      <div className="row">
        {field('account_code', ACCOUNT_FIELD_LABELS.account_code, (c) => <Form.Control  readOnly={codeFixed} {...c} />)}
        {field('account_type', ACCOUNT_FIELD_LABELS.account_type, (c) => (
          <Form.Select  {...c}>
            <option value="">Select…</option>
            {ACCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Form.Select>
        ))}
        {TEXT_FIELDS.map((k) => field(k, ACCOUNT_FIELD_LABELS[k], (c) => <Form.Control  {...c} />))}
        {field('normal_side', ACCOUNT_FIELD_LABELS.normal_side, (c) => (
          <Form.Select  {...c}>
            <option value="">Select…</option>
            <option value="D">Debit</option>
            <option value="C">Credit</option>
          </Form.Select>
        ))}
        {field('parent_code', ACCOUNT_FIELD_LABELS.parent_code, (c) => (
          <Form.Select  {...c}>
            <option value="">{headers.isLoading ? 'Loading header accounts…' : headers.error ? 'Header accounts could not be loaded' : 'None'}</option>
            {(headers.data ?? []).map((h) => (
              <option key={h.account_code} value={h.account_code}>
                {h.label}
              </option>
            ))}
          </Form.Select>
        ))}
        {check('is_header')}
        {check('active')}
        {field('description', ACCOUNT_FIELD_LABELS.description, (c) => <Form.Control as="textarea" rows={2} {...c} />)}
        {field('remarks', 'Remarks for the approver', (c) => <Form.Control as="textarea" rows={2} {...c} />)}
      </div>
    </FormModal>
  );
}
