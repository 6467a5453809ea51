import { jvWorkflow, type JvDetail } from '../../../contract/journalVouchers';
import { formatMoney } from '../../lib/money';

/**
 * The journal voucher as a PDF, drawn from what the show call answers. jspdf
 * is imported only when the user prints, so it never reaches a page's first
 * load.
 */
export async function printJournalVoucher(jv: JvDetail): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdf.setFontSize(14);
  pdf.text('JOURNAL VOUCHER', 105, 15, { align: 'center' });
  pdf.setFontSize(9);
  let y = 25;
  const field = (label: string, value: string | null, x: number) => {
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, x, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text(value ?? '—', x + 28, y);
  };
  field('JV No.', jv.jv_no, 10);
  field('JV Date', jv.jv_date, 110);
  y += 6;
  field('Reference', jv.reference, 10);
  field('Status', jvWorkflow.statuses[jv.status], 110);
  y += 6;
  field('Journal Entry', jv.journal_entry, 10);
  field('Reverses', jv.reverses_no, 110);
  y += 6;
  pdf.setFont('helvetica', 'bold');
  pdf.text('Particulars', 10, y);
  pdf.setFont('helvetica', 'normal');
  const particulars = pdf.splitTextToSize(jv.particulars, 160) as string[];
  pdf.text(particulars, 38, y);
  y += 6 * particulars.length + 4;

  pdf.setFont('helvetica', 'bold');
  const head = () => {
    pdf.text('Account', 10, y);
    pdf.text('Cost Center / Program', 95, y);
    pdf.text('Debit', 170, y, { align: 'right' });
    pdf.text('Credit', 200, y, { align: 'right' });
    y += 2;
    pdf.line(10, y, 200, y);
    y += 5;
  };
  head();
  pdf.setFont('helvetica', 'normal');
  for (const l of jv.lines) {
    if (y > 270) {
      pdf.addPage();
      y = 20;
      pdf.setFont('helvetica', 'bold');
      head();
      pdf.setFont('helvetica', 'normal');
    }
    pdf.text(`${l.account_code} ${l.account_name}`.slice(0, 48), 10, y);
    pdf.text([l.cost_center, l.program].filter(Boolean).join(' / ').slice(0, 38), 95, y);
    pdf.text(l.debit === '0.00' ? '' : formatMoney(l.debit), 170, y, { align: 'right' });
    pdf.text(l.credit === '0.00' ? '' : formatMoney(l.credit), 200, y, { align: 'right' });
    y += 5;
    if (l.description) {
      pdf.setFontSize(8);
      pdf.text(l.description.slice(0, 90), 14, y);
      pdf.setFontSize(9);
      y += 5;
    }
  }
  pdf.line(10, y - 3, 200, y - 3);
  pdf.setFont('helvetica', 'bold');
  pdf.text('Total', 10, y + 2);
  pdf.text(formatMoney(jv.total_debit), 170, y + 2, { align: 'right' });
  pdf.text(formatMoney(jv.total_credit), 200, y + 2, { align: 'right' });
  y += 16;
  pdf.setFont('helvetica', 'normal');
  const sign = (label: string, who: string | null, x: number) => {
    pdf.text(label, x, y);
    pdf.text(who ?? '', x, y + 10);
    pdf.line(x, y + 11, x + 55, y + 11);
  };
  sign('Prepared by', jv.created_by, 10);
  sign('Submitted by', jv.submitted_by, 75);
  sign('Approved by', jv.approved_by, 140);
  pdf.save(`${jv.jv_no}.pdf`);
}
