/** Filled in by its module. */
export default function ManualSalesInvoicePage() {
  return <p>Not available yet.</p>;
}
