/** Filled in by its module. */
export default function ReceiptFormPage() {
  return <p>Not available yet.</p>;
}
