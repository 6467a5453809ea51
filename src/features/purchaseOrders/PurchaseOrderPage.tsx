/** Filled in by its module. */
export default function PurchaseOrderPage() {
  return <p>Not available yet.</p>;
}
