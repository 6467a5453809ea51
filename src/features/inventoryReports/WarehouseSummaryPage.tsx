/** Filled in by its module. */
export default function WarehouseSummaryPage() {
  return <p>Not available yet.</p>;
}
