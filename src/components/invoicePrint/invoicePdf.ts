import type { InvoicePrint } from '../../../contract/invoicePrint';
import { formatMoney } from '../../lib/money';

/**
 * A sales invoice as the EOPT Act has it (A4 portrait; jspdf loads on demand): "INVOICE", the seller's registered
 * name, VAT Reg. TIN with branch code and address; the buyer's name, TIN and address; the lines; VATable, zero-rated
 * and exempt sales and the VAT apart; the ACCN with its date and serial range; REPRINT on every copy after the first.
 */
export async function printInvoice(inv: InvoicePrint): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const right = (text: string, x: number, y: number) => pdf.text(text, x, y, { align: 'right' });
  const head = () => {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(12);
    pdf.text(inv.seller.registered_name, 105, 14, { align: 'center' });
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8.5);
    pdf.text(inv.seller.business_name, 105, 19, { align: 'center' });
    pdf.text(inv.seller.address, 105, 23, { align: 'center' });
    pdf.text(`VAT Reg. TIN ${inv.seller.tin}`, 105, 27, { align: 'center' });
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(16);
    pdf.text('INVOICE', 105, 37, { align: 'center' });
    if (inv.reprint) {
      pdf.setTextColor(180, 0, 0);
      pdf.setFontSize(14);
      pdf.text(`REPRINT (copy ${inv.copy_no})`, 200, 37, { align: 'right' });
      pdf.setTextColor(0, 0, 0);
    }
    pdf.setFontSize(9);
    pdf.setFont('helvetica', 'normal');
  };
  head();
  pdf.text(`No. ${inv.si_number}`, 10, 46);
  right(`Date ${inv.si_date}${inv.due_date && inv.due_date !== inv.si_date ? `   Due ${inv.due_date}` : ''}`, 200, 46);
  pdf.text(`Sold to: ${inv.buyer.name}`, 10, 53);
  pdf.text(`Business name: ${inv.buyer.business_name}`, 10, 58);
  pdf.text(`TIN: ${inv.buyer.tin ?? '—'}`, 10, 63);
  pdf.text(`Address: ${inv.buyer.address ?? '—'}`, 10, 68);
  const cols = [
    { label: 'Description', x: 10 },
    { label: 'Qty', x: 120, right: true },
    { label: 'Unit', x: 124 },
    { label: 'Unit Price', x: 158, right: true },
    { label: 'Discount', x: 178, right: true },
    { label: 'Amount', x: 200, right: true },
  ];
  let y = 77;
  const header = () => {
    pdf.setFont('helvetica', 'bold');
    for (const c of cols) (c.right ? right : pdf.text.bind(pdf))(c.label, c.x, y);
    pdf.setFont('helvetica', 'normal');
    y += 5;
  };
  header();
  for (const l of inv.lines) {
    if (y > 245) {
      pdf.addPage();
      head();
      y = 46;
      header();
    }
    pdf.text(l.description.slice(0, 60), 10, y);
    right(String(l.qty), 120, y);
    pdf.text(l.unit.slice(0, 12), 124, y);
    right(formatMoney(l.unit_price), 158, y);
    right(formatMoney(l.discount), 178, y);
    right(formatMoney(l.amount), 200, y);
    y += 5;
  }
  y += 4;
  const totals: [string, string][] = [
    ['VATable Sales', inv.vatable_sales],
    ['VAT (12%)', inv.vat_amount],
    ['Zero-rated Sales', inv.zero_rated],
    ['VAT-exempt Sales', inv.vat_exempt],
    ['Total Amount Due', inv.total],
  ];
  for (const [label, amount] of totals) {
    pdf.setFont('helvetica', label === 'Total Amount Due' ? 'bold' : 'normal');
    right(label, 170, y);
    right(formatMoney(amount), 200, y);
    y += 5;
  }
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(7.5);
  const foot = [
    `Acknowledgement Certificate Control No. ${inv.ack_cert_no}, issued ${inv.ack_cert_date}; series ${inv.serial_range}.`,
    inv.eis.length ? `Sent to the BIR's EIS: ${inv.eis.map((d) => `${d.unique_id} (${d.state}${d.ack_id ? `, ${d.ack_id}` : ''})`).join('; ')}.` : 'Not yet sent to the BIR\u2019s EIS.',
    `Printed ${new Date(inv.printed_at).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })} by ${inv.printed_by}${inv.reprint ? ` — REPRINT, copy ${inv.copy_no}` : ' — original'}.`,
  ];
  foot.forEach((line, i) => pdf.text(pdf.splitTextToSize(line, 190) as string[], 10, 280 - (foot.length - 1 - i) * 4));
  pdf.save(`invoice_${inv.si_number}${inv.reprint ? `_reprint-${inv.copy_no}` : ''}.pdf`);
}
