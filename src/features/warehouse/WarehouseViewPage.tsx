/** Filled in by its module. */
export default function WarehouseViewPage() {
  return <p>Not available yet.</p>;
}
