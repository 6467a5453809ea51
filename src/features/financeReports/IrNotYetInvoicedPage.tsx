/** Filled in by its module. */
export default function IrNotYetInvoicedPage() {
  return <p>Not available yet.</p>;
}
