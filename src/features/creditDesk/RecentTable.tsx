import { POSTING_KINDS, type RecentPosting } from '../../../contract/creditDesk';
import { formatMoney } from '../../lib/money';
import { Table } from 'react-bootstrap';

/** Receivable postings as a small table (the newest first). */
export default function RecentTable({ rows, caption, empty }: { rows: RecentPosting[]; caption: string; empty: string }) {
  if (!rows.length) return <p className="text-muted small">{empty}</p>;
  return (
    <Table size="sm" className="small">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Transaction</th>
          <th scope="col">Reference</th>
          <th scope="col">Particulars</th>
          <th scope="col" className="text-end">Debit</th>
          <th scope="col" className="text-end">Credit</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{r.transaction_date}</td>
            <td>{POSTING_KINDS[r.transaction] ?? r.transaction}</td>
            <td>{r.reference}</td>
            <td>{r.particulars}</td>
            <td className="text-end font-monospace">{formatMoney(r.debit)}</td>
            <td className="text-end font-monospace">{formatMoney(r.credit)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
