/** Filled in by its module. */
export default function InventoryReportPage() {
  return <p>Not available yet.</p>;
}
