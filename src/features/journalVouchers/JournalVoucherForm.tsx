import { useState } from 'react';
import { Alert, Button, Col, Form, Row, Stack, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { jvInput, jvOptionsEp, jvPesos, storeJvEp, updateJvEp, type JvDetail } from '../../../contract/journalVouchers';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import VoucherLinesTable from '../../components/VoucherLinesTable';
import { formatMoney, typedCents } from '../../lib/money';
import { emptyJvLine, jvBodyOf, type JvFormState } from './draftState';
import { jvTabPath } from './paths';
import DateInput from '../../components/form/DateInput';
import FormError from '../../components/FormError';
import { Amount } from '../../components/report/reportParts';

/**
 * The journal voucher being written: date, particulars, reference and the
 * lines, with the debit and credit totals and their difference live. Saving
 * a draft takes it as it is; submitting needs two lines at least and debits
 * equal to credits to the centavo (checked here by the contract, and again by
 * the server). What is typed lives in the persisted draft.
 */
export default function JournalVoucherForm({ form, change, clear }: { form: JvFormState; change: (p: Partial<JvFormState>) => void; clear: () => void }) {
  const navigate = useNavigate();
  const options = useRead(jvOptionsEp);
  const writes = useWrites();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const debit = form.lines.reduce((s, l) => s + typedCents(l.debit), 0);
  const credit = form.lines.reduce((s, l) => s + typedCents(l.credit), 0);
  const balanced = debit === credit && debit > 0;

  function place(fields: Record<string, string[]>, messages: string[]) {
    const mine: Record<string, string> = {};
    for (const [k, m] of Object.entries(fields)) mine[k] = m.join(' ');
    setErrors(mine);
    // Every field's message shows on it (the lines' balance under the lines); the rest above the form.
    const shown = new Set(Object.values(fields).flat());
    setServerError(messages.filter((m) => !shown.has(m)).join('\n') || undefined);
  }

  async function save(submit: boolean) {
    setServerError(undefined);
    const parsed = jvInput.safeParse(jvBodyOf(form, submit));
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const i of parsed.error.issues) (fields[i.path.map(String).join('.')] ??= []).push(i.message);
      return place(fields, parsed.error.issues.map((i) => i.message));
    }
    setErrors({});
    const question = submit ? 'Submit this journal voucher for approval?' : 'Save this journal voucher as a draft?';
    if (!(await confirmAction(question, submit ? `Debits and credits of ${formatMoney(jvPesos(debit))} each.` : 'You can finish it later.'))) return;
    try {
      const res: { result: JvDetail } = form.editing_id
        ? await writes.runOn(updateJvEp, { params: { jv_id: form.editing_id }, body: parsed.data })
        : await writes.runOn(storeJvEp, { body: parsed.data });
      clear();
      await showSuccess('Your work has been saved', `Journal voucher ${res.result.jv_no} ${submit ? 'was submitted for approval' : 'was saved as a draft'}.`, 1500);
      navigate(jvTabPath(submit ? 'for-approval' : 'draft'));
    } catch (e) {
      const err = e as ApiError;
      place(err.fields ?? {}, err.messages);
    }
  }

  async function discard() {
    if (!(await confirmAction('Discard this voucher?', form.editing_id ? 'Your changes will be lost; the saved voucher stays as it was.' : 'What you typed will be lost.'))) return;
    clear();
  }

  const title = form.editing_id ? `Edit Journal Voucher ${form.editing_no ?? ''}`.trim() : 'New Journal Voucher';
  return (
    <form aria-label={title} onSubmit={(e) => (e.preventDefault(), void save(true))}>
      <h2 className="h5">{title}</h2>
      {serverError && <FormError message={serverError} />}
      {options.error && (
        <Alert variant="warning" className="py-2 small">
          The accounts could not be loaded: {options.error.messages.join(' ')}
        </Alert>
      )}
      <Row className="g-2 mb-2">
        <Form.Group as={Col} md={2} controlId="jv-date">
          <Form.Label className="small mb-0">
            JV Date <span className="text-danger" aria-hidden="true">*</span>
          </Form.Label>
          <DateInput id="jv-date" invalid={!!errors.jv_date} value={form.jv_date} onValue={(v) => change({ jv_date: v })} />
          {errors.jv_date && <Form.Control.Feedback type="invalid" className="d-block">{errors.jv_date}</Form.Control.Feedback>}
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="jv-particulars">
          <Form.Label className="small mb-0">
            Particulars <span className="text-danger" aria-hidden="true">*</span>
          </Form.Label>
          <Form.Control size="sm" isInvalid={!!errors.particulars} aria-invalid={errors.particulars ? true : undefined} maxLength={500} value={form.particulars} onChange={(e) => change({ particulars: e.target.value })} />
          <Form.Control.Feedback type="invalid">{errors.particulars}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId="jv-reference">
          <Form.Label className="small mb-0">Reference</Form.Label>
          <Form.Control size="sm" maxLength={100} value={form.reference} onChange={(e) => change({ reference: e.target.value })} />
        </Form.Group>
      </Row>
      {options.isLoading && <p className="small" role="status">Loading the accounts…</p>}
      <VoucherLinesTable
        lines={form.lines}
        accounts={options.data?.accounts ?? []}
        accountsKnown={options.data !== undefined}
        costCenters={options.data?.cost_centers}
        programs={options.data?.programs}
        divisions={options.data?.divisions}
        programLabel="Program / Project"
        descriptionMaxLength={300}
        minLines={1}
        newLine={emptyJvLine}
        errors={errors}
        onChange={(lines) => change({ lines })}
      />
      {errors.lines && (
        <Alert variant="danger" className="py-2 small">
          {errors.lines}
        </Alert>
      )}
      <Table size="sm" className="small w-auto ms-auto" aria-label="Totals">
        <tbody>
          <tr>
            <th scope="row">Total Debit</th>
            <Amount value={jvPesos(debit)} />
          </tr>
          <tr>
            <th scope="row">Total Credit</th>
            <Amount value={jvPesos(credit)} />
          </tr>
          <tr className={balanced ? 'table-success' : 'table-warning'}>
            <th scope="row">Difference</th>
            <td className="text-end" data-testid="jv-difference">
              {formatMoney(jvPesos(debit - credit))} {balanced ? '(balanced)' : '(not balanced)'}
            </td>
          </tr>
        </tbody>
      </Table>
      <Stack direction="horizontal" gap={2} className="justify-content-end">
        <Button variant="outline-danger" size="sm" onClick={() => void discard()}>
          Discard
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={writes.isLoading} onClick={() => void save(false)}>
          Save as Draft
        </Button>
        <Button type="submit" variant="success" size="sm" disabled={writes.isLoading}>
          Submit for Approval
        </Button>
      </Stack>
    </form>
  );
}
