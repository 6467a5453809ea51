/** Filled in by its module. */
export default function CapitalizedAssetsPage() {
  return <p>Not available yet.</p>;
}
