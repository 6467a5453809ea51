/** Filled in by its module. */
export default function StatementOfAccountPage() {
  return <p>Not available yet.</p>;
}
