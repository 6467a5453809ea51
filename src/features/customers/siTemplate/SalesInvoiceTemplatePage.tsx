/** Filled in by its module. */
export default function SalesInvoiceTemplatePage() {
  return <p>Not available yet.</p>;
}
