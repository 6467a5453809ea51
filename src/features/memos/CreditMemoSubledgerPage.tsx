/** Filled in by its module. */
export default function CreditMemoSubledgerPage() {
  return <p>Not available yet.</p>;
}
