import type { ReactNode } from 'react';
import { RECEIPT_STATUSES, type ReceiptDetail } from '../../../contract/inventoryReceipts';
import ScrollRegion from '../../components/ScrollRegion';
import EntryLinesTable from '../../components/EntryLinesTable';
import { ShelfLifeBadge } from '../../components/shelfLife';
import { formatDateTime, todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';
import { Badge, Table } from 'react-bootstrap';

/**
 * One receipt as every receipt screen shows it: the header, the lines with
 * their batch, shelf life, pallet and inspection, and the entry (posted, or
 * the one approval will post). The screen adds its own actions.
 */
export default function ReceiptView({ r, actions, children }: { r: ReceiptDetail; actions?: ReactNode; children?: ReactNode }) {
  const today = todayManila();
  const inspected = r.inspected_at !== null;
  return (
    <section aria-labelledby={`receipt-${r.receipt_id}-title`} className="border rounded p-2 mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={`receipt-${r.receipt_id}-title`} className="h5 me-auto mb-0">
          Receipt {r.receipt_no} <Badge bg="secondary">{RECEIPT_STATUSES[r.status]}</Badge>
        </h2>
        {actions}
      </div>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Purchase Order', `${r.po_no} of ${r.po_date}`],
          ['Supplier', r.supplier_name],
          ['Warehouse', r.warehouse_name],
          ['Receipt Date', r.receipt_date],
          ['Delivery Receipt No.', r.delivery_ref ?? '—'],
          ['Received By', r.maker ?? '—'],
          ['Inspected By', r.inspected_by_name ? `${r.inspected_by_name}, ${formatDateTime(r.inspected_at)}` : 'Not inspected'],
          [r.status === 'approved' ? 'Approved By' : 'Decided By', r.decided_by_name ? `${r.decided_by_name}, ${formatDateTime(r.decided_at)}` : '—'],
          r.remarks && { label: 'Remarks', value: r.remarks, wide: true },
          r.reason && { label: 'Reason', value: r.reason, wide: true },
          ['Receiving Report', r.rr_no ?? 'Not posted'],
          ['Journal Entry', r.journal_entry ?? 'Not posted'],
        ]}
      />
      {children ?? (
        <ScrollRegion label={`Lines of receipt ${r.receipt_no}`}>
          <Table size="sm" className="small">
            <caption className="caption-top">Lines</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Batch No.</th>
                <th scope="col">Manufactured</th>
                <th scope="col">Expiry</th>
                <th scope="col">Pallet</th>
                <th scope="col" className="text-end">Quantity</th>
                <th scope="col" className="text-end">Free Goods</th>
                {inspected && <th scope="col" className="text-end">Accepted</th>}
                {inspected && <th scope="col">Rejection Reason</th>}
                <th scope="col" className="text-end">Unit Cost</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.receipt_line_id}>
                  <td>{l.product_code} - {l.product_name}</td>
                  <td>{l.batch_no}</td>
                  <td>{l.manufacturing_date}</td>
                  <td>{l.expiry_date} <ShelfLifeBadge expiry={l.expiry_date} today={today} /></td>
                  <td>{l.floor} / {l.pallet_code}</td>
                  <td className="text-end">{l.quantity}</td>
                  <td className="text-end">{l.free_goods}</td>
                  {inspected && <td className="text-end">{l.accepted_quantity} + {l.accepted_free_goods} free</td>}
                  {inspected && <td>{l.reject_reason ?? ''}</td>}
                  <td className="text-end">{formatMoney(l.unit_cost)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <EntryTable r={r} />
    </section>
  );
}

export function EntryTable({ r }: { r: ReceiptDetail }) {
  return <EntryLinesTable lines={r.entry} caption={r.journal_entry ? `Entry posted (${r.journal_entry})` : 'Entry on approval'} testId="receipt-entry" />;
}
