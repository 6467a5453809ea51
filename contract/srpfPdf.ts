import type { jsPDF } from 'jspdf';
import { formatMoney } from './kit/money';
import { SRPF_STATUS_NAMES, SRPF_TYPES, type SrpfView } from './srpf';

/** The page the return is drawn on: A4 landscape, millimetres. */
export const SRPF_PDF_PAGE = { orientation: 'landscape', unit: 'mm', format: 'a4' } as const;

/**
 * One return on a PDF page (spec 002 §7.6 GET /export/srpf/pdf): its header, lines, amounts, signature and
 * approvals. Drawn by the server for that call (server/srpf/export.routes.ts); jspdf's document is passed in, so
 * this module loads no drawing library of its own.
 */
export function drawSrpfPdf(pdf: jsPDF, v: SrpfView): void {
  pdf.setFontSize(14);
  pdf.text('STOCK RETURNS PULL-OUT', 148, 14, { align: 'center' });
  pdf.setFontSize(9);
  const pairs: [string, string][] = [
    ['SRPF No.', v.srpf_no],
    ['Date', v.srpf_date],
    ['Type', SRPF_TYPES[v.srpf_type]],
    ['Status', SRPF_STATUS_NAMES[v.status]],
    ['Customer', v.customer_name ? `${v.customer_code} ${v.customer_name}` : 'No Customer Info!'],
    ['Encoded By', v.encoded_by ?? ''],
    ['Approved By', v.approved_by ?? ''],
    ['Credit Memo', v.cm_no ? `${v.cm_no} (${v.cm_journal_entry ?? ''})` : ''],
  ];
  let y = 24;
  pairs.forEach(([label, value], n) => {
    const x = n % 2 === 0 ? 10 : 150;
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, x, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text(value, x + 28, y);
    if (n % 2 === 1) y += 6;
  });
  y += 4;
  const cols = [
    { h: 'Product', x: 10 },
    { h: 'Batch', x: 80 },
    { h: 'DR / SI', x: 105 },
    { h: 'Qty', x: 150, right: true },
    { h: 'Unit Cost', x: 172, right: true },
    { h: 'Total', x: 195, right: true },
    { h: 'Reason', x: 200 },
    { h: 'Near Expiry', x: 262, right: true },
    { h: 'Applicable', x: 287, right: true },
  ];
  pdf.setFont('helvetica', 'bold');
  for (const c of cols) pdf.text(c.h, c.x, y, c.right ? { align: 'right' } : undefined);
  pdf.setFont('helvetica', 'normal');
  for (const l of v.lines) {
    y += 6;
    const cells = [
      l.product_info.product_name.slice(0, 40),
      l.batch_no,
      `${l.dr_reference} / ${l.si_reference}`,
      `${l.quantity} ${l.is_loose ? 'pc' : ''}`,
      formatMoney(l.unit_cost),
      formatMoney(l.total_cost),
      l.reason,
      formatMoney(l.near_expiry_amount),
      formatMoney(l.applicable_amount),
    ];
    cells.forEach((t, n) => pdf.text(t, cols[n].x, y, cols[n].right ? { align: 'right' } : undefined));
  }
  y += 10;
  pdf.text(`Total ${formatMoney(v.total_amount)}   Near expiry ${formatMoney(v.total_amount_near_ex)}   Applicable ${formatMoney(v.applicable_amount)}   Applied ${formatMoney(v.total_applied)}   Balance ${formatMoney(v.total_balance)}`, 10, y);
  if (v.signature) {
    y += 6;
    pdf.text('Requestor signature', 10, y);
    pdf.addImage(v.signature, 'PNG', 10, y + 2, 60, 17);
  }
}
