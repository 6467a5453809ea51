/** Filled in by its module. */
export default function PalletAssignmentPage() {
  return <p>Not available yet.</p>;
}
