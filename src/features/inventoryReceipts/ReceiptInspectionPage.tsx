/** Filled in by its module. */
export default function ReceiptInspectionPage() {
  return <p>Not available yet.</p>;
}
