import { Table } from 'react-bootstrap';
import { formatMoney } from '../lib/money';
import ScrollRegion from './ScrollRegion';

/** A line of a journal entry as every screen that shows one reads it. */
export interface EntryLineRow {
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
}

const amount = (v: string) => (Number(v) ? formatMoney(v) : '');

/**
 * The lines of a journal entry (posted or to be posted): account, debit, credit, zeros left blank as a ledger
 * shows them. Used by receipts, asset depreciation and disposals, allocations and the advances' JV.
 * `region` wraps it in a scroll region named by the caption (wide screens, long entries).
 */
export default function EntryLinesTable({ lines, caption, region = false, testId }: { lines: readonly EntryLineRow[]; caption: string; region?: boolean; testId?: string }) {
  const table = (
    <Table size="sm" bordered className="w-auto" data-testid={testId}>
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className="text-end">
            Debit
          </th>
          <th scope="col" className="text-end">
            Credit
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${i}-${l.account_code}`}>
            <th scope="row" className="fw-normal">
              {l.account_code} - {l.account_name}
            </th>
            <td className="text-end text-nowrap">{amount(l.debit)}</td>
            <td className="text-end text-nowrap">{amount(l.credit)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
  return region ? <ScrollRegion label={caption}>{table}</ScrollRegion> : table;
}
