import { RECEIPT_STATUSES, receiptListEp, type ReceiptStatus } from '../../../contract/inventoryReceipts';
import { usePage } from '../../api/kitApi';
import { formatMoney } from '../../lib/money';
import { Button, ListGroup } from 'react-bootstrap';

/** The receipts waiting at one step (oldest first), as a list of buttons: choosing one opens it beside the list. */
export default function ReceiptQueue({ status, chosen, onChoose, label }: { status: ReceiptStatus; chosen: number | null; onChoose: (id: number) => void; label: string }) {
  const page = usePage(receiptListEp, { query: { status, page: 0, page_size: 100, order_by: 'receipt_date', direction: 'asc' } });
  if (page.error) return <p className="text-danger" role="alert">The receipts could not be loaded: {page.error.messages.join(' ')}</p>;
  if (!page.currentData) return <p role="status">Loading the receipts {RECEIPT_STATUSES[status].toLowerCase()}…</p>;
  if (!page.currentData.rows.length) return <p role="status">No receipt is waiting {RECEIPT_STATUSES[status].toLowerCase()}.</p>;
  return (
    <ListGroup as="ul" className="mb-3" aria-label={label}>
      {page.currentData.rows.map((r) => (
        <ListGroup.Item key={r.receipt_id} as="li" className="p-0">
          <Button aria-current={chosen === r.receipt_id ? 'true' : undefined} variant={chosen === r.receipt_id ? 'primary' : 'light'}
            className="w-100 text-start rounded-0" onClick={() => onChoose(r.receipt_id)}>
            <strong>{r.receipt_no}</strong> · {r.receipt_date} · {r.po_no} · {r.supplier_name} · {r.quantity} units · {formatMoney(r.amount)}
          </Button>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
