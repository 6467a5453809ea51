import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PAYEE_TYPES,
  payableVoucherWorkflow,
  PV_STATUSES,
  pvApproveEp,
  pvCancelEp,
  pvPrintEp,
  pvPrintEwtEp,
  pvReturnEp,
  pvShowEp,
  reasonInput,
  type PvDetail,
} from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import DocumentPanel from '../../components/document/DocumentPanel';
import EntryLinesTable from '../../components/EntryLinesTable';
import { Can, usePermissionCheck } from '../../components/permissions';
import DocumentActions from '../../components/queue/DocumentActions';
import { useAppSelector } from '../../state/hooks';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { formOfDetail } from './PayableVoucherForm';
import { usePvDraft } from './draftState';
import { PV_PATH } from './paths';
import { printBir2307, printPayableVoucher } from './print';
import { Facts } from '../../components/Facts';
import { Badge, Button } from 'react-bootstrap';

/**
 * One payable voucher: payee, invoice, lines, EWT, the entry (posted, or the
 * one approval will post) and what can happen to it next: approve (another
 * user than its maker), return to maker or cancel with the reason, go on
 * writing a draft or returned one, print it and its BIR 2307.
 */
export default function PayableVoucherView({ id }: { id: number }) {
  const read = useRead(pvShowEp, { params: { id } });
  const writes = useWrites();
  const navigate = useNavigate();
  const { draft, change } = usePvDraft();
  const [asking, setAsking] = useState<'return' | 'cancel' | null>(null);
  const holds = usePermissionCheck();
  const me = useAppSelector((s) => s.auth.profileData?.user_id);
  const pv = read.currentData;
  const refused = (e: unknown) => void showError('Oops...', (e as ApiError).messages.join('\n'));

  async function approve() {
    if (!(await confirmAction('Approve this payable voucher?', `It will be posted to the books: net payable ${formatMoney(pv!.net_payable)}.`))) return;
    try {
      const r = await writes.runOn(pvApproveEp, { params: { id } });
      await showSuccess('Approved', `Posted as ${r.result.journal_entry}.`, 1500);
    } catch (e) {
      refused(e);
    }
  }
  async function print() {
    try {
      const r = await callEndpoint(pvPrintEp, { params: { id }, body: { payable_voucher_hdr_id: id } });
      await printPayableVoucher(r.result);
    } catch (e) {
      refused(e);
    }
  }
  async function print2307() {
    try {
      const r = await callEndpoint(pvPrintEwtEp, { params: { id } });
      await printBir2307([r.result], `BIR-2307-${pv!.pv_no}.pdf`);
    } catch (e) {
      refused(e);
    }
  }
  async function edit() {
    const other = draft && draft.editing_id !== id;
    if (other && !(await confirmAction('Replace the voucher you are writing?', 'The unsaved voucher in the form will be lost.'))) return;
    change(formOfDetail(pv!));
    navigate(`${PV_PATH}?tab=new`);
  }

  const editable = (v: PvDetail) => v.status === 'draft' || v.status === 'returned';
  return (
    <DocumentPanel
      what="the payable voucher"
      read={read}
      title="Payable Voucher"
      titleOf={(v) => `Payable Voucher ${v.pv_no}`}
      subtitle={(v) => <Badge bg="secondary">{PV_STATUSES[v.status]}</Badge>}
      facts={(v) => [
        ['Payee', `${v.payee_name ? `${v.payee_code} - ${v.payee_name}` : '—'} (${PAYEE_TYPES[v.payee_type]})`],
        ['TIN', v.payee_tin ?? '—'],
        ['PV Date', v.pv_date],
        ['Due Date', v.due_date ?? '—'],
        ['Invoice', `${v.invoice_no ?? '—'}${v.invoice_date ? ` of ${v.invoice_date}` : ''}`],
        ['Particulars', v.particulars ?? '—'],
        ['Prepared By', v.maker ?? '—'],
        [v.status === 'approved' ? 'Approved By' : 'Checked By', v.checked_by_name ? `${v.checked_by_name}, ${formatDateTime(v.checked_at)}` : '—'],
        v.reason && { label: 'Reason', value: v.reason, wide: true },
        ['Journal Entry', v.journal_entry ?? 'Not posted'],
        ['Check Voucher', v.cv_no ?? '—'],
      ]}
      actions={(v) => (
        <DocumentActions
          wf={payableVoucherWorkflow}
          status={v.status}
          // The maker's own voucher shows no approve or return (maker ≠ checker; the server refuses them too).
          madeByYou={v.created_by === me}
          // Either side may cancel: the maker its draft or returned voucher, the approver one for approval.
          allows={(k) => holds(k === 'cancel' ? ['create_payable_voucher', 'approve_payable_voucher'] : [payableVoucherWorkflow.actions[k].scope])}
          size="sm"
          busy={writes.isLoading}
          onAction={(k) => (k === 'approve' ? void approve() : setAsking(k))}
        />
      )}
      tools={(v) => (
        <>
          {editable(v) && (
            <Can scopes="create_payable_voucher">
              <Button size="sm" variant="outline-primary" onClick={edit}>Edit</Button>
            </Can>
          )}
          <Button variant="outline-secondary" size="sm" onClick={print}>Print Voucher</Button>
          {v.status === 'approved' && Number(v.ewt_amount) > 0 && (
            <Button variant="outline-secondary" size="sm" onClick={print2307}>Print BIR 2307</Button>
          )}
        </>
      )}
    >
      {(v) => (
        <>
          {v.receipts.length > 0 && <p className="small">Receiving reports invoiced: {v.receipts.map((r) => `${r.rr_no} (${formatMoney(r.amount)})`).join(', ')}</p>}
          {v.asset_receipts.length > 0 && (
            <p className="small">Asset receipts invoiced: {v.asset_receipts.map((r) => `${r.receipt_no} of ${r.apo_no} (${formatMoney(r.amount)})`).join(', ')}</p>
          )}
          <EntryLinesTable lines={v.entry} caption={v.journal_entry ? 'Entry posted' : 'Entry on approval'} />
          <Facts
            labelCols={2}
            perRow={2}
            facts={[
              ['Gross Amount', formatMoney(v.gross_amount)],
              ['Input VAT', formatMoney(v.input_vat)],
              ['EWT', formatMoney(v.ewt_amount)],
              ['Net Payable', <strong>{formatMoney(v.net_payable)}</strong>],
            ]}
          />
          {asking && (
            <ReasonModal
              title={asking === 'return' ? 'Return to Maker' : 'Cancel Payable Voucher'}
              label={asking === 'return' ? 'Reason for returning' : 'Reason for cancelling'}
              submitLabel={asking === 'return' ? 'Return' : 'Cancel Voucher'}
              savingLabel="Saving…"
              maxLength={500}
              schema={reasonInput}
              bodyOf={(reason) => ({ reason })}
              send={(body) => writes.runOn(asking === 'return' ? pvReturnEp : pvCancelEp, { params: { payable_voucher_hdr_id: id }, body })}
              saving={writes.isLoading}
              onClose={() => setAsking(null)}
              onDone={() => setAsking(null)}
            />
          )}
        </>
      )}
    </DocumentPanel>
  );
}
