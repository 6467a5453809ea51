import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Col, Form, Row, Stack } from 'react-bootstrap';
import { pesos } from '../../../contract/collections';
import {
  PAYEE_TYPES,
  pvAccountsEp,
  pvAtcListEp,
  pvCreateEp,
  pvDraftEp,
  pvDraftInput,
  pvFigures,
  pvInput,
  pvIrListEp,
  pvPayeesEp,
  pvSetupOptionsEp,
  pvUpdateEp,
  type PayeeType,
  type PvDetail,
  type SetupOption,
} from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import VoucherLinesTable, { withoutTrailingBlanks, type DimensionOption } from '../../components/VoucherLinesTable';
import { formatMoney } from '../../lib/money';
import AssetReceiptPicker from './AssetReceiptPicker';
import { emptyLine, type PvFormState } from './draftState';
import { pvPath } from './paths';
import PvEwtTable from './PvEwtTable';

/** A cost center, program or division as the lines offer it: code and name. */
const labelled = (options: SetupOption[] | undefined): DimensionOption[] | undefined => options?.map((o) => ({ id: o.id, label: `${o.code} - ${o.name}` }));

const cents = (s: string) => Math.round(Number(s) * 100);
const orNull = (s: string) => (s.trim() === '' ? null : s);
const idOrNull = (s: string) => (s === '' ? null : Number(s));

/** The call's body from the form. */
export function bodyOf(f: PvFormState) {
  return {
    payee_type: f.payee_type,
    payee_id: idOrNull(f.payee_id),
    pv_date: f.pv_date,
    due_date: orNull(f.due_date),
    invoice_no: orNull(f.invoice_no),
    invoice_date: orNull(f.invoice_date),
    particulars: orNull(f.particulars),
    rr_ids: f.receipts.map((r) => r.rr_id),
    asset_receipt_ids: (f.asset_receipts ?? []).map((r) => r.receipt_id),
    lines: withoutTrailingBlanks(f.lines).map((l) => ({
      account_code: orNull(l.account_code),
      cost_center_id: idOrNull(l.cost_center_id),
      program_id: idOrNull(l.program_id),
      division_id: idOrNull(l.division_id),
      description: orNull(l.description),
      debit: l.debit,
      credit: l.credit,
    })),
    ewt: f.ewt,
  };
}

async function loadPayees(type: PayeeType, keyword: string): Promise<(SelectOption & { vat: boolean; atc: string | null })[]> {
  const res = await callEndpoint(pvPayeesEp, { query: { payee_type: type, search: keyword || undefined } });
  return res.result.map((p) => ({ value: String(p.payee_id), label: `${p.code} - ${p.name}`, vat: p.vat_registered, atc: p.atc_code }));
}

/**
 * Writing a payable voucher. The form's state is the persisted draft
 * (draftState.ts), so a reload keeps every field; Save as Draft keeps it
 * incomplete on the server, Submit for Approval sends it complete. The input
 * VAT, the EWT, the net payable and the entry approval will post are
 * computed as the user types (pvFigures, the server's rounding).
 */
export default function PayableVoucherForm({ form, change, clear }: { form: PvFormState; change: (p: Partial<PvFormState>) => void; clear: () => void }) {
  const navigate = useNavigate();
  const accounts = useRead(pvAccountsEp);
  const setup = useRead(pvSetupOptionsEp);
  const atcs = useRead(pvAtcListEp);
  const irs = useRead(pvIrListEp, { body: { supplier_id: Number(form.payee_id) } }, { skip: form.payee_type !== 'supplier' || !form.payee_id });
  const writes = useWrites();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const atcList = atcs.data ?? [];
  const rateOf = (code: string) => atcList.find((a) => a.atc_code === code)?.rate ?? '0';
  const figures = pvFigures(
    {
      lines: form.lines,
      ewt: form.ewt.map((e) => ({ tax_base: e.tax_base, rate: rateOf(e.atc_code) })),
      receiptsCents: form.receipts.reduce((s, r) => s + cents(r.amount), 0),
      assetCents: (form.asset_receipts ?? []).reduce((s, r) => s + cents(r.amount), 0),
    },
    form.vat_registered,
  );
  const entryDebit = figures.debits + figures.inputVat + figures.receipts + figures.assets;
  const entryCredit = figures.credits + figures.ewt + figures.net;

  function place(fields: Record<string, string[]>, messages: string[]) {
    const mine: Record<string, string> = {};
    for (const [k, m] of Object.entries(fields)) mine[k] = m.join(' ');
    setErrors(mine);
    const shown = new Set(Object.values(fields).flat());
    setServerError(messages.filter((m) => !shown.has(m)).join('\n') || undefined);
  }

  async function save(submit: boolean) {
    setServerError(undefined);
    const body = bodyOf(form);
    const parsed = (submit ? pvInput : pvDraftInput).safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (fields[i.path.map(String).join('.')] ??= []).push(i.message);
      return place(fields, parsed.error.issues.map((i) => i.message));
    }
    if (submit && figures.net <= 0) return place({ lines: ['Net payable must be more than zero.'] }, ['Net payable must be more than zero.']);
    const question = submit ? 'Submit this payable voucher for approval?' : 'Save this payable voucher as a draft?';
    if (!(await confirmAction(question, submit ? `Net payable ${formatMoney(pesos(figures.net))}.` : 'You can finish it later.'))) return;
    try {
      let res: { result: PvDetail };
      if (form.editing_id) res = await writes.runOn(pvUpdateEp, { params: { payable_voucher_hdr_id: form.editing_id }, body: { ...parsed.data, submit } });
      else res = submit ? await writes.runOn(pvCreateEp, { body: parsed.data }) : await writes.runOn(pvDraftEp, { body: parsed.data });
      clear();
      await showSuccess('Your work has been saved', `Payable voucher ${res.result.pv_no} ${submit ? 'was submitted for approval' : 'was saved as a draft'}.`, 1500);
      navigate(pvPath(res.result.payable_voucher_hdr_id));
    } catch (e) {
      const err = e as ApiError;
      place(err.fields ?? {}, err.messages);
    }
  }

  async function discard() {
    if (!(await confirmAction('Discard this voucher?', 'What you typed will be lost.'))) return;
    clear();
  }

  const field = (key: 'pv_date' | 'due_date' | 'invoice_no' | 'invoice_date', label: string, type = 'text', required = false) => (
    <Form.Group as={Col} md={3} controlId={`pv-${key}`}>
      <Form.Label className="small mb-0">
        {label} {required && <span className="text-danger" aria-hidden="true">*</span>}
      </Form.Label>
      <Form.Control
        size="sm"
        type={type}
        isInvalid={!!errors[key]}
        aria-invalid={errors[key] ? true : undefined}
        value={form[key]}
        maxLength={type === 'text' ? 40 : undefined}
        onChange={(e) => change({ [key]: e.target.value })}
      />
      <Form.Control.Feedback type="invalid">{errors[key]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <form aria-label={form.editing_id ? 'Edit Payable Voucher' : 'New Payable Voucher'} onSubmit={(e) => (e.preventDefault(), void save(true))}>
      {serverError && <FormError message={serverError} />}
      <Row className="g-2 mb-2">
        <Form.Group as={Col} md={2} controlId="pv-payee-type">
          <Form.Label className="small mb-0">Payee Type</Form.Label>
          <Form.Select
            size="sm"
            value={form.payee_type}
            onChange={(e) => change({ payee_type: e.target.value as PayeeType, payee_id: '', payee_label: '', vat_registered: false, receipts: [], asset_receipts: [] })}
          >
            {Object.entries(PAYEE_TYPES).map(([k, label]) => (
              <option key={k} value={k}>{label}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-md-4" data-field="payee_id">
          <SearchSelect
            key={form.payee_type}
            label="Payee"
            required
            value={form.payee_id}
            valueLabel={form.payee_label}
            onChange={(v, o) => {
              const opt = o as (SelectOption & { vat?: boolean; atc?: string | null }) | null;
              const ewt = opt?.atc && form.ewt.length === 0 ? [{ atc_code: opt.atc, tax_base: '' }] : form.ewt;
              change({ payee_id: v, payee_label: o?.label ?? '', vat_registered: Boolean(opt?.vat), receipts: [], asset_receipts: [], ewt });
            }}
            loadOptions={(k) => loadPayees(form.payee_type, k)}
          />
          {errors.payee_id && <Form.Control.Feedback type="invalid" className="d-block">{errors.payee_id}</Form.Control.Feedback>}
          {form.payee_id && (
            <Form.Text as="div">{form.vat_registered ? 'VAT-registered: 12 % input VAT on the lines and the asset receipts.' : 'Not VAT-registered: no input VAT.'}</Form.Text>
          )}
        </div>
        {field('pv_date', 'PV Date', 'date', true)}
        {field('due_date', 'Due Date', 'date')}
        {field('invoice_no', 'Invoice No.', 'text', form.payee_type !== 'employee')}
        {field('invoice_date', 'Invoice Date', 'date', form.payee_type !== 'employee')}
        <Form.Group as={Col} md={6} controlId="pv-particulars">
          <Form.Label className="small mb-0">Particulars</Form.Label>
          <Form.Control size="sm" maxLength={500} value={form.particulars} onChange={(e) => change({ particulars: e.target.value })} />
        </Form.Group>
      </Row>

      {form.payee_type === 'supplier' && form.payee_id && (
        <fieldset className="mb-2">
          <legend className="h6">Receiving reports not yet invoiced</legend>
          {irs.error ? (
            <p className="text-danger small" role="alert">The receiving reports could not be loaded: {irs.error.messages.join(' ')}</p>
          ) : !irs.currentData ? (
            <p className="small" role="status">Loading the receiving reports…</p>
          ) : irs.currentData.length === 0 && form.receipts.length === 0 ? (
            <p className="text-muted small">This supplier has no receiving report waiting for its invoice.</p>
          ) : (
            <div className="d-flex flex-wrap gap-3 small">
              {[...form.receipts.filter((r) => !irs.currentData!.some((x) => x.rr_id === r.rr_id)), ...irs.currentData].map((r) => {
                const on = form.receipts.some((x) => x.rr_id === r.rr_id);
                return (
                  <Form.Check
                    key={r.rr_id}
                    id={`pv-rr-${r.rr_id}`}
                    label={`${r.rr_no} (${formatMoney(r.amount)})`}
                    checked={on}
                    onChange={() => change({ receipts: on ? form.receipts.filter((x) => x.rr_id !== r.rr_id) : [...form.receipts, { rr_id: r.rr_id, rr_no: r.rr_no, amount: r.amount }] })}
                  />
                );
              })}
            </div>
          )}
          {errors.rr_ids && <Form.Control.Feedback type="invalid" className="d-block">{errors.rr_ids}</Form.Control.Feedback>}
        </fieldset>
      )}
      {form.payee_type !== 'employee' && form.payee_id && (
        <AssetReceiptPicker
          supplierId={Number(form.payee_id)}
          picked={form.asset_receipts ?? []}
          error={errors.asset_receipt_ids}
          onChange={(asset_receipts) => change({ asset_receipts })}
        />
      )}

      {accounts.error ? (
        <p className="text-danger small" role="alert">The accounts could not be loaded: {accounts.error.messages.join(' ')}</p>
      ) : (
        <VoucherLinesTable
          lines={form.lines}
          accounts={accounts.data ?? []}
          accountsKnown={accounts.data !== undefined}
          costCenters={labelled(setup.data?.cost_centers)}
          programs={labelled(setup.data?.programs)}
          divisions={labelled(setup.data?.divisions)}
          programLabel="Program"
          descriptionMaxLength={255}
          minLines={0}
          newLine={emptyLine}
          errors={errors}
          onChange={(lines) => change({ lines })}
        />
      )}
      {errors.lines && <div className="text-danger small mb-2" role="alert">{errors.lines}</div>}
      <PvEwtTable ewt={form.ewt} atcs={atcList} withheld={figures.withheld} errors={errors} onChange={(ewt) => change({ ewt })} />

      <dl className="row small border-top pt-2 mb-2" aria-label="Voucher totals">
        <dt className="col-sm-3">Lines (net of credits)</dt>
        <dd className="col-sm-3 text-end" data-testid="pv-lines">{formatMoney(pesos(figures.lines))}</dd>
        <dt className="col-sm-3">Receiving reports</dt>
        <dd className="col-sm-3 text-end">{formatMoney(pesos(figures.receipts))}</dd>
        <dt className="col-sm-3">Asset receipts</dt>
        <dd className="col-sm-3 text-end" data-testid="pv-assets">{formatMoney(pesos(figures.assets))}</dd>
        <dt className="col-sm-3">Input VAT</dt>
        <dd className="col-sm-3 text-end" data-testid="pv-vat">{formatMoney(pesos(figures.inputVat))}</dd>
        <dt className="col-sm-3">Gross Amount</dt>
        <dd className="col-sm-3 text-end">{formatMoney(pesos(figures.gross))}</dd>
        <dt className="col-sm-3">EWT</dt>
        <dd className="col-sm-3 text-end" data-testid="pv-ewt">{formatMoney(pesos(figures.ewt))}</dd>
        <dt className="col-sm-3">Net Payable</dt>
        <dd className={`col-sm-3 text-end fw-bold${figures.net <= 0 ? ' text-danger-emphasis' : ''}`} data-testid="pv-net">{formatMoney(pesos(figures.net))}</dd>
        <dt className="col-sm-3">Entry on approval</dt>
        <dd className="col-sm-9" aria-live="polite">
          Debits {formatMoney(pesos(entryDebit))} = Credits {formatMoney(pesos(entryCredit))}
          {/* An empty voucher posts nothing: it is not "Balanced" (a journal voucher with no lines is not either). */}
          {entryDebit === 0 && entryCredit === 0 ? (
            <span className="ms-2">Nothing to post yet</span>
          ) : entryDebit === entryCredit ? (
            <span className="text-success-emphasis fw-semibold ms-2">Balanced</span>
          ) : (
            <span className="text-danger-emphasis fw-semibold ms-2">Not balanced</span>
          )}
        </dd>
      </dl>

      <Stack direction="horizontal" gap={2}>
        <Button type="submit" variant="success" size="sm" disabled={writes.isLoading}>Submit for Approval</Button>
        <Button variant="outline-primary" size="sm" disabled={writes.isLoading} onClick={() => void save(false)}>Save as Draft</Button>
        <Button variant="outline-secondary" size="sm" className="ms-auto" disabled={writes.isLoading} onClick={discard}>Discard</Button>
      </Stack>
    </form>
  );
}

/** The form's state from a saved draft or returned voucher (to go on writing it). */
export function formOfDetail(d: PvDetail): PvFormState {
  return {
    editing_id: d.payable_voucher_hdr_id,
    payee_type: d.payee_type,
    payee_id: d.payee_id ? String(d.payee_id) : '',
    payee_label: d.payee_name ? `${d.payee_code} - ${d.payee_name}` : '',
    vat_registered: d.vat_registered,
    pv_date: d.pv_date,
    due_date: d.due_date ?? '',
    invoice_no: d.invoice_no ?? '',
    invoice_date: d.invoice_date ?? '',
    particulars: d.particulars ?? '',
    receipts: d.receipts.map((r) => ({ rr_id: r.rr_id, rr_no: r.rr_no, amount: r.amount })),
    asset_receipts: d.asset_receipts.map((r) => ({ receipt_id: r.receipt_id, receipt_no: r.receipt_no, apo_no: r.apo_no, amount: r.amount })),
    lines: d.lines.length
      ? d.lines.map((l) => ({
          account_code: l.account_code ?? '',
          cost_center_id: l.cost_center_id ? String(l.cost_center_id) : '',
          program_id: l.program_id ? String(l.program_id) : '',
          division_id: l.division_id ? String(l.division_id) : '',
          description: l.description ?? '',
          debit: Number(l.debit) ? l.debit : '',
          credit: Number(l.credit) ? l.credit : '',
        }))
      : [emptyLine()],
    ewt: d.ewt.map((e) => ({ atc_code: e.atc_code, tax_base: e.tax_base })),
  };
}
