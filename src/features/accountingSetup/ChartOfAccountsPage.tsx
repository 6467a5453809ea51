/** Filled in by its module. */
export default function ChartOfAccountsPage() {
  return <p>Not available yet.</p>;
}
