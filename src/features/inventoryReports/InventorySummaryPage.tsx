/** Filled in by its module. */
export default function InventorySummaryPage() {
  return <p>Not available yet.</p>;
}
