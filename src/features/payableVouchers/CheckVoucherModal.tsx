import { useState } from 'react';
import { CV_STATUSES, cvReleaseEp, cvShowEp, cvVoidEp, PAYEE_TYPES_LABEL } from './cvLabels';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import Modal, { ModalBody } from '../../components/Modal';
import { Can } from '../../components/permissions';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';
import DateInput from '../../components/form/DateInput';
import { Button, Form, Table } from 'react-bootstrap';

/**
 * One check voucher: the check, the payable vouchers it pays, its entries;
 * release it (posts the payables against cash in bank) or void it with the
 * reason (a released check is reversed and its vouchers wait for a new one).
 */
export default function CheckVoucherModal({ cvId, onClose }: { cvId: number; onClose: () => void }) {
  const read = useRead(cvShowEp, { params: { id: cvId } });
  const writes = useWrites();
  const [date, setDate] = useState(todayManila());
  const [reason, setReason] = useState('');
  const [voiding, setVoiding] = useState(false);
  const cv = read.currentData;
  const refused = (e: unknown) => void showError('Oops...', (e as ApiError).messages.join('\n'));

  async function release() {
    if (!(await confirmAction('Release this check?', `${formatMoney(cv!.amount)} is posted against the bank account.`))) return;
    try {
      await writes.runOn(cvReleaseEp, { params: { id: cvId }, body: { release_date: date } });
      await showSuccess('Released', '', 1200);
    } catch (e) {
      refused(e);
    }
  }
  async function doVoid() {
    if (!reason.trim()) return void showError('Oops...', 'Reason is required.');
    const posted = cv!.status === 'released';
    if (!(await confirmAction('Void this check?', posted ? 'The release is reversed and its vouchers wait for a new check.' : 'Its vouchers wait for a new check.'))) return;
    try {
      await writes.runOn(cvVoidEp, { params: { id: cvId }, body: { void_date: date, reason } });
      setVoiding(false);
      await showSuccess('Voided', '', 1200);
    } catch (e) {
      refused(e);
    }
  }

  return (
    <Modal title={cv ? `Check Voucher ${cv.cv_no}` : 'Check Voucher'} size="lg" onClose={writes.isLoading ? undefined : onClose}>
      <ModalBody>
        {read.error ? (
          <p className="text-danger" role="alert">The check voucher could not be loaded: {read.error.messages.join(' ')}</p>
        ) : !cv ? (
          <p role="status">Loading the check voucher…</p>
        ) : (
          <>
            <Facts
              perRow={2}
              facts={[
                { label: 'Payee', value: `${cv.payee_name} (${PAYEE_TYPES_LABEL[cv.payee_type]})`, wide: true },
                { label: 'Bank Account', value: cv.bank, wide: true },
                ['Check No.', cv.check_no],
                ['Check Date', cv.check_date],
                ['Amount', formatMoney(cv.amount)],
                ['Status', CV_STATUSES[cv.status]],
                ['Journal Entry', cv.journal_entry ?? 'Not posted'],
                ['Reversal Entry', cv.void_journal_entry ?? '—'],
                cv.replaces_cv_no && { label: 'Replaces', value: cv.replaces_cv_no, wide: true },
                cv.void_reason && { label: 'Void Reason', value: cv.void_reason, wide: true },
              ]}
            />
            <Table size="sm" className="small">
              <caption className="caption-top">Payable vouchers paid</caption>
              <thead>
                <tr>
                  <th scope="col">PV No.</th>
                  <th scope="col">PV Date</th>
                  <th scope="col">Invoice No.</th>
                  <th scope="col" className="text-end">Net Payable</th>
                </tr>
              </thead>
              <tbody>
                {cv.vouchers.map((v) => (
                  <tr key={v.payable_voucher_hdr_id}>
                    <td>{v.pv_no}</td>
                    <td>{v.pv_date}</td>
                    <td>{v.invoice_no ?? '—'}</td>
                    <td className="text-end">{formatMoney(v.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {cv.status !== 'voided' && (
              <Can scopes="release_check_voucher">
                <div className="row g-2 align-items-end border-top pt-2">
                  <div className="col-md-3">
                    <Form.Label htmlFor="cv-date" className="small mb-0">{voiding ? 'Void Date' : 'Release Date'}</Form.Label>
                    <DateInput id="cv-date" value={date} onValue={(v) => setDate(v)} />
                  </div>
                  {voiding && (
                    <div className="col-md-5">
                      <Form.Label htmlFor="cv-reason" className="small mb-0">Reason <span className="text-danger" aria-hidden="true">*</span></Form.Label>
                      <Form.Control id="cv-reason" size="sm" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-required />
                    </div>
                  )}
                  <div className="col d-flex gap-2">
                    {!voiding && cv.status === 'for_release' && (
                      <Button variant="success" size="sm" disabled={writes.isLoading} onClick={release}>Release Check</Button>
                    )}
                    {voiding ? (
                      <>
                        <Button variant="danger" size="sm" disabled={writes.isLoading} onClick={doVoid}>Confirm Void</Button>
                        <Button variant="outline-secondary" size="sm" onClick={() => setVoiding(false)}>Back</Button>
                      </>
                    ) : (
                      <Button variant="outline-danger" size="sm" onClick={() => setVoiding(true)}>Void Check</Button>
                    )}
                  </div>
                </div>
              </Can>
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
