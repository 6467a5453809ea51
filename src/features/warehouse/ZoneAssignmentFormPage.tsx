/** Filled in by its module. */
export default function ZoneAssignmentFormPage() {
  return <p>Not available yet.</p>;
}
