/** Filled in by its module. */
export default function NonAssetPurchaseOrderPage() {
  return <p>Not available yet.</p>;
}
