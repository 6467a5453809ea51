/** Filled in by its module. */
export default function MovementSummaryPage() {
  return <p>Not available yet.</p>;
}
