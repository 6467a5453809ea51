/** Filled in by its module. */
export default function ReceiptListPage() {
  return <p>Not available yet.</p>;
}
