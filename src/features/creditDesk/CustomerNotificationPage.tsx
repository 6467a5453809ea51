import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { noticePreviewEp, noticeSendEp, type NoticePreview } from '../../../contract/creditDesk';
import { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import LoadState from '../../components/LoadState';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { customerCollectionsPath } from './paths';
import { Button, Form, Table } from 'react-bootstrap';

/**
 * The collection notice of a customer: a reminder letter listing its past-due
 * invoices today, to print as PDF, and a log of the notices sent (what each
 * showed, to whom, by whom).
 */
export default function CustomerNotificationPage() {
  const code = useParams().customer_code ?? '';
  const preview = useRead(noticePreviewEp, { params: { customer_code: code } }, { skip: !code });
  return (
    <div className="p-3">
      <h1 className="h4">Customer Notification</h1>
      <LoadState what="the collection notice" isLoading={preview.isLoading} error={preview.error} empty={!preview.data} emptyText="No customer." onRetry={() => void preview.refetch()}>
        {() => <Notice n={preview.data!} />}
      </LoadState>
    </div>
  );
}

function Notice({ n }: { n: NoticePreview }) {
  const letter = useRef<HTMLDivElement>(null);
  const [sentTo, setSentTo] = useState('');
  const [printing, setPrinting] = useState(false);
  const send = useWrite(noticeSendEp);
  const nothing = n.invoices.length === 0;

  async function print() {
    if (!letter.current) return;
    setPrinting(true);
    try {
      const { makePdf } = await import('../../components/creditAssessment/makePdf');
      await makePdf(letter.current, `Collection_Notice_${n.customer.customer_code}_${n.as_of}.pdf`);
    } catch {
      toast.error('The PDF could not be made. Please try again.');
    } finally {
      setPrinting(false);
    }
  }
  async function markSent() {
    if (!(await confirmAction('Mark as sent?', `Log that the notice of ${formatMoney(n.past_due)} past due was sent to ${n.customer.customer_name}?`))) return;
    try {
      await send.run({ params: { customer_code: n.customer.customer_code }, body: { as_of: n.as_of, sent_to: sentTo.trim() || undefined } });
      toast.success('The notice was logged as sent.');
      setSentTo('');
    } catch (e) {
      void showError('Error', e instanceof ApiError ? e.messages.join('\n') : 'Error occured. Please try again later.');
    }
  }

  return (
    <>
      <p className="small">
        <Link to={customerCollectionsPath(n.customer.customer_id)}>Back to the customer&apos;s collections</Link>
      </p>
      <div ref={letter} className="border bg-white p-4 mb-3" aria-label="Notice preview" style={{ maxWidth: 800 }}>
        <p className="mb-3">{n.as_of}</p>
        <p className="mb-0 fw-bold">{n.customer.customer_name}</p>
        {n.customer.city && <p className="mb-0">{n.customer.city}</p>}
        {n.attention && <p className="mb-3">Attention: {n.attention}</p>}
        <p className="fw-bold mt-3">Subject: Past-due account ({n.customer.customer_code})</p>
        {nothing ? (
          <p>The account has nothing past due today.</p>
        ) : (
          <>
            <p>
              Our records show the following invoices past their due date of {n.customer.credit_term_days} days, totalling{' '}
              <strong>PHP {formatMoney(n.past_due)}</strong>. We would appreciate your payment at the soonest, or a call to our credit and collections
              team if you have already paid.
            </p>
            <Table size="sm" bordered className="small">
              <thead>
                <tr>
                  <th scope="col">SI No.</th>
                  <th scope="col">Invoice Date</th>
                  <th scope="col">Due Date</th>
                  <th scope="col" className="text-end">Days Past Due</th>
                  <th scope="col" className="text-end">Balance</th>
                </tr>
              </thead>
              <tbody>
                {n.invoices.map((i) => (
                  <tr key={i.si_id}>
                    <td>{i.si_number}</td>
                    <td>{i.invoice_date}</td>
                    <td>{i.due_date}</td>
                    <td className="text-end">{i.days_past_due}</td>
                    <td className="text-end font-monospace">{formatMoney(i.balance)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <td colSpan={4}>Total Past Due</td>
                  <td className="text-end font-monospace">{formatMoney(n.past_due)}</td>
                </tr>
              </tfoot>
            </Table>
            <p className="mb-0">Please disregard this notice if payment has been made.</p>
          </>
        )}
      </div>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-auto">
          <Button variant="outline-secondary" onClick={() => void print()} disabled={printing}>
            {printing ? 'Making the PDF…' : 'Print to PDF'}
          </Button>
        </div>
        <div className="col-12 col-md-4">
          <Form.Label htmlFor="notice-sent-to" className="small mb-1">
            Sent To (e-mail or person)
          </Form.Label>
          <Form.Control id="notice-sent-to"  maxLength={200} value={sentTo} onChange={(e) => setSentTo(e.target.value)} />
        </div>
        <div className="col-auto">
          <Button variant="success" onClick={() => void markSent()} disabled={nothing || send.isLoading}>
            Mark as Sent
          </Button>
        </div>
      </div>
      <section aria-label="Notices sent">
        <h2 className="h6">Notices Sent</h2>
        {n.sent.length ? (
          <Table size="sm" className="small">
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">As of</th>
                <th scope="col" className="text-end">Past Due</th>
                <th scope="col" className="text-end">Invoices</th>
                <th scope="col">Sent To</th>
                <th scope="col">Sent By</th>
              </tr>
            </thead>
            <tbody>
              {n.sent.map((s) => (
                <tr key={s.notice_id}>
                  <td>{formatDateTime(s.sent_at)}</td>
                  <td>{s.as_of}</td>
                  <td className="text-end font-monospace">{formatMoney(s.past_due)}</td>
                  <td className="text-end">{s.invoices}</td>
                  <td>{s.sent_to}</td>
                  <td>{s.sent_by}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-muted small">No notice sent yet.</p>
        )}
      </section>
    </>
  );
}
