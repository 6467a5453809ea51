/** Filled in by its module. */
export default function AdjustmentImportPage() {
  return <p>Not available yet.</p>;
}
