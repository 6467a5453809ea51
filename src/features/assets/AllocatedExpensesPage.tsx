/** Filled in by its module. */
export default function AllocatedExpensesPage() {
  return <p>Not available yet.</p>;
}
