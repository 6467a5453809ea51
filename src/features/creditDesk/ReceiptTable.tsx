import { Link } from 'react-router-dom';
import { PAYMENT_MODES, RECEIPT_STATUSES } from '../../../contract/collections';
import type { ReceiptLine } from '../../../contract/creditDesk';
import { formatMoney } from '../../lib/money';
import { paymentApplicationPath } from './paths';
import { Table } from 'react-bootstrap';

/** Official receipts of a customer as a small table; an advance links to its payment application. */
export default function ReceiptTable({ rows, caption, empty }: { rows: ReceiptLine[]; caption: string; empty: string }) {
  if (!rows.length) return <p className="text-muted small">{empty}</p>;
  return (
    <Table size="sm" className="small">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Receipt No.</th>
          <th scope="col">Date</th>
          <th scope="col">Mode</th>
          <th scope="col">Check</th>
          <th scope="col" className="text-end">Amount</th>
          <th scope="col" className="text-end">CWT</th>
          <th scope="col" className="text-end">Unapplied</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.receipt_id}>
            <td>
              <Link to={paymentApplicationPath(r.receipt_id)}>{r.receipt_no}</Link>
            </td>
            <td>{r.receipt_date}</td>
            <td>{PAYMENT_MODES[r.payment_mode as keyof typeof PAYMENT_MODES] ?? r.payment_mode}</td>
            <td>{r.check_no ? `${r.check_no} (${r.check_date})` : ''}</td>
            <td className="text-end font-monospace">{formatMoney(r.amount_received)}</td>
            <td className="text-end font-monospace">{formatMoney(r.cwt)}</td>
            <td className="text-end font-monospace">{formatMoney(r.unapplied)}</td>
            <td>{RECEIPT_STATUSES[r.status as keyof typeof RECEIPT_STATUSES] ?? r.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
