import { recallClassLabel, type RecallCustomer, type RecallDetail } from '../../../contract/recalls';

/**
 * The recall notices as one PDF, a page per customer: what is recalled (product, batches, class, reason),
 * what the customer received (invoices and quantity still with it), and what to do. jspdf is loaded only
 * when the notices are printed.
 */
export async function printRecallNotices(recall: RecallDetail, customers: readonly RecallCustomer[]): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  customers.forEach((c, i) => {
    if (i > 0) pdf.addPage();
    let y = 20;
    const line = (text: string, opts: { bold?: boolean; size?: number; gap?: number } = {}) => {
      pdf.setFont('helvetica', opts.bold ? 'bold' : 'normal');
      pdf.setFontSize(opts.size ?? 10);
      for (const part of pdf.splitTextToSize(text, 180) as string[]) {
        pdf.text(part, 15, y);
        y += (opts.size ?? 10) * 0.5;
      }
      y += opts.gap ?? 1;
    };
    line('PRODUCT RECALL NOTICE', { bold: true, size: 16, gap: 4 });
    line(`Recall No. ${recall.recall_no} — ${recallClassLabel(recall.recall_class)}`, { bold: true });
    line(`Date: ${recall.initiated_on}`, { gap: 4 });
    line(`To: ${c.customer_name} (${c.customer_code})`, { bold: true });
    if (c.address) line(c.address);
    if (c.contact_person) line(`Attention: ${c.contact_person}${c.contact_no ? `, ${c.contact_no}` : ''}${c.email ? `, ${c.email}` : ''}`);
    y += 4;
    line(`We are recalling ${recall.product_code} ${recall.product_name}, batch${recall.batches.length > 1 ? 'es' : ''} ${recall.batches.map((b) => `${b.batch_no} (expiry ${b.expiry_date})`).join(', ')}.`);
    line(`Reason: ${recall.reason}`, { gap: 4 });
    line(`Our records show these batches were delivered to you on: ${c.invoices}.`);
    line(`Quantity delivered: ${c.delivered.toLocaleString('en-PH')}. Still with you by our records: ${c.outstanding.toLocaleString('en-PH')}.`, { bold: true, gap: 4 });
    line('Please stop selling or dispensing these batches at once, set them apart, and return them to us: our representative will collect them against a stock return pull-out form. Tell us the quantity you hold even if it is zero.');
    y += 6;
    line('This notice is sent under the FDA guideline on product recalls.', { size: 8 });
  });
  pdf.save(`${recall.recall_no}-notices.pdf`);
}
