import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  MEMO_FIELD_LABELS as L,
  MEMO_LIMITS,
  MEMO_MESSAGES as M,
  MEMO_SCOPES,
  MEMO_TYPE_LABELS,
  createMemoEp,
  kindOf,
  kindOptions,
  memoActionEps,
  memoEditable,
  memoInput,
  memoInvoicesEp,
  memoWorkflows,
  updateMemoEp,
  vatCentsOf,
  type MemoDetail,
  type MemoType,
} from '../../../contract/memos';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import { DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { useZodForm, type FormValues } from '../../components/form/useZodForm';
import { usePermission } from '../../components/permissions';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { customerLabel, searchMemoCustomers } from './api';
import MemoHistory from './MemoHistory';
import ReturnModal from './ReturnModal';
import { memoListRoute, memoRoute } from './routes';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

export interface MemoFormProps {
  type: MemoType;
  /** The memo shown; null for a new one. */
  memo: MemoDetail | null;
  /** A new memo's customer (the route's customer code). */
  customerCode?: string | null;
}

const GENERIC = 'Error occured. Please try again later.';

/** Whole centavos of an amount typed by a person ("1,120.5"), or null when it is not one. */
function centsOf(text: unknown): number | null {
  const s = String(text ?? '').replace(/,/g, '').trim();
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
const pesos = (cents: number) => formatMoney((cents / 100).toFixed(2));

function initialValues(type: MemoType, memo: MemoDetail | null, customerCode: string | null | undefined): FormValues {
  if (!memo) return { memo_type: type, memo_kind: '', customer_code: customerCode ?? '', si_id: '', memo_date: todayManila(), amount: '', reason: '', remarks: '' };
  return {
    memo_type: memo.memo_type,
    memo_kind: memo.memo_kind,
    customer_code: memo.customer_code,
    si_id: String(memo.si_id),
    memo_date: memo.memo_date,
    amount: memo.amount,
    reason: memo.reason,
    remarks: memo.remarks ?? '',
  };
}

/**
 * A credit or debit memo: its type (each posts to its own account, some with
 * output VAT), the customer and one of its invoices, the date, the
 * VAT-inclusive amount and why. Editable while a draft or returned to its
 * maker, by those who write memos: Save as Draft, or Submit for Approval.
 * For approval, those who approve memos Approve (posts it), or Return to
 * Maker with a reason; its maker may cancel it until it is approved. A credit
 * memo above the invoice's open balance is refused here before it is sent
 * (and by the server, which checks again on approval).
 */
export default function MemoForm({ type, memo, customerCode }: MemoFormProps) {
  const navigate = useNavigate();
  const wf = memoWorkflows[type];
  const canCreate = usePermission(MEMO_SCOPES.create);
  const editable = canCreate && memoEditable(memo?.status ?? null);
  const form = useZodForm(memoInput, initialValues(type, memo, customerCode));
  const [customerText, setCustomerText] = useState(memo ? customerLabel(memo) : (customerCode ?? ''));
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const [returning, setReturning] = useState(false);
  const writes = useWrites();
  const actions = useWorkflowActions(wf, { approve: memoActionEps.approve, cancel: memoActionEps.cancel });
  const allowed = actions.allowed(memo?.status ?? null);
  const canReturn = usePermission(wf.actions.return.scope) && memo?.status === 1;
  const label = MEMO_TYPE_LABELS[type];
  const backTo = memoListRoute(type, memo ? undefined : 'draft');

  const code = String(form.values.customer_code ?? '');
  const invoicesRead = useRead(memoInvoicesEp, { query: { customer_code: code, memo_type: type } }, { skip: !code || !editable });
  const invoices = invoicesRead.data ?? [];
  const chosen = invoices.find((i) => String(i.si_id) === String(form.values.si_id));
  const invoiceOptions = [
    ...(memo && !invoices.some((i) => i.si_id === memo.si_id) ? [{ value: String(memo.si_id), label: `SI ${memo.si_number} (DR ${memo.dr_number}) · ${memo.invoice_date}` }] : []),
    ...invoices.map((i) => ({ value: String(i.si_id), label: `SI ${i.si_number} (DR ${i.dr_number}) · ${i.invoice_date} · balance ${formatMoney(i.balance)}` })),
  ];

  const kind = kindOf(type, String(form.values.memo_kind ?? ''));
  const cents = centsOf(form.values.amount);
  const vatCents = cents === null ? null : vatCentsOf(cents, kind?.vat ?? false);

  /** The form's own rule before sending: a credit memo within the chosen invoice's balance. */
  function overBalance(): boolean {
    if (type !== 'credit' || !chosen || cents === null) return false;
    const balance = centsOf(chosen.balance) ?? 0;
    if (cents <= balance) return false;
    form.setErrors({ ...form.errors, amount: M.overBalance(chosen.si_number, formatMoney(chosen.balance)) });
    return true;
  }

  async function save(submit: 0 | 1) {
    setServerError('');
    const parsed = form.validate();
    if (!parsed || overBalance()) return;
    const a = wf.actions.submit;
    if (submit === 1 && !(await confirmAction(a.confirm!.title, a.confirm!.text, 'Yes, submit'))) return;
    setSaving(true);
    try {
      const body = { ...parsed, submit };
      const res = await withProgress(PLEASE_WAIT_SAVING, () => (memo ? writes.runOn(updateMemoEp, { params: { memo_id: memo.memo_id }, body }) : writes.runOn(createMemoEp, { body })));
      toast.success(submit ? M.submitted : M.saved);
      if (submit) navigate(memoListRoute(type, 'for-approval'));
      else if (!memo) navigate(memoRoute(type, res.result.memo_id), { replace: true });
    } catch (err) {
      const e = toApiError(err);
      setServerError(e.isNetwork || e.status >= 500 ? GENERIC : form.applyServer(e).join('\n'));
    } finally {
      setSaving(false);
    }
  }

  async function run(action: 'approve' | 'cancel') {
    if (memo && (await actions.run(action, { body: { memo_id: memo.memo_id } }))) navigate(memoListRoute(type, action === 'approve' ? 'approved' : 'cancelled'));
  }

  const title = memo ? `${label} ${memo.memo_no}` : `New ${label}`;
  const disabled = !editable || saving;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">
          {title} {memo && <Badge bg="secondary" className="align-middle">{wf.statuses[memo.status]}</Badge>}
        </h1>
        <LinkButton size="sm" to={backTo}>
          Back to list
        </LinkButton>
      </div>
      {memo && <MemoHistory memo={memo} />}
      <form ref={(el) => void (form.rootRef.current = el)} noValidate onSubmit={(e) => e.preventDefault()} aria-label={title}>
        {serverError && (
          <Alert variant="danger" transition={false} className="py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverError}
          </Alert>
        )}
        <fieldset disabled={disabled}>
          <div className="row g-3">
            <SelectField form={form} name="memo_kind" label={L.memo_kind} options={kindOptions(type)} required col="col-md-4" />
            <div className="col-md-8" data-field="customer_code" tabIndex={-1}>
              <SearchSelect
                label={L.customer_code}
                required
                value={code}
                valueLabel={customerText}
                onChange={(v, o) => {
                  form.patch({ customer_code: v, si_id: '' });
                  setCustomerText(o?.label ?? '');
                }}
                loadOptions={searchMemoCustomers}
                disabled={disabled}
                className=""
              />
              {form.errors.customer_code && <Form.Control.Feedback type="invalid" className="d-block">{form.errors.customer_code}</Form.Control.Feedback>}
            </div>
            <SelectField
              form={form}
              name="si_id"
              label={L.si_id}
              required
              col="col-md-8"
              options={invoiceOptions}
              placeholder={!code ? 'Choose the customer first' : invoicesRead.isFetching ? 'Loading invoices…' : invoicesRead.error ? 'Invoices could not be loaded' : invoiceOptions.length ? 'Select…' : 'No open invoices'}
            />
            <DateFormField form={form} name="memo_date" label={L.memo_date} required col="col-md-4" />
            <TextField form={form} name="amount" label={L.amount} required col="col-md-4" placeholder="0.00" />
            <div className="col-md-8 align-self-end small" role="status" aria-label="VAT split">
              {kind && vatCents !== null && cents !== null ? (
                kind.vat ? (
                  <>
                    Net of VAT <strong>{pesos(cents - vatCents)}</strong> · Output VAT 12 % <strong>{pesos(vatCents)}</strong>
                  </>
                ) : (
                  <>No output VAT on {kind.label.toLowerCase()}.</>
                )
              ) : null}
              {chosen && <span className="ms-2 text-muted">Invoice balance {formatMoney(chosen.balance)}</span>}
            </div>
            <TextField form={form} name="reason" label={L.reason} required col="col-12" maxLength={MEMO_LIMITS.reason} />
            <div className="col-12">
              <Form.Label htmlFor="memo-remarks" className="small mb-0">
                {L.remarks}
              </Form.Label>
              <Form.Control
                id="memo-remarks"
                data-field="remarks"
                as="textarea" size="sm" isInvalid={Boolean(form.errors.remarks)}
                rows={2}
                maxLength={MEMO_LIMITS.remarks}
                value={String(form.values.remarks ?? '')}
                onChange={(e) => form.set('remarks', e.target.value)}
              />
              {form.errors.remarks && <Form.Control.Feedback type="invalid" className="d-block">{form.errors.remarks}</Form.Control.Feedback>}
            </div>
          </div>
        </fieldset>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {editable && (
            <>
              <Button variant="outline-primary" onClick={() => void save(0)} disabled={saving}>
                Save as Draft
              </Button>
              <Button onClick={() => void save(1)} disabled={saving}>
                {wf.actions.submit.label}
              </Button>
            </>
          )}
          {memo && allowed.includes('approve') && (
            <Button variant="success" onClick={() => void run('approve')} disabled={actions.busy}>
              {wf.actions.approve.label}
            </Button>
          )}
          {memo && canReturn && (
            <Button variant="warning" onClick={() => setReturning(true)} disabled={actions.busy}>
              {wf.actions.return.label}
            </Button>
          )}
          {memo && allowed.includes('cancel') && (
            <Button variant="outline-danger" onClick={() => void run('cancel')} disabled={actions.busy}>
              {wf.actions.cancel.label} {label}
            </Button>
          )}
        </div>
      </form>
      {returning && memo && (
        <ReturnModal
          memo={memo}
          onClose={() => setReturning(false)}
          onReturned={() => {
            setReturning(false);
            toast.success(`${wf.noun} ${memo.memo_no} ${wf.actions.return.done}.`);
            navigate(memoListRoute(type, 'returned'));
          }}
        />
      )}
    </div>
  );
}
