import { useId, useState, type ReactNode } from 'react';
import { formatMoney } from '../../lib/money';
import {
  NTC_CATEGORIES,
  NTC_DEFAULTS,
  NTC_MODES,
  ntcCreateEp,
  ntcInput,
  ntcOptionsEp,
  ntcPayorsEp,
  ntcVat,
  PAYOR_TYPES,
  type NtcCategory,
  type NtcDetail,
  type NtcMode,
  type PayorType,
} from '../../../contract/treasuryPayments';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { todayManila } from '../../lib/dates';
import { Form } from 'react-bootstrap';

type Form = {
  collection_date: string;
  payor_type: PayorType;
  payor_id: string;
  payor_name: string;
  payor_tin: string;
  category: NtcCategory;
  account_code: string;
  amount: string;
  vatable: boolean;
  cwt: string;
  mode: NtcMode;
  bank_account_id: string;
  check_bank: string;
  check_no: string;
  check_date: string;
  particulars: string;
};

const blank = (): Form => ({
  collection_date: todayManila(),
  payor_type: 'other',
  payor_id: '',
  payor_name: '',
  payor_tin: '',
  category: 'rental',
  account_code: NTC_DEFAULTS.rental.account,
  amount: '',
  vatable: NTC_DEFAULTS.rental.vatable,
  cwt: '',
  mode: 'cash',
  bank_account_id: '',
  check_bank: '',
  check_no: '',
  check_date: '',
  particulars: '',
});

/**
 * Records a non-trade collection. The type of collection proposes the account
 * credited and whether VAT applies; the VAT (12/112) and the money received
 * are shown as the server will post them. Saving asks first: it posts.
 */
export default function NtcFormModal({ onClose, onSaved }: { onClose: () => void; onSaved: (d: NtcDetail) => void }) {
  const formId = useId();
  const [f, setF] = useState<Form>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const options = useRead(ntcOptionsEp);
  const payors = useRead(ntcPayorsEp, { query: { payor_type: f.payor_type === 'other' ? 'supplier' : f.payor_type } }, { skip: f.payor_type === 'other' });
  const save = useWrite(ntcCreateEp);
  const set = (patch: Partial<Form>) => setF((x) => ({ ...x, ...patch }));
  const cheque = f.mode === 'check' || f.mode === 'dated_check';
  const vat = ntcVat(f.amount.replace(/,/g, ''), f.vatable);

  const bodyOf = () => ({
    ...f,
    payor_id: f.payor_type === 'other' ? null : f.payor_id,
    payor_name: f.payor_type === 'other' ? f.payor_name : null,
    bank_account_id: f.mode === 'cash' ? null : f.bank_account_id,
    check_bank: cheque ? f.check_bank : null,
    check_no: cheque ? f.check_no : null,
    check_date: cheque && f.check_date ? f.check_date : null,
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError('');
    const parsed = ntcInput.safeParse(bodyOf());
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (!(await confirmAction('Record the collection?', `${NTC_CATEGORIES[f.category]} of ${formatMoney(parsed.data.amount)} (${NTC_MODES[f.mode]}). It is posted to the books at once.`, 'Record'))) return;
    try {
      const r = await save.run({ body: parsed.data });
      onSaved(r.result);
    } catch (err) {
      const x = toApiError(err);
      const fields = Object.fromEntries(Object.entries(x.fields).map(([k, v]) => [k, v.join(' ')]));
      setErrors(fields);
      if (!Object.keys(fields).length) setServerError(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join('\n'));
    }
  }

  const field = (name: keyof Form, label: string, control: (id: string, invalid: boolean) => ReactNode, required = false, width = 'col-md-4') => {
    const id = `${formId}-${name}`;
    return (
      <div className={width}>
        <Form.Label htmlFor={id} className="small mb-0">
          {label}
          {required && <span className="text-danger" aria-hidden="true"> *</span>}
        </Form.Label>
        {control(id, !!errors[name])}
        {errors[name] && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
            {errors[name]}
          </Form.Control.Feedback>
        )}
      </div>
    );
  };
  const input = (name: keyof Form, type = 'text', max?: number) => (id: string, invalid: boolean) => (
    <Form.Control
      id={id}
      type={type}
      size="sm" isInvalid={Boolean(invalid)}
      value={String(f[name])}
      maxLength={max}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(e) => set({ [name]: e.target.value } as Partial<Form>)}
    />
  );
  const select = (name: keyof Form, choices: [string, string][], onPick?: (v: string) => void, placeholder = true) => (id: string, invalid: boolean) => (
    <Form.Select
      id={id}
      size="sm" isInvalid={Boolean(invalid)}
      value={String(f[name])}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(e) => (onPick ? onPick(e.target.value) : set({ [name]: e.target.value } as Partial<Form>))}
    >
      {placeholder && <option value="">Select…</option>}
      {choices.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </Form.Select>
  );

  return (
    <FormModal title="Record Non-Trade Collection" size="lg" formId={formId} onSubmit={submit} onClose={onClose} saving={save.isLoading} submitLabel="Record" savingLabel="Recording…" serverError={serverError}>
      {options.error && (
        <p className="text-danger" role="alert">
          The accounts and bank accounts could not be loaded: {options.error.messages.join(' ')}
        </p>
      )}
      <div className="row g-2">
        {field('collection_date', 'Collection Date', input('collection_date', 'date'), true)}
        {field('category', 'Type of Collection', select('category', Object.entries(NTC_CATEGORIES), (v) => {
          const c = v as NtcCategory;
          set({ category: c, account_code: NTC_DEFAULTS[c].account, vatable: NTC_DEFAULTS[c].vatable });
        }, false), true)}
        {field('account_code', 'Account Credited', select('account_code', (options.data?.accounts ?? []).map((a) => [a.account_code, `${a.account_code} ${a.account_name}`])), true)}
        {field('payor_type', 'Payor Type', select('payor_type', Object.entries(PAYOR_TYPES), (v) => set({ payor_type: v as PayorType, payor_id: '' }), false), true)}
        {f.payor_type === 'other'
          ? field('payor_name', 'Payor Name', input('payor_name', 'text', 200), true)
          : field('payor_id', 'Payor', select('payor_id', (payors.data ?? []).map((p) => [String(p.payor_id), `${p.code} ${p.name}`])), true)}
        {field('payor_tin', 'TIN', input('payor_tin', 'text', 20))}
        {field('amount', 'Amount (VAT Inclusive)', input('amount', 'text', 16), true)}
        <div className="col-md-4 d-flex align-items-end">
          <Form.Check className="mb-1">
            <Form.Check.Input id={`${formId}-vatable`} type="checkbox"  checked={f.vatable} onChange={(e) => set({ vatable: e.target.checked })} />
            <Form.Check.Label htmlFor={`${formId}-vatable`} className="small">
              Subject to 12% VAT (output VAT {formatMoney(vat)})
            </Form.Check.Label>
          </Form.Check>
        </div>
        {field('cwt', 'Withholding Tax (2307)', input('cwt', 'text', 16))}
        {field('mode', 'Mode of Payment', select('mode', Object.entries(NTC_MODES), undefined, false), true)}
        {f.mode !== 'cash' && field('bank_account_id', 'Deposit To', select('bank_account_id', (options.data?.banks ?? []).map((b) => [String(b.bank_account_id), b.label])), true, 'col-md-8')}
        {cheque && field('check_bank', 'Drawee Bank', input('check_bank', 'text', 100), true)}
        {cheque && field('check_no', 'Check No.', input('check_no', 'text', 30), true)}
        {cheque && field('check_date', 'Check Date', input('check_date', 'date'), true)}
        {field('particulars', 'Particulars', input('particulars', 'text', 500), false, 'col-12')}
      </div>
      {f.mode === 'dated_check' && <p className="small text-muted mt-2 mb-0">A dated check is held in post-dated checks until its date, then deposited from the Dated Check page.</p>}
    </FormModal>
  );
}
