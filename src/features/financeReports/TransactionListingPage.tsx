/** Filled in by its module. */
export default function TransactionListingPage() {
  return <p>Not available yet.</p>;
}
