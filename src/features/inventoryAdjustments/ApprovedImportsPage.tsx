/** Filled in by its module. */
export default function ApprovedImportsPage() {
  return <p>Not available yet.</p>;
}
