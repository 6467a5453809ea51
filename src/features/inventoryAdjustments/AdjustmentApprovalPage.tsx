/** Filled in by its module. */
export default function AdjustmentApprovalPage() {
  return <p>Not available yet.</p>;
}
