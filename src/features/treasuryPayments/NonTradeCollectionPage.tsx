/** Filled in by its module. */
export default function NonTradeCollectionPage() {
  return <p>Not available yet.</p>;
}
