/** Filled in by its module. */
export default function StockPoReportPage() {
  return <p>Not available yet.</p>;
}
