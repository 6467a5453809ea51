import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { z } from 'zod';
import type { WorkflowAction } from '../../../contract/kit';
import { requiredText } from '../../../contract/kit/formFields';
import { jvActionEp, jvWorkflow, reverseJvEp, showJvEp, type JvAction, type JvDetail } from '../../../contract/journalVouchers';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import Modal from '../../components/Modal';
import { usePermission } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime, todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useAppSelector } from '../../state/hooks';
import DocumentActions from '../../components/queue/DocumentActions';
import { jvFormOf, type JvFormState } from './draftState';
import ScrollRegion from '../../components/ScrollRegion';
import { Facts } from '../../components/Facts';
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
  const jv = read.currentData;

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
    <Modal
      title={jv ? `Journal Voucher ${jv.jv_no}` : 'Journal Voucher'}
      subtitle={jv ? jvWorkflow.statuses[jv.status] : undefined}
      size="xl"
      onClose={onClose}
      footer={
        jv && (
          <div className="d-flex flex-wrap gap-2 w-100">
            <Button variant="outline-secondary" size="sm" onClick={() => void print(jv)}>
              Print
            </Button>
            {mayCreate && (jv.status === 0 || jv.status === 3) && (
              <Button variant="outline-primary" size="sm" onClick={() => void onEdit(jvFormOf(jv))}>
                Edit
              </Button>
            )}
            <span className="ms-auto" />
            {buttons(jv)}
          </div>
        )
      }
    >
      {read.error ? (
        <p className="text-danger" role="alert">
          The journal voucher could not be loaded: {read.error.messages.join(' ')}
        </p>
      ) : !jv ? (
        <p role="status">Loading the journal voucher…</p>
      ) : (
        <>
          <Facts
            labelCols={2}
            perRow={2}
            facts={[
              ['JV Date', jv.jv_date],
              ['Reference', jv.reference ?? '—'],
              { label: 'Particulars', value: jv.particulars, wide: true },
              ['Prepared By', `${jv.created_by} (${formatDateTime(jv.created_at)})`],
              ['Journal Entry', jv.journal_entry ?? 'Not posted'],
              jv.submitted_by && ['Submitted By', `${jv.submitted_by} (${formatDateTime(jv.submitted_at)})`],
              jv.approved_by && ['Approved By', `${jv.approved_by} (${formatDateTime(jv.approved_at)})`],
              jv.status === 3 && { label: 'Returned By', value: `${jv.returned_by}: ${jv.return_reason}`, wide: true },
              jv.reverses_no && { label: 'Reverses', value: jv.reverses_no, wide: true },
              jv.reversed_by.length > 0 && {
                label: 'Reversed By',
                value: jv.reversed_by.map((r) => `${r.jv_no} (${jvWorkflow.statuses[r.status]})`).join(', '),
                wide: true,
              },
            ]}
          />
          <ScrollRegion label={'Lines'}>
            <Table size="sm" className="small">
              <caption className="caption-top">Lines</caption>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Cost Center</th>
                  <th scope="col">Program / Project</th>
                  <th scope="col">Division</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="text-end">Debit</th>
                  <th scope="col" className="text-end">Credit</th>
                </tr>
              </thead>
              <tbody>
                {jv.lines.map((l) => (
                  <tr key={l.line_no}>
                    <td>{l.account_code} - {l.account_name}</td>
                    <td>{l.cost_center ?? ''}</td>
                    <td>{l.program ?? ''}</td>
                    <td>{l.division ?? ''}</td>
                    <td>{l.description ?? ''}</td>
                    <td className="text-end">{l.debit === '0.00' ? '' : formatMoney(l.debit)}</td>
                    <td className="text-end">{l.credit === '0.00' ? '' : formatMoney(l.credit)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>Total</th>
                  <td className="text-end fw-bold">{formatMoney(jv.total_debit)}</td>
                  <td className="text-end fw-bold">{formatMoney(jv.total_credit)}</td>
                </tr>
              </tfoot>
            </Table>
          </ScrollRegion>
          {jv.status === 2 && mayCreate && !jv.reversed_by.some((r) => r.status !== 4) && (
            <div className="d-flex align-items-end gap-2 border-top pt-2">
              <div>
                <label htmlFor="jv-reverse-date" className="form-label small mb-0">Reversal Date</label>
                <DateInput id="jv-reverse-date" value={reverseDate} minDate={jv.jv_date} onValue={(v) => setReverseDate(v)} />
              </div>
              <Button variant="outline-danger" size="sm" disabled={writes.isLoading || !reverseDate} onClick={() => void reverse(jv)}>
                Write Reversing Voucher
              </Button>
            </div>
          )}
        </>
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
    </Modal>
  );
}
