/** Filled in by its module. */
export default function AdjustmentPage() {
  return <p>Not available yet.</p>;
}
