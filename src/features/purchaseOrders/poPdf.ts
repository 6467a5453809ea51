import { PO_STATUS_NAMES } from '../../../contract/purchasing';
import type { PoDetail } from '../../../contract/purchaseOrders';
import { formatMoney } from '../../lib/money';

/**
 * The purchase order as a PDF, drawn from the print call's answer. jspdf is
 * imported only when the user prints, so it never reaches the page's first load.
 */
export async function printPurchaseOrder(po: PoDetail): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdf.setFontSize(14);
  pdf.text('PURCHASE ORDER', 105, 15, { align: 'center' });
  pdf.setFontSize(9);
  let y = 25;
  const field = (label: string, value: string | null, x: number) => {
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, x, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text((value ?? '—').slice(0, 60), x + 32, y);
  };
  field('PO No.', po.po_no, 10);
  field('PO Date', po.po_date, 110);
  y += 6;
  field('Supplier', `${po.supplier_code} ${po.supplier_name}`, 10);
  field('PR No.', po.pr_no ?? 'None (raised directly)', 110);
  y += 6;
  field('TIN', po.supplier_tin, 10);
  field('Delivery Date', po.delivery_date, 110);
  y += 6;
  field('Address', po.supplier_address, 10);
  y += 6;
  field('Payment Terms', po.payment_term, 10);
  field('Status', PO_STATUS_NAMES[po.approved_status] ?? '', 110);
  y += 10;
  pdf.setFont('helvetica', 'bold');
  const cols = [
    { text: 'No.', x: 10 },
    { text: 'Product', x: 20 },
    { text: 'Quantity', x: 140, right: true },
    { text: 'Unit Price', x: 170, right: true },
    { text: 'Amount', x: 200, right: true },
  ];
  for (const c of cols) pdf.text(c.text, c.x, y, c.right ? { align: 'right' } : undefined);
  pdf.setFont('helvetica', 'normal');
  for (const l of po.lines) {
    y += 6;
    if (y > 270) {
      pdf.addPage();
      y = 20;
    }
    pdf.text(String(l.line_no), 10, y);
    pdf.text(l.product_name.slice(0, 60), 20, y);
    pdf.text(String(l.ordered_qty), 140, y, { align: 'right' });
    pdf.text(formatMoney(l.unit_price), 170, y, { align: 'right' });
    pdf.text(formatMoney(l.total_amount), 200, y, { align: 'right' });
  }
  y += 8;
  pdf.setFont('helvetica', 'bold');
  pdf.text('Total', 170, y, { align: 'right' });
  pdf.text(formatMoney(po.total_amount), 200, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  y += 10;
  if (po.instructions || po.particulars) {
    pdf.text(`Instructions: ${(po.instructions ?? po.particulars ?? '').slice(0, 110)}`, 10, y);
    y += 8;
  }
  y += 8;
  pdf.text(`${po.pr_hdr_id !== null ? 'Requested' : 'Raised'} by: ${po.requester_name}`, 10, y);
  y += 6;
  for (const l of po.levels) {
    pdf.text(`${l.level} approval: ${l.approved_by ? `${l.approved_by}, ${l.approved_at}` : 'pending'}`, 10, y);
    y += 6;
  }
  pdf.save(`${po.po_no}.pdf`);
}
