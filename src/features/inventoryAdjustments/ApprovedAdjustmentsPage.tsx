/** Filled in by its module. */
export default function ApprovedAdjustmentsPage() {
  return <p>Not available yet.</p>;
}
