/** Filled in by its module. */
export default function InventoryImportPage() {
  return <p>Not available yet.</p>;
}
