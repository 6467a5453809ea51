/** Filled in by its module. */
export default function AssetManagementPage() {
  return <p>Not available yet.</p>;
}
