/** Filled in by its module. */
export default function TradeNonTradePayablesPage() {
  return <p>Not available yet.</p>;
}
