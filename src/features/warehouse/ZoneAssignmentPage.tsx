/** Filled in by its module. */
export default function ZoneAssignmentPage() {
  return <p>Not available yet.</p>;
}
