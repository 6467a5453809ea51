/** Filled in by its module. */
export default function TransactionLogPage() {
  return <p>Not available yet.</p>;
}
