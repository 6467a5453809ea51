import { useId, useState } from 'react';
import { Controller, useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES } from '../../../contract/passwordPolicy';
import { createUserInput, FILL_REQUIRED, updateUserInput, type UserDetail } from '../../../contract/users';
import { toApiError } from '../../api/ApiError';
import { confirmAction, showError } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import { FilePicker } from '../../components/upload';
import { searchDepartments, searchJobs } from './lookups';
import { Alert, Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

interface UserFormProps {
  /** The user being edited; null for Add User. */
  user: UserDetail | null;
  /** Sends the checked values; resolves to the saved user, throws the ApiError otherwise. */
  save: (values: FieldValues) => Promise<{ result: UserDetail }>;
  /** Sends a chosen signature image for the saved user (its own call, after the form's). */
  sendSignature: (userId: number, file: File) => Promise<unknown>;
  /** Saved; `signatureFailed` when the user was saved but the signature was not (already said in a dialog). */
  onSaved: (userId: number, signatureFailed: boolean) => void;
}

const TEXT_FIELDS = [
  { key: 'username', label: 'Username', autoComplete: 'off' },
  { key: 'employee_no', label: 'Employee No.' },
  { key: 'first_name', label: 'First Name' },
  { key: 'last_name', label: 'Last Name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'contact_no', label: 'Contact No.', type: 'tel' },
] as const;

const SERVER_FIELDS = ['username', 'employee_no', 'first_name', 'last_name', 'email', 'contact_no', 'password', 'department_id', 'job_id', 'otp_via'];

function defaultsOf(user: UserDetail | null): FieldValues {
  return {
    username: user?.username ?? '',
    employee_no: user?.employee_no ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    contact_no: user?.contact_no ?? '',
    department_id: user?.department ? String(user.department.department_id) : '',
    job_id: user?.job ? String(user.job.job_id) : '',
    is_otp: user?.is_otp ?? false,
    otp_via: user?.otp_via ?? null,
    ...(user ? {} : { password: '' }),
  };
}

/**
 * Add User and Edit User (spec 002 §2.5, §4, §5): one form, the password only
 * when adding (with the policy's rules shown), department and job from
 * searchable lookups, the OTP switch with its email/sms choice. Checked with
 * the contract's schema; a missing field says "Please fill up required
 * fields." and marks the field; the server's refusals land on their fields.
 */
export default function UserForm({ user, save, sendSignature, onSaved }: UserFormProps) {
  const isNew = user === null;
  const formId = useId();
  const schema = isNew ? createUserInput : updateUserInput;
  const form = useForm<FieldValues>({ resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>, defaultValues: defaultsOf(user), mode: 'onSubmit' });
  const { register, handleSubmit, setError, formState, watch, setValue, control } = form;
  const isOtp = watch('is_otp') as boolean;
  const otpVia = watch('otp_via') as 'email' | 'sms' | null;
  const err = (k: string) => formState.errors[k]?.message as string | undefined;
  const [signature, setSignature] = useState<File | null>(null);

  const onSubmit = handleSubmit(
    async (values) => {
      const question = isNew ? 'Are you sure you want to add new user?' : 'Are you sure you want to update this user?';
      if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
      try {
        // The spec's 0/1 for the switch (002 §4: on sets is_otp to 1).
        const saved = await save({ ...values, is_otp: values.is_otp ? 1 : 0 });
        const userId = saved.result.user_id;
        let signatureFailed = false;
        if (signature) {
          try {
            await sendSignature(userId, signature);
          } catch (e) {
            signatureFailed = true;
            const apiErr = toApiError(e);
            const why = apiErr.isNetwork || apiErr.status >= 500 ? 'Unable to save data.' : apiErr.messages.join('\n');
            await showError('Oops...', `The user was saved, but the signature was not. ${why}`);
          }
        }
        onSaved(userId, signatureFailed);
      } catch (e) {
        const apiErr = toApiError(e);
        const onFields = Object.entries(apiErr.fields).filter(([k]) => SERVER_FIELDS.includes(k));
        for (const [k, msgs] of onFields) setError(k as Path<FieldValues>, { type: 'server', message: msgs.join(' ') });
        if (!onFields.length) await showError('Oops...', apiErr.isNetwork || apiErr.status >= 500 ? 'Unable to save data.' : apiErr.messages.join('\n'));
      }
    },
    () => setError('root.required', { type: 'client', message: FILL_REQUIRED }),
  );

  const field = (key: string, label: string, input: React.ReactNode, hint?: React.ReactNode) => (
    <div className="col-md-6 mb-3" key={key}>
      <Form.Label htmlFor={`${formId}-${key}`}>
        {label} <span className="text-danger" aria-hidden="true">*</span>
      </Form.Label>
      {input}
      {hint}
      {err(key) && (
        <Form.Control.Feedback type="invalid" id={`${formId}-${key}-error`} className="d-block">
          {err(key)}
        </Form.Control.Feedback>
      )}
    </div>
  );
  const inputProps = (key: string) => ({
    id: `${formId}-${key}`,
    className: `form-control${err(key) ? ' is-invalid' : ''}`,
    'aria-invalid': err(key) ? true : undefined,
    'aria-required': true,
    'aria-describedby': [err(key) ? `${formId}-${key}-error` : '', key === 'password' ? `${formId}-password-rules` : ''].filter(Boolean).join(' ') || undefined,
    ...register(key),
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} style={{ maxWidth: 860 }}>
      {formState.errors.root?.required && Object.keys(formState.errors).length > 1 && (
        <Alert variant="danger" transition={false} className="py-2" role="alert">
          {FILL_REQUIRED}
        </Alert>
      )}
      <div className="row">
        {TEXT_FIELDS.map((f) => field(f.key, f.label, <input type={'type' in f ? f.type : 'text'} autoComplete={'autoComplete' in f ? f.autoComplete : undefined} {...inputProps(f.key)} />))}
        {isNew &&
          field(
            'password',
            'Password',
            <input type="password" autoComplete="new-password" {...inputProps('password')} />,
            <ul id={`${formId}-password-rules`} className="small text-muted mb-0 mt-1" aria-label="Password rules">
              {PASSWORD_RULES.map((r) => (
                <li key={r}>{r}</li>
              ))}
              <li>The user changes it at first sign-in</li>
            </ul>,
          )}
        {(['department_id', 'job_id'] as const).map((key) => (
          <div className="col-md-6 mb-3" key={key}>
            <Controller
              control={control}
              name={key}
              render={({ field: f }) => (
                <SearchSelect
                  id={`${formId}-${key}`}
                  className=""
                  label={key === 'department_id' ? 'Department' : 'Job Title'}
                  required
                  value={String(f.value ?? '')}
                  valueLabel={key === 'department_id' ? user?.department?.department_name : user?.job?.job_name}
                  onChange={(v) => f.onChange(v)}
                  loadOptions={key === 'department_id' ? searchDepartments : searchJobs}
                />
              )}
            />
            {err(key) && <Form.Control.Feedback type="invalid" className="d-block">{err(key)}</Form.Control.Feedback>}
          </div>
        ))}
      </div>
      <fieldset className="mb-3">
        <Form.Label as="legend" className="fs-6">One-time password</Form.Label>
        <Form.Check type="switch">
          <Form.Check.Input
            id={`${formId}-is_otp`}
            type="checkbox"
            role="switch"
            
            checked={Boolean(isOtp)}
            // §4: on sets email; off clears the channel.
            onChange={(e) => {
              setValue('is_otp', e.target.checked);
              setValue('otp_via', e.target.checked ? 'email' : null);
            }}
          />
          <Form.Check.Label  htmlFor={`${formId}-is_otp`}>
            Require a one-time password at sign-in
          </Form.Check.Label>
        </Form.Check>
        {isOtp && (
          <div className="d-flex gap-3 mt-2">
            {(['email', 'sms'] as const).map((via) => (
              <Form.Check  key={via}>
                <Form.Check.Input
                  id={`${formId}-otp-${via}`}
                  type="checkbox"
                  
                  checked={otpVia === via}
                  // Email and SMS exclude each other; unchecking the chosen one clears the channel.
                  onChange={(e) => setValue('otp_via', e.target.checked ? via : null)}
                />
                <Form.Check.Label  htmlFor={`${formId}-otp-${via}`}>
                  {via === 'email' ? 'Email' : 'SMS'}
                </Form.Check.Label>
              </Form.Check>
            ))}
          </div>
        )}
        {err('otp_via') && <Form.Control.Feedback type="invalid" className="d-block">{err('otp_via')}</Form.Control.Feedback>}
      </fieldset>
      <div className="row mb-3">
        <FilePicker
          label="Signature (optional)"
          kind="image"
          file={signature}
          onFile={setSignature}
          current={user?.signature_file_path ? { file_name: `Signature of ${user.username}`, path: user.signature_file_path } : null}
        />
      </div>
      <div className="d-flex gap-2">
        <Button type="submit"  disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <LinkButton to="/user-control" >
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}
