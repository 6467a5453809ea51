/** Filled in by its module. */
export default function NonStockPurchaseOrderPage() {
  return <p>Not available yet.</p>;
}
