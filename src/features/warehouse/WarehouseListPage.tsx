/** Filled in by its module. */
export default function WarehouseListPage() {
  return <p>Not available yet.</p>;
}
