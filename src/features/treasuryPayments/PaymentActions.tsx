import { useState } from 'react';
import {
  cancelScheduleEp,
  cancelScheduleInput,
  clearEp,
  clearInput,
  PAY_METHODS,
  payBanksEp,
  releaseEp,
  releaseInput,
  scheduleEp,
  scheduleInput,
  type PayableRow,
  type PayMethod,
  type PayStatus,
} from '../../../contract/treasuryPayments';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import ReasonModal from '../../components/ReasonModal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';

const messagesOf = (issues: { message: string }[]) => issues.map((i) => i.message).join('\n');

/**
 * The action of a payments tab on the ticked rows: schedule what is pending,
 * release (or cancel) what is scheduled, mark cleared what is released. Each
 * asks for confirmation first; releasing says it posts.
 */
export default function PaymentActions({ status, chosen, chosenTotal, onDone }: { status: PayStatus; chosen: PayableRow[]; chosenTotal: string; onDone: () => void }) {
  const [error, setError] = useState<string>();
  const [date, setDate] = useState(todayManila());
  const [bank, setBank] = useState('');
  const [method, setMethod] = useState<PayMethod>('check');
  const [remarks, setRemarks] = useState('');
  const [reference, setReference] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const banks = useRead(payBanksEp, {}, { skip: status !== 'pending' });
  const schedule = useWrite(scheduleEp);
  const release = useWrite(releaseEp);
  const cancel = useWrite(cancelScheduleEp);
  const clear = useWrite(clearEp);
  const busy = schedule.isLoading || release.isLoading || cancel.isLoading || clear.isLoading;
  const payees = [...new Set(chosen.map((r) => r.payee_name))];
  const summary = chosen.length ? `${chosen.length} voucher(s), ${formatMoney(chosenTotal)}${payees.length === 1 ? ` to ${payees[0]}` : ` to ${payees.length} payees`}` : 'Tick the vouchers first.';
  const chosenMethod = chosen[0]?.method;

  async function run(work: () => Promise<string>) {
    setError(undefined);
    try {
      const done = await work();
      if (done) {
        onDone();
        await showSuccess('Your work has been saved', done, 1500);
      }
    } catch (e) {
      setError((e as ApiError).messages.join('\n'));
    }
  }

  const doSchedule = () =>
    run(async () => {
      const parsed = scheduleInput.safeParse({ pv_ids: chosen.map((r) => r.payable_voucher_hdr_id), pay_date: date, bank_account_id: bank ? Number(bank) : undefined, method, remarks: remarks || null });
      if (!parsed.success) {
        setError(messagesOf(parsed.error.issues));
        return '';
      }
      if (!(await confirmAction('Schedule the payments?', `${summary}, by ${PAY_METHODS[method].toLowerCase()} on ${date}.`))) return '';
      const r = await schedule.run({ body: parsed.data });
      return `${r.result.count} payment(s) scheduled.`;
    });

  const doRelease = () =>
    run(async () => {
      const parsed = releaseInput.safeParse({ schedule_ids: chosen.map((r) => r.schedule_id), release_date: date, reference: reference || null, particulars: remarks || null });
      if (!parsed.success) {
        setError(messagesOf(parsed.error.issues));
        return '';
      }
      const ok = await confirmAction('Release the payment?', `${summary} on ${date}. This writes and releases the check voucher and posts the payable against cash in bank.`, 'Release');
      if (!ok) return '';
      const r = await release.run({ body: parsed.data });
      return `Check voucher ${r.result.cv_no} (${r.result.check_no}) released: ${formatMoney(r.result.amount)}, entry ${r.result.journal_entry}.`;
    });

  const doClear = () =>
    run(async () => {
      const parsed = clearInput.safeParse({ cv_ids: [...new Set(chosen.map((r) => r.cv_id))], cleared_date: date });
      if (!parsed.success) {
        setError(messagesOf(parsed.error.issues));
        return '';
      }
      if (!(await confirmAction('Mark the payments cleared?', `${summary}: the bank honoured them on ${date}.`))) return '';
      const r = await clear.run({ body: parsed.data });
      return `${r.result.count} payment(s) cleared.`;
    });

  if (status === 'cleared') return null;
  return (
    <fieldset className="border-top pt-2 mt-3">
      <legend className="h6">{status === 'pending' ? 'Schedule payment' : status === 'scheduled' ? 'Release payment' : 'Mark cleared by the bank'}</legend>
      {error && (
        <Alert variant="danger" transition={false} className="py-2 small" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <div className="row g-2 align-items-end">
        <div className="col-md-2">
          <Form.Label htmlFor="pay-date" className="small mb-0">
            {status === 'pending' ? 'Pay On' : status === 'scheduled' ? 'Release Date' : 'Cleared On'}
          </Form.Label>
          <DateInput id="pay-date" value={date} onValue={(v) => setDate(v)} />
        </div>
        {status === 'pending' && (
          <>
            <div className="col-md-4">
              <Form.Label htmlFor="pay-bank" className="small mb-0">
                Bank Account <span className="text-danger" aria-hidden="true">*</span>
              </Form.Label>
              <Form.Select id="pay-bank" size="sm" value={bank} onChange={(e) => setBank(e.target.value)}>
                <option value="">Select…</option>
                {(banks.data ?? []).map((b) => (
                  <option key={b.bank_account_id} value={b.bank_account_id}>
                    {b.label}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-md-2">
              <Form.Label htmlFor="pay-method" className="small mb-0">Method</Form.Label>
              <Form.Select id="pay-method" size="sm" value={method} onChange={(e) => setMethod(e.target.value as PayMethod)}>
                {(Object.keys(PAY_METHODS) as PayMethod[]).map((m) => (
                  <option key={m} value={m}>
                    {PAY_METHODS[m]}
                  </option>
                ))}
              </Form.Select>
            </div>
          </>
        )}
        {status === 'scheduled' && chosenMethod === 'bank_transfer' && (
          <div className="col-md-3">
            <Form.Label htmlFor="pay-reference" className="small mb-0">
              Transfer Reference <span className="text-danger" aria-hidden="true">*</span>
            </Form.Label>
            <Form.Control id="pay-reference" size="sm" maxLength={40} value={reference} onChange={(e) => setReference(e.target.value)} />
          </div>
        )}
        {status !== 'released' && (
          <div className="col-md-3">
            <Form.Label htmlFor="pay-remarks" className="small mb-0">{status === 'pending' ? 'Remarks' : 'Particulars'}</Form.Label>
            <Form.Control id="pay-remarks" size="sm" maxLength={500} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
          </div>
        )}
        <div className="col-md-auto d-flex gap-2">
          {status === 'pending' && (
            <Button variant="success" size="sm" disabled={!chosen.length || busy} onClick={doSchedule}>
              Schedule
            </Button>
          )}
          {status === 'scheduled' && (
            <>
              <Button variant="success" size="sm" disabled={!chosen.length || busy} onClick={doRelease}>
                Release
              </Button>
              <Button variant="outline-danger" size="sm" disabled={!chosen.length || busy} onClick={() => setCancelling(true)}>
                Cancel Schedule
              </Button>
            </>
          )}
          {status === 'released' && (
            <Button variant="success" size="sm" disabled={!chosen.length || busy} onClick={doClear}>
              Mark Cleared
            </Button>
          )}
        </div>
      </div>
      <p className="small mt-2 mb-0" aria-live="polite">
        {summary}
      </p>
      {cancelling && (
        <ReasonModal
          title="Cancel the scheduled payments"
          label="Reason for cancelling"
          submitLabel="Cancel Schedule"
          savingLabel="Cancelling…"
          maxLength={500}
          schema={cancelScheduleInput}
          bodyOf={(reason) => ({ schedule_ids: chosen.map((r) => r.schedule_id), reason })}
          send={(body) => cancel.run({ body })}
          saving={cancel.isLoading}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            onDone();
          }}
        />
      )}
    </fieldset>
  );
}
