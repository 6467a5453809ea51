/** Filled in by its module. */
export default function CostCenterPage() {
  return <p>Not available yet.</p>;
}
