/** Filled in by its module. */
export default function BalanceSheetPage() {
  return <p>Not available yet.</p>;
}
