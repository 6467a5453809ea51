/** Filled in by its module. */
export default function TransferApprovalPage() {
  return <p>Not available yet.</p>;
}
