import type { ReactNode } from 'react';
import { RECEIPT_STATUSES, type ReceiptDetail } from '../../../contract/inventoryReceipts';
import DocumentLines from '../../components/document/DocumentLines';
import EntryLinesTable from '../../components/EntryLinesTable';
import { ShelfLifeBadge } from '../../components/shelfLife';
import { formatDateTime, todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';
import { Badge } from 'react-bootstrap';

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
        <DocumentLines
          label={`Lines of receipt ${r.receipt_no}`}
          lines={r.lines}
          lineKey={(l) => l.receipt_line_id}
          columns={[
            { header: 'Product', cell: (l) => `${l.product_code} - ${l.product_name}` },
            { header: 'Batch No.', cell: (l) => l.batch_no },
            { header: 'Manufactured', cell: (l) => l.manufacturing_date },
            { header: 'Expiry', cell: (l) => <>{l.expiry_date} <ShelfLifeBadge expiry={l.expiry_date} today={today} /></> },
            { header: 'Pallet', cell: (l) => `${l.floor} / ${l.pallet_code}` },
            { header: 'Quantity', end: true, cell: (l) => l.quantity },
            { header: 'Free Goods', end: true, cell: (l) => l.free_goods },
            inspected && { header: 'Accepted', end: true, cell: (l) => `${l.accepted_quantity} + ${l.accepted_free_goods} free` },
            inspected && { header: 'Rejection Reason', cell: (l) => l.reject_reason ?? '' },
            { header: 'Unit Cost', end: true, cell: (l) => formatMoney(l.unit_cost) },
          ]}
        />
      )}
      <EntryTable r={r} />
    </section>
  );
}

export function EntryTable({ r }: { r: ReceiptDetail }) {
  return <EntryLinesTable lines={r.entry} caption={r.journal_entry ? `Entry posted (${r.journal_entry})` : 'Entry on approval'} testId="receipt-entry" />;
}
