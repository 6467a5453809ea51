import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PAYEE_TYPES,
  PV_STATUSES,
  pvApproveEp,
  pvCancelEp,
  pvPrintEp,
  pvPrintEwtEp,
  pvReturnEp,
  pvShowEp,
  reasonInput,
} from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { Can } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { formOfDetail } from './PayableVoucherForm';
import { usePvDraft } from './draftState';
import { PV_PATH } from './paths';
import { printBir2307, printPayableVoucher } from './print';
import { Facts } from '../../components/Facts';
import { Badge, Button, Table } from 'react-bootstrap';

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

  if (read.error) return <p className="text-danger" role="alert">The payable voucher could not be loaded: {read.error.messages.join(' ')}</p>;
  if (!pv) return <p role="status">Loading the payable voucher…</p>;
  const editable = pv.status === 'draft' || pv.status === 'returned';
  return (
    <section aria-labelledby="pv-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="pv-title" className="h5 me-auto mb-0">
          Payable Voucher {pv.pv_no} <Badge bg="secondary">{PV_STATUSES[pv.status]}</Badge>
        </h2>
        {pv.status === 'for_approval' && (
          <Can scopes="approve_payable_voucher">
            <Button variant="success" size="sm" disabled={writes.isLoading} onClick={approve}>Approve</Button>
            <Button variant="outline-warning" size="sm" className="text-dark" disabled={writes.isLoading} onClick={() => setAsking('return')}>Return to Maker</Button>
          </Can>
        )}
        {editable && (
          <Can scopes="create_payable_voucher">
            <Button size="sm" onClick={edit}>Edit</Button>
          </Can>
        )}
        {(editable || pv.status === 'for_approval') && (
          <Can scopes={['create_payable_voucher', 'approve_payable_voucher']}>
            <Button variant="outline-danger" size="sm" disabled={writes.isLoading} onClick={() => setAsking('cancel')}>Cancel Voucher</Button>
          </Can>
        )}
        <Button variant="outline-secondary" size="sm" onClick={print}>Print Voucher</Button>
        {pv.status === 'approved' && Number(pv.ewt_amount) > 0 && (
          <Button variant="outline-secondary" size="sm" onClick={print2307}>Print BIR 2307</Button>
        )}
      </div>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Payee', `${pv.payee_name ? `${pv.payee_code} - ${pv.payee_name}` : '—'} (${PAYEE_TYPES[pv.payee_type]})`],
          ['TIN', pv.payee_tin ?? '—'],
          ['PV Date', pv.pv_date],
          ['Due Date', pv.due_date ?? '—'],
          ['Invoice', `${pv.invoice_no ?? '—'}${pv.invoice_date ? ` of ${pv.invoice_date}` : ''}`],
          ['Particulars', pv.particulars ?? '—'],
          ['Prepared By', pv.maker ?? '—'],
          [pv.status === 'approved' ? 'Approved By' : 'Checked By', pv.checked_by_name ? `${pv.checked_by_name}, ${formatDateTime(pv.checked_at)}` : '—'],
          pv.reason && { label: 'Reason', value: pv.reason, wide: true },
          ['Journal Entry', pv.journal_entry ?? 'Not posted'],
          ['Check Voucher', pv.cv_no ?? '—'],
        ]}
      />
      {pv.receipts.length > 0 && (
        <p className="small">Receiving reports invoiced: {pv.receipts.map((r) => `${r.rr_no} (${formatMoney(r.amount)})`).join(', ')}</p>
      )}
      {pv.asset_receipts.length > 0 && (
        <p className="small">
          Asset receipts invoiced: {pv.asset_receipts.map((r) => `${r.receipt_no} of ${r.apo_no} (${formatMoney(r.amount)})`).join(', ')}
        </p>
      )}
      <Table size="sm" className="small">
        <caption className="caption-top">{pv.journal_entry ? 'Entry posted' : 'Entry on approval'}</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="text-end">Debit</th>
            <th scope="col" className="text-end">Credit</th>
          </tr>
        </thead>
        <tbody>
          {pv.entry.map((l, n) => (
            <tr key={n}>
              <td>{l.account_code} - {l.account_name}</td>
              <td className="text-end">{Number(l.debit) ? formatMoney(l.debit) : ''}</td>
              <td className="text-end">{Number(l.credit) ? formatMoney(l.credit) : ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <dl className="row small">
        <dt className="col-sm-2">Gross Amount</dt>
        <dd className="col-sm-2 text-end">{formatMoney(pv.gross_amount)}</dd>
        <dt className="col-sm-2">Input VAT</dt>
        <dd className="col-sm-2 text-end">{formatMoney(pv.input_vat)}</dd>
        <dt className="col-sm-2">EWT</dt>
        <dd className="col-sm-2 text-end">{formatMoney(pv.ewt_amount)}</dd>
        <dt className="col-sm-2">Net Payable</dt>
        <dd className="col-sm-2 text-end fw-bold">{formatMoney(pv.net_payable)}</dd>
      </dl>
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
    </section>
  );
}
