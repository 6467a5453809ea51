/** Filled in by its module. */
export default function AdvancesToVendorsPage() {
  return <p>Not available yet.</p>;
}
