/** Filled in by its module. */
export default function AssetReceivedNotInvoicedPage() {
  return <p>Not available yet.</p>;
}
