import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { z } from 'zod';
import type { WorkflowAction } from '../../../contract/kit';
import { requiredText } from '../../../contract/kit/formFields';
import { jvActionEp, jvWorkflow, reverseJvEp, showJvEp, type JvAction, type JvDetail } from '../../../contract/journalVouchers';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import DocumentLines from '../../components/document/DocumentLines';
import DocumentPanel from '../../components/document/DocumentPanel';
import { usePermission } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime, todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useAppSelector } from '../../state/hooks';
import DocumentActions from '../../components/queue/DocumentActions';
import { jvFormOf, type JvFormState } from './draftState';
import DateInput from '../../components/form/DateInput';

const returnBody = z.object({ reason: requiredText('Reason', 500) }).strict();

/**
 * One journal voucher: its lines and totals, who wrote, submitted and
 * approved it, its journal entry and its reversals; the buttons the user's
 * scopes and the voucher's status allow (the maker never approves their own,
 * the server refuses it too); print; a reversing voucher for an approved one.
 */
export default function JournalVoucherView({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: (form: JvFormState) => void | Promise<void> }) {
  const read = useRead(showJvEp, { params: { jv_id: id } });
  const writes = useWrites();
  const me = useAppSelector((s) => s.auth.profileData?.user_id);
  const [returning, setReturning] = useState(false);
  const [reverseDate, setReverseDate] = useState(todayManila());
  const mayCreate = usePermission(jvWorkflow.actions.submit.scope);
  const mayApprove = usePermission(jvWorkflow.actions.approve.scope);

  async function run(action: JvAction, a: WorkflowAction) {
    if (a.confirm && !(await confirmAction(a.confirm.title, a.confirm.text))) return;
    try {
      const res = await writes.runOn(jvActionEp, { params: { jv_id: id, action }, body: { reason: null } });
      await showSuccess(`Journal voucher ${a.done}`, `${res.result.jv_no} is ${jvWorkflow.statuses[res.result.status]}.`, 1500);
    } catch (e) {
      const err = toApiError(e);
      await showError('Oops...', err.messages.join('\n'));
    }
  }

  async function reverse(v: JvDetail) {
    if (!(await confirmAction('Write the reversing voucher?', `A new journal voucher dated ${reverseDate} with the debits and credits of ${v.jv_no} swapped is saved as a draft.`))) return;
    try {
      const res = await writes.runOn(reverseJvEp, { params: { jv_id: id }, body: { jv_date: reverseDate, particulars: null } });
      await showSuccess('Reversing voucher saved', `${res.result.jv_no} reverses ${v.jv_no}; submit it for approval from the Draft tab.`);
    } catch (e) {
      await showError('Oops...', toApiError(e).messages.join('\n'));
    }
  }

  async function print(v: JvDetail) {
    const { printJournalVoucher } = await import('./print');
    await printJournalVoucher(v);
  }

  const buttons = (v: JvDetail) => (
    <DocumentActions
      wf={jvWorkflow}
      status={v.status}
      // The maker's own voucher shows no approve or return (maker ≠ checker).
      madeByYou={v.created_by_id === me || v.submitted_by_id === me}
      allows={(k) => (jvWorkflow.actions[k].scope === jvWorkflow.actions.approve.scope ? mayApprove : mayCreate)}
      size="sm"
      fallbackVariant="secondary"
      busy={writes.isLoading}
      onAction={(k) => {
        const a = jvWorkflow.actions[k];
        if (a.reason === 'required' || a.reason === 'asked') setReturning(true);
        else void run(k, a);
      }}
    />
  );

  return (
    <DocumentPanel
      what="the journal voucher"
      read={read}
      title="Journal Voucher"
      titleOf={(v) => `Journal Voucher ${v.jv_no}`}
      subtitle={(v) => jvWorkflow.statuses[v.status]}
      facts={(v) => [
        ['JV Date', v.jv_date],
        ['Reference', v.reference ?? '—'],
        { label: 'Particulars', value: v.particulars, wide: true },
        ['Prepared By', `${v.created_by} (${formatDateTime(v.created_at)})`],
        ['Journal Entry', v.journal_entry ?? 'Not posted'],
        v.submitted_by && ['Submitted By', `${v.submitted_by} (${formatDateTime(v.submitted_at)})`],
        v.approved_by && ['Approved By', `${v.approved_by} (${formatDateTime(v.approved_at)})`],
        v.status === 3 && { label: 'Returned By', value: `${v.returned_by}: ${v.return_reason}`, wide: true },
        v.reverses_no && { label: 'Reverses', value: v.reverses_no, wide: true },
        v.reversed_by.length > 0 && {
          label: 'Reversed By',
          value: v.reversed_by.map((r) => `${r.jv_no} (${jvWorkflow.statuses[r.status]})`).join(', '),
          wide: true,
        },
      ]}
      tools={(v) => (
        <>
          <Button variant="outline-secondary" size="sm" onClick={() => void print(v)}>
            Print
          </Button>
          {mayCreate && (v.status === 0 || v.status === 3) && (
            <Button variant="outline-primary" size="sm" onClick={() => void onEdit(jvFormOf(v))}>
              Edit
            </Button>
          )}
        </>
      )}
      actions={buttons}
      onClose={onClose}
    >
      {(v) => (
        <>
          <DocumentLines
            label="Lines"
            caption
            lines={v.lines}
            lineKey={(l) => l.line_no}
            columns={[
              { header: 'Account', cell: (l) => `${l.account_code} - ${l.account_name}` },
              { header: 'Cost Center', cell: (l) => l.cost_center ?? '' },
              { header: 'Program / Project', cell: (l) => l.program ?? '' },
              { header: 'Division', cell: (l) => l.division ?? '' },
              { header: 'Description', cell: (l) => l.description ?? '' },
              { header: 'Debit', end: true, cell: (l) => (l.debit === '0.00' ? '' : formatMoney(l.debit)), total: formatMoney(v.total_debit) },
              { header: 'Credit', end: true, cell: (l) => (l.credit === '0.00' ? '' : formatMoney(l.credit)), total: formatMoney(v.total_credit) },
            ]}
          />
          {v.status === 2 && mayCreate && !v.reversed_by.some((r) => r.status !== 4) && (
            <div className="d-flex align-items-end gap-2 border-top pt-2">
              <div>
                <Form.Label htmlFor="jv-reverse-date" className="small mb-0">Reversal Date</Form.Label>
                <DateInput id="jv-reverse-date" value={reverseDate} minDate={v.jv_date} onValue={(d) => setReverseDate(d)} />
              </div>
              <Button variant="outline-danger" size="sm" disabled={writes.isLoading || !reverseDate} onClick={() => void reverse(v)}>
                Write Reversing Voucher
              </Button>
            </div>
          )}
          {returning && (
            <ReasonModal
              title="Return to Maker"
              label="Reason for returning"
              submitLabel="Return to Maker"
              savingLabel="Returning…"
              maxLength={500}
              schema={returnBody}
              bodyOf={(reason) => ({ reason })}
              send={(body) => writes.runOn(jvActionEp, { params: { jv_id: id, action: 'return' }, body })}
              saving={writes.isLoading}
              onClose={() => setReturning(false)}
              onDone={() => setReturning(false)}
            />
          )}
        </>
      )}
    </DocumentPanel>
  );
}
