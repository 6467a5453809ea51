import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  dealCustomerOptionsEp,
  approveDealEp,
  createDealEp,
  DEAL_FIELD_LABELS,
  DEAL_KIND_LABELS,
  DEAL_KINDS,
  DEAL_LIMITS,
  DEAL_MESSAGES as M,
  DEAL_SCOPES,
  dealEditable,
  dealInput,
  dealWorkflow,
  updateDealEp,
  type DealDetail,
  type DealKind,
} from '../../../contract/customerDeals';
import { actionsAt } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import DateField from '../../components/filters/DateField';
import MultiSearchSelect from '../../components/filters/MultiSearchSelect';
import type { SelectOption } from '../../components/filters/SearchSelect';
import { SelectField, TextField } from '../../components/form/Fields';
import { useZodForm, type FormValues, type ZodForm } from '../../components/form/useZodForm';
import { usePermission } from '../../components/permissions';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';
import { todayManila } from '../../lib/dates';
import { customerLabel, searchDealCustomers } from './api';
import DealLines, { type LineProduct } from './DealLines';
import DealHistory, { DealStatusBadge } from './DealStatus';
import DeclineModal from './DeclineModal';
import { dealListRoute, dealRoute } from './routes';
import { Alert, Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

export interface DealFormProps {
  /** The deal shown; null for a new one. */
  deal: DealDetail | null;
  /** A new deal's kind, and the customer it is for (the customer view's link). */
  preset?: { kind: DealKind; customerCode: string | null };
  /** Opened from the approval queue (New): back and after a decision, it returns there. */
  fromNew?: boolean;
}

const GENERIC = 'Error occured. Please try again later.';
const KIND_OPTIONS = DEAL_KINDS.map((k) => ({ value: k, label: DEAL_KIND_LABELS[k] }));

function initialValues(deal: DealDetail | null, kind: DealKind): FormValues {
  if (!deal) return { kind, title: '', valid_from: todayManila(), valid_to: '', customer_ids: [], lines: [], remarks: '' };
  return {
    kind: deal.kind,
    title: deal.title,
    valid_from: deal.valid_from,
    valid_to: deal.valid_to ?? '',
    customer_ids: deal.customers.map((c) => c.customer_id),
    lines: deal.lines.map((l) => ({ product_id: l.product_id, srp: l.srp, moq: String(l.moq), free: String(l.free), discount: l.discount, rebate: l.rebate })),
    remarks: deal.remarks ?? '',
  };
}

/** A date of the form with its message (DateField draws the picker; the message and focus target are the form's). */
function DateInput({ form, name, label, required, disabled, minDate }: { form: ZodForm; name: string; label: string; required?: boolean; disabled: boolean; minDate?: string }) {
  const error = form.errors[name];
  return (
    <div className="col-md-3" data-field={name} tabIndex={-1}>
      <DateField label={label} value={String(form.values[name] ?? '')} onChange={(v) => form.set(name, v)} required={required} disabled={disabled} minDate={minDate} className="" />
      {error && <Form.Control.Feedback type="invalid" className="d-block">{error}</Form.Control.Feedback>}
    </div>
  );
}

/**
 * A deal: its type, name, validity, customers and products. Editable while a
 * draft or declined, by those who create deals: Save as Draft, or Submit for
 * Approval (after a confirmation). For approval, those who approve deals
 * Approve (confirmation) or Decline (with a reason). The contract's schema
 * checks the form before it is sent; the server's messages land on their fields.
 */
export default function DealForm({ deal, preset, fromNew = false }: DealFormProps) {
  const navigate = useNavigate();
  const canCreate = usePermission(DEAL_SCOPES.create);
  const editable = canCreate && dealEditable(deal?.status ?? null);
  const form = useZodForm(dealInput, initialValues(deal, preset?.kind ?? 'regular'));
  const [customers, setCustomers] = useState<SelectOption[]>(() => deal?.customers.map((c) => ({ value: String(c.customer_id), label: customerLabel(c) })) ?? []);
  const [products, setProducts] = useState<Record<number, LineProduct>>(() => Object.fromEntries((deal?.lines ?? []).map((l) => [l.product_id, l])));
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const writes = useWrites();
  const decisions = useWorkflowActions(dealWorkflow, { approve: approveDealEp });
  // Decline asks for a reason first (DeclineModal), so it is not one of the generic actions.
  const canDecline = usePermission(dealWorkflow.actions.decline.scope) && actionsAt(dealWorkflow, deal?.status ?? null).includes('decline');
  const canApprove = decisions.allowed(deal?.status ?? null).includes('approve');
  const kind = String(form.values.kind) as DealKind;
  const backTo = fromNew ? dealListRoute('new') : dealListRoute(deal?.kind ?? preset?.kind ?? 'regular');

  // Opened from a customer's Products & Discounts tab: the deal starts with that customer.
  const presetCode = deal ? null : (preset?.customerCode ?? null);
  const { set } = form;
  const presetRead = useRead(dealCustomerOptionsEp, { query: { search: presetCode ?? undefined } }, { skip: !presetCode });
  // Not found or not answered: the customer is picked by hand.
  const presetCustomer = presetRead.data?.find((c) => c.customer_code === presetCode);
  useEffect(() => {
    if (!presetCustomer) return;
    setCustomers([{ value: String(presetCustomer.customer_id), label: customerLabel(presetCustomer) }]);
    set('customer_ids', [presetCustomer.customer_id]);
  }, [presetCustomer, set]);

  async function save(submit: 0 | 1) {
    setServerError('');
    const parsed = form.validate();
    if (!parsed) return;
    const a = dealWorkflow.actions.submit;
    if (submit === 1 && !(await confirmAction(a.confirm!.title, a.confirm!.text, 'Yes, submit'))) return;
    setSaving(true);
    try {
      const body = { ...parsed, submit };
      const res = await withProgress(PLEASE_WAIT_SAVING, () =>
        deal ? writes.runOn(updateDealEp, { params: { customer_discount_batch_hdr_id: deal.customer_discount_batch_hdr_id }, body }) : writes.runOn(createDealEp, { body }),
      );
      toast.success(submit ? M.submitted : M.saved);
      if (submit) navigate(dealListRoute(parsed.kind));
      else if (!deal) navigate(dealRoute(res.result.customer_discount_batch_hdr_id), { replace: true });
    } catch (err) {
      const e = toApiError(err);
      setServerError(e.isNetwork || e.status >= 500 ? GENERIC : form.applyServer(e).join('\n'));
    } finally {
      setSaving(false);
    }
  }

  async function approve() {
    if (deal && (await decisions.run('approve', { body: { customer_discount_batch_hdr_id: deal.customer_discount_batch_hdr_id } }))) navigate(backTo);
  }

  const title = deal ? `Deal ${deal.batch_no}` : `Create ${DEAL_KIND_LABELS[kind] ?? ''} Deal`;
  const customerError = form.errors.customer_ids;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">
          {title} {deal && <DealStatusBadge status={deal.status} />}
        </h1>
        <LinkButton size="sm" to={backTo}>
          Back to list
        </LinkButton>
      </div>
      {deal && <DealHistory deal={deal} />}
      {deal && !editable && deal.status !== 3 && canCreate && <p className="small text-muted">An approved deal cannot be changed: create a new deal to change these terms.</p>}
      <form ref={(el) => void (form.rootRef.current = el)} noValidate onSubmit={(e) => e.preventDefault()} aria-label={title}>
        {serverError && (
          <Alert variant="danger" transition={false} className="py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverError}
          </Alert>
        )}
        <fieldset disabled={!editable || saving}>
          <div className="row g-3">
            <SelectField form={form} name="kind" label={DEAL_FIELD_LABELS.kind} options={KIND_OPTIONS} required col="col-md-3" />
            <TextField form={form} name="title" label={DEAL_FIELD_LABELS.title} required col="col-md-9" maxLength={DEAL_LIMITS.title} placeholder="e.g. Mercury Drug 2026 standing terms" />
            <DateInput form={form} name="valid_from" label={DEAL_FIELD_LABELS.valid_from} required disabled={!editable || saving} />
            <DateInput
              form={form}
              name="valid_to"
              label={DEAL_FIELD_LABELS.valid_to}
              required={kind === 'promotional'}
              disabled={!editable || saving}
              minDate={String(form.values.valid_from ?? '') || undefined}
            />
            <div className="col-md-6" data-field="customer_ids" tabIndex={-1}>
              <MultiSearchSelect
                label={DEAL_FIELD_LABELS.customer_ids}
                value={customers}
                onChange={(opts) => {
                  setCustomers(opts);
                  form.set(
                    'customer_ids',
                    opts.map((o) => Number(o.value)),
                  );
                }}
                loadOptions={searchDealCustomers}
                required
                disabled={!editable || saving}
                className=""
              />
              {customerError && <Form.Control.Feedback type="invalid" className="d-block">{customerError}</Form.Control.Feedback>}
            </div>
            <div className="col-12">
              <Form.Label htmlFor="deal-remarks" className="small mb-0">
                {DEAL_FIELD_LABELS.remarks}
              </Form.Label>
              <Form.Control
                id="deal-remarks"
                data-field="remarks"
                as="textarea" size="sm" isInvalid={Boolean(form.errors.remarks)}
                rows={2}
                maxLength={DEAL_LIMITS.remarks}
                value={String(form.values.remarks ?? '')}
                onChange={(e) => form.set('remarks', e.target.value)}
              />
              {form.errors.remarks && <Form.Control.Feedback type="invalid" className="d-block">{form.errors.remarks}</Form.Control.Feedback>}
            </div>
          </div>
          <DealLines form={form} products={products} onProduct={(id, p) => setProducts((all) => ({ ...all, [id]: p }))} disabled={!editable || saving} />
        </fieldset>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {editable && (
            <>
              <Button variant="outline-primary" onClick={() => void save(0)} disabled={saving}>
                {dealWorkflow.actions.update.label}
              </Button>
              <Button onClick={() => void save(1)} disabled={saving}>
                {dealWorkflow.actions.submit.label}
              </Button>
            </>
          )}
          {deal && canApprove && (
            <Button variant="success" onClick={() => void approve()} disabled={decisions.busy}>
              {dealWorkflow.actions.approve.label}
            </Button>
          )}
          {deal && canDecline && (
            <Button variant="danger" onClick={() => setDeclining(true)} disabled={decisions.busy}>
              {dealWorkflow.actions.decline.label}
            </Button>
          )}
        </div>
      </form>
      {declining && deal && (
        <DeclineModal
          dealId={deal.customer_discount_batch_hdr_id}
          batchNo={deal.batch_no}
          onClose={() => setDeclining(false)}
          onDeclined={() => {
            setDeclining(false);
            toast.success(`${dealWorkflow.noun} ${deal.batch_no} ${dealWorkflow.actions.decline.done}.`);
            navigate(backTo);
          }}
        />
      )}
    </div>
  );
}
