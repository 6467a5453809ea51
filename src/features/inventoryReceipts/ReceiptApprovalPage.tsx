/** Filled in by its module. */
export default function ReceiptApprovalPage() {
  return <p>Not available yet.</p>;
}
