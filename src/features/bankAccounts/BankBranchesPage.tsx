/** Filled in by its module. */
export default function BankBranchesPage() {
  return <p>Not available yet.</p>;
}
