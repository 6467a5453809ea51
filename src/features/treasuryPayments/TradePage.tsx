/** Filled in by its module. */
export default function TradePage() {
  return <p>Not available yet.</p>;
}
