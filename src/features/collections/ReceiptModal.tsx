import { useState } from 'react';
import { Button, Col, Form, Row, Stack, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { bounceCheckEp, clearCheckEp, PAYMENT_MODES, RECEIPT_STATUSES, receiptShowEp } from '../../../contract/collections';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { Can } from '../../components/permissions';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import Modal, { ModalBody } from '../../components/Modal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import CheckChangeRequestModal from './CheckChangeRequestModal';
import { paymentApplicationPath } from './paths';

/** Since the EOPT Act (RA 11976, RR 7-2024) the invoice is the primary document; a receipt of payment only supports it. */
const EOPT_RECEIPT_NOTE = 'A collection receipt is a supplementary document: it acknowledges the payment and is not valid for claiming input tax (EOPT Act, RR 7-2024).';
import { Facts } from '../../components/Facts';
import DateInput from '../../components/form/DateInput';

/**
 * One official receipt: how it was paid, where the money went, the invoices
 * it paid and its journal entry; and what can still happen to it: a check
 * cleared (a post-dated one on or after its date) or bounced (with the
 * reason), an advance applied.
 */
export default function ReceiptModal({ receiptId, onClose }: { receiptId: number; onClose: () => void }) {
  const read = useRead(receiptShowEp, { params: { receipt_id: receiptId } });
  const clear = useWrite(clearCheckEp);
  const bounce = useWrite(bounceCheckEp);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayManila());
  const [reason, setReason] = useState('');
  const [bouncing, setBouncing] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const r = read.currentData;
  const busy = clear.isLoading || bounce.isLoading;
  const open = r && (r.status === 'PDC' || r.status === 'DEPOSITED');

  const refused = (e: unknown) => void showError('Oops...', (e as ApiError).messages.join('\n'));
  async function doClear() {
    if (!(await confirmAction('Are you sure you want to clear this check?', r!.status === 'PDC' ? 'The check is deposited and the money moves to the bank.' : 'The check is marked cleared.'))) return;
    try {
      await clear.run({ params: { receipt_id: receiptId }, body: { settle_date: date, reason: null } });
      await showSuccess('Cleared', '', 1200);
    } catch (e) {
      refused(e);
    }
  }
  async function doBounce() {
    if (!reason.trim()) return void showError('Oops...', 'Reason is required.');
    if (!(await confirmAction('Are you sure this check bounced?', 'Its invoices will be open again and the customer owes them.'))) return;
    try {
      await bounce.run({ params: { receipt_id: receiptId }, body: { settle_date: date, reason } });
      setBouncing(false);
      await showSuccess('Marked bounced', '', 1200);
    } catch (e) {
      refused(e);
    }
  }

  if (requesting && r) return <CheckChangeRequestModal receipt={r} onClose={() => setRequesting(false)} />;
  const checkOpen = r && r.check_no && r.status !== 'BOUNCED' && r.status !== 'CLEARED';

  return (
    <Modal title={r ? `Collection Receipt ${r.receipt_no}` : 'Collection Receipt'} size="lg" onClose={busy ? undefined : onClose}>
      <ModalBody>
        {read.error ? (
          <p className="text-danger" role="alert">The receipt could not be loaded: {read.error.messages.join(' ')}</p>
        ) : !r ? (
          <p role="status">Loading the receipt…</p>
        ) : (
          <>
            <Facts
              perRow={2}
              facts={[
                { label: 'Customer', value: `${r.customer_code} - ${r.customer_name}`, wide: true },
                ['Receipt Date', r.receipt_date],
                ['Status', `${RECEIPT_STATUSES[r.status]}${r.settled_on ? ` on ${r.settled_on}` : ''}`],
                ['Mode of Payment', PAYMENT_MODES[r.payment_mode]],
                ['Deposit To', r.deposit_to ?? '—'],
                r.check_no && { label: 'Check', value: `${r.check_bank} ${r.check_no}, dated ${r.check_date}`, wide: true },
                ['Amount Received', formatMoney(r.amount_received)],
                ['CWT', `${formatMoney(r.cwt)} ${r.cwt_2307_received ? '(2307 received)' : ''}`],
                ['Applied', formatMoney(r.applied)],
                ['Advance (Unapplied)', formatMoney(r.unapplied)],
                ['Journal Entry', r.journal_entry ?? '—'],
                ['Recorded By', r.created_by ?? '—'],
                r.bounce_reason && { label: 'Bounce Reason', value: r.bounce_reason, wide: true },
                r.remarks && { label: 'Remarks', value: r.remarks, wide: true },
              ]}
            />
            <p className="small text-muted">{EOPT_RECEIPT_NOTE}</p>
            <Table size="sm" className="small">
              <caption className="caption-top">Invoices paid</caption>
              <thead>
                <tr>
                  <th scope="col">Applied On</th>
                  <th scope="col">SI No.</th>
                  <th scope="col">DR No.</th>
                  <th scope="col" className="text-end">Amount</th>
                  <th scope="col" className="text-end">CWT</th>
                </tr>
              </thead>
              <tbody>
                {r.applications.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="text-muted">Not applied to any invoice: the whole amount is an advance.</td>
                  </tr>
                ) : (
                  r.applications.map((a) => (
                    <tr key={a.collection_id}>
                      <td>{a.applied_on}</td>
                      <td>{a.si_number}</td>
                      <td>{a.dr_number}</td>
                      <td className="text-end">{formatMoney(a.amount)}</td>
                      <td className="text-end">{formatMoney(a.cwt)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
            {open && (
              <Row className="g-2 align-items-end border-top pt-2">
                <Col md={3}>
                  <Form.Label htmlFor="settle-date" className="small mb-0">Date</Form.Label>
                  <DateInput id="settle-date" value={date} onValue={(v) => setDate(v)} />
                </Col>
                {bouncing && (
                  <Col md={5}>
                    <Form.Label htmlFor="bounce-reason" className="small mb-0">Reason <span className="text-danger" aria-hidden="true">*</span></Form.Label>
                    <Form.Control id="bounce-reason" size="sm" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} aria-required />
                  </Col>
                )}
                <Col as={Stack} direction="horizontal" gap={2}>
                  <Can scopes="clear_check">
                    {!bouncing && (
                      <Button size="sm" variant="success" disabled={busy} onClick={doClear}>
                        Clear Check
                      </Button>
                    )}
                  </Can>
                  <Can scopes="bounce_check">
                    {bouncing ? (
                      <>
                        <Button size="sm" variant="danger" disabled={busy} onClick={doBounce}>
                          Confirm Bounce
                        </Button>
                        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => setBouncing(false)}>
                          Back
                        </Button>
                      </>
                    ) : (
                      <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => setBouncing(true)}>
                        Mark Bounced
                      </Button>
                    )}
                  </Can>
                </Col>
              </Row>
            )}
            {checkOpen && (
              <Can scopes="create_collection">
                <Button size="sm" variant="outline-secondary" className="mt-2 me-2" onClick={() => setRequesting(true)}>
                  Request Check Change (Treasury)
                </Button>
              </Can>
            )}
            {Number(r.unapplied) > 0 && r.status !== 'BOUNCED' && (
              <Can scopes="apply_collection">
                <Button size="sm" variant="primary" className="mt-2" onClick={() => navigate(paymentApplicationPath(r.receipt_id))}>
                  Apply the Advance to Invoices
                </Button>
              </Can>
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
