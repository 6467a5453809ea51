import { CONTROLLED_KINDS, type SRegister } from '../../../contract/regulatory';

/** The S-Register of one product for a period as a PDF (landscape, the columns of PDEA form 3-14); jspdf loads on demand. */
export async function printSRegister(r: SRegister): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const head = () => {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(13);
    pdf.text('S-REGISTER (DANGEROUS DRUGS / CONTROLLED PRECURSORS)', 148, 12, { align: 'center' });
    pdf.setFontSize(9);
    pdf.setFont('helvetica', 'normal');
    pdf.text(`${r.product_code} ${r.product_name}${r.generic_name ? ` (${r.generic_name})` : ''} — ${r.controlled ? CONTROLLED_KINDS[r.controlled] : 'not flagged'}`, 10, 19);
    pdf.text(`Period ${r.date_from} to ${r.date_to}`, 287, 19, { align: 'right' });
  };
  const cols: { label: string; x: number; right?: boolean; of: (row: SRegister['rows'][number]) => string }[] = [
    { label: 'Date', x: 10, of: (x) => x.date },
    { label: 'Movement', x: 30, of: (x) => x.kind },
    { label: 'Document', x: 58, of: (x) => x.document },
    { label: 'Batch', x: 88, of: (x) => x.batch_no },
    { label: 'Supplier / Purchaser', x: 110, of: (x) => (x.party ?? '').slice(0, 34) },
    { label: 'S-Licence / Permit', x: 170, of: (x) => [x.licence_no, x.permit_no].filter(Boolean).join(' / ').slice(0, 34) },
    { label: 'Carrier', x: 228, of: (x) => (x.carrier ?? '').slice(0, 16) },
    { label: 'In', x: 262, right: true, of: (x) => (x.received ? String(x.received) : '') },
    { label: 'Out', x: 274, right: true, of: (x) => (x.issued ? String(x.issued) : '') },
    { label: 'Balance', x: 287, right: true, of: (x) => String(x.balance) },
  ];
  let y = 0;
  const header = () => {
    head();
    y = 27;
    pdf.setFont('helvetica', 'bold');
    for (const c of cols) pdf.text(c.label, c.x, y, c.right ? { align: 'right' } : undefined);
    pdf.setFont('helvetica', 'normal');
    y += 5;
  };
  header();
  pdf.text('Opening balance', 30, y);
  pdf.text(String(r.opening), 287, y, { align: 'right' });
  for (const row of r.rows) {
    y += 5;
    if (y > 195) {
      pdf.addPage();
      header();
    }
    for (const c of cols) pdf.text(c.of(row), c.x, y, c.right ? { align: 'right' } : undefined);
  }
  y += 7;
  pdf.setFont('helvetica', 'bold');
  pdf.text('Totals and closing balance', 30, y);
  pdf.text(String(r.received), 262, y, { align: 'right' });
  pdf.text(String(r.issued), 274, y, { align: 'right' });
  pdf.text(String(r.closing), 287, y, { align: 'right' });
  pdf.save(`s-register_${r.product_code}_${r.date_from}_${r.date_to}.pdf`);
}
