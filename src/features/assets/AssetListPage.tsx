/** Filled in by its module. */
export default function AssetListPage() {
  return <p>Not available yet.</p>;
}
