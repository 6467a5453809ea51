import type { Buckets } from '../../../contract/creditDesk';
import { formatMoney } from '../../lib/money';
import ScrollRegion from '../../components/ScrollRegion';
import { Table } from 'react-bootstrap';

export const BUCKET_LABELS = [
  ['in_transit', 'In Transit'],
  ['current', 'Current'],
  ['days_30', '1-30 Days'],
  ['days_60', '31-60 Days'],
  ['days_90', '61-90 Days'],
  ['over_90_days', 'Over 90 Days'],
  ['total_ar', 'Total Receivable'],
  ['advances', 'Advances (Unapplied)'],
  ['net', 'Net Receivable'],
] as const;

/** One aging as a one-row table: the buckets, the receivable, the advances beside it and the net. */
export default function AgingBuckets({ aging, caption }: { aging: Buckets; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <Table size="sm" bordered className="w-auto mb-0">
        <caption className="caption-top small text-muted">{caption}</caption>
        <thead>
          <tr>
            {BUCKET_LABELS.map(([key, label]) => (
              <th key={key} scope="col" className="text-end">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {BUCKET_LABELS.map(([key]) => (
              <td key={key} className={`text-end font-monospace${key === 'total_ar' || key === 'net' ? ' fw-bold' : ''}`}>
                {formatMoney(aging[key])}
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
    </ScrollRegion>
  );
}
