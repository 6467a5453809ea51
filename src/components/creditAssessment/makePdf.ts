/**
 * The credit assessment as an A4 portrait PDF (spec 000 §2.17, §9). jspdf and
 * html2canvas (~173 KB gzip together) are imported here only, and this module
 * only through import() when the user asks for the PDF, so neither reaches
 * the sign-in bundle nor even the page's first load.
 */
export async function makePdf(element: HTMLElement, fileName: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const canvas = await html2canvas(element, { scale: 2, backgroundColor: '#ffffff' });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const margin = 10;
  const pageWidth = pdf.internal.pageSize.getWidth() - 2 * margin;
  const pageHeight = pdf.internal.pageSize.getHeight() - 2 * margin;
  // Fit the width; a taller picture continues on further pages, shifted up one page at a time.
  const height = (canvas.height * pageWidth) / canvas.width;
  const image = canvas.toDataURL('image/png');
  for (let top = 0; top < height; top += pageHeight) {
    if (top > 0) pdf.addPage();
    pdf.addImage(image, 'PNG', margin, margin - top, pageWidth, height);
  }
  pdf.save(fileName);
}
