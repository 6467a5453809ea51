/** Filled in by its module. */
export default function InventoryInvoicedPage() {
  return <p>Not available yet.</p>;
}
