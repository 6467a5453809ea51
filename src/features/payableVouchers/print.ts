import type { Bir2307, PvDetail } from '../../../contract/payableVouchers';
import { PAYEE_TYPES, PV_STATUSES } from '../../../contract/payableVouchers';
import { formatMoney } from '../../lib/money';

/**
 * The payable voucher and the BIR Form 2307 as PDFs, drawn here from what the
 * server answers (the print calls return the data). jspdf is imported only
 * when the user prints, so it never reaches a page's first load.
 */
type Pdf = InstanceType<(typeof import('jspdf'))['jsPDF']>;

async function newPdf(): Promise<Pdf> {
  const { jsPDF } = await import('jspdf');
  return new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

function row(pdf: Pdf, y: number, cells: { text: string; x: number; right?: boolean }[]) {
  for (const c of cells) pdf.text(c.text, c.x, y, c.right ? { align: 'right' } : undefined);
}

export async function printPayableVoucher(pv: PvDetail): Promise<void> {
  const pdf = await newPdf();
  pdf.setFontSize(14);
  pdf.text('PAYABLE VOUCHER', 105, 15, { align: 'center' });
  pdf.setFontSize(9);
  let y = 25;
  const field = (label: string, value: string | null, x: number) => {
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, x, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text(value ?? '—', x + 30, y);
  };
  field('PV No.', pv.pv_no, 10);
  field('PV Date', pv.pv_date, 110);
  y += 6;
  field('Payee', `${pv.payee_name ?? '—'} (${PAYEE_TYPES[pv.payee_type]})`, 10);
  y += 6;
  field('TIN', pv.payee_tin, 10);
  field('Due Date', pv.due_date, 110);
  y += 6;
  field('Invoice No.', pv.invoice_no, 10);
  field('Invoice Date', pv.invoice_date, 110);
  y += 6;
  field('Status', PV_STATUSES[pv.status], 10);
  field('Journal Entry', pv.journal_entry, 110);
  y += 6;
  field('Particulars', pv.particulars, 10);
  y += 10;
  pdf.setFont('helvetica', 'bold');
  row(pdf, y, [{ text: 'Account', x: 10 }, { text: 'Debit', x: 170, right: true }, { text: 'Credit', x: 200, right: true }]);
  pdf.setFont('helvetica', 'normal');
  for (const l of pv.entry) {
    y += 6;
    row(pdf, y, [{ text: `${l.account_code} ${l.account_name}`.slice(0, 80), x: 10 }, { text: formatMoney(l.debit), x: 170, right: true }, { text: formatMoney(l.credit), x: 200, right: true }]);
  }
  y += 10;
  for (const [label, value] of [['Gross Amount', pv.gross_amount], ['Input VAT', pv.input_vat], ['EWT', pv.ewt_amount], ['Net Payable', pv.net_payable]] as const) {
    row(pdf, y, [{ text: label, x: 120 }, { text: formatMoney(value), x: 200, right: true }]);
    y += 6;
  }
  y += 14;
  row(pdf, y, [{ text: `Prepared by: ${pv.maker ?? ''}`, x: 10 }, { text: `Approved by: ${pv.checked_by_name ?? ''}`, x: 110 }]);
  pdf.save(`${pv.pv_no}.pdf`);
}

/** Draws one certificate per page. */
export async function printBir2307(certs: Bir2307[], fileName: string): Promise<void> {
  const pdf = await newPdf();
  certs.forEach((c, n) => {
    if (n > 0) pdf.addPage();
    pdf.setFontSize(12);
    pdf.text('BIR Form No. 2307', 105, 12, { align: 'center' });
    pdf.setFontSize(10);
    pdf.text('Certificate of Creditable Tax Withheld at Source', 105, 18, { align: 'center' });
    pdf.setFontSize(8);
    let y = 28;
    const line = (text: string) => {
      pdf.text(text, 10, y);
      y += 5;
    };
    line(`1 For the Period  From ${c.period_from}  To ${c.period_to}`);
    y += 2;
    pdf.setFont('helvetica', 'bold');
    line('Part I - Payee Information');
    pdf.setFont('helvetica', 'normal');
    line(`2 Taxpayer Identification Number (TIN): ${c.payee_tin ?? '—'}`);
    line(`3 Payee's Name: ${c.payee_name}`);
    line(`4 Registered Address: ${c.payee_address ?? '—'}   4A ZIP Code: ${c.payee_zip ?? '—'}`);
    y += 2;
    pdf.setFont('helvetica', 'bold');
    line('Part II - Payor Information');
    pdf.setFont('helvetica', 'normal');
    line(`6 Taxpayer Identification Number (TIN): ${c.payor_tin}`);
    line(`7 Payor's Name: ${c.payor_name}`);
    line(`8 Registered Address: ${c.payor_address}   8A ZIP Code: ${c.payor_zip}`);
    y += 2;
    pdf.setFont('helvetica', 'bold');
    line('Part III - Details of Monthly Income Payments and Taxes Withheld');
    const cols = [
      { text: 'Income Payments Subject to EWT', x: 10 },
      { text: 'ATC', x: 75 },
      { text: `1st Month (${monthName(c.months[0]).slice(0, 3)})`, x: 112, right: true },
      { text: `2nd Month (${monthName(c.months[1]).slice(0, 3)})`, x: 137, right: true },
      { text: `3rd Month (${monthName(c.months[2]).slice(0, 3)})`, x: 162, right: true },
      { text: 'Total', x: 182, right: true },
      { text: 'Tax Withheld', x: 202, right: true },
    ];
    row(pdf, y, cols);
    pdf.setFont('helvetica', 'normal');
    for (const r of c.rows) {
      y += 6;
      row(pdf, y, [
        { text: r.description.slice(0, 40), x: 10 },
        { text: r.atc_code, x: 75 },
        { text: formatMoney(r.month1), x: 112, right: true },
        { text: formatMoney(r.month2), x: 137, right: true },
        { text: formatMoney(r.month3), x: 162, right: true },
        { text: formatMoney(r.total), x: 182, right: true },
        { text: formatMoney(r.tax_withheld), x: 202, right: true },
      ]);
    }
    y += 7;
    pdf.setFont('helvetica', 'bold');
    row(pdf, y, [{ text: 'Total', x: 10 }, { text: formatMoney(c.total_income), x: 182, right: true }, { text: formatMoney(c.total_withheld), x: 202, right: true }]);
    pdf.setFont('helvetica', 'normal');
    y += 10;
    line(`Payable vouchers: ${c.pv_nos.join(', ')}`);
    y += 10;
    line('Signature over printed name of payor / payor\u2019s authorized representative / tax agent');
  });
  pdf.save(fileName);
}
