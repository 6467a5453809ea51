/** Filled in by its module. */
export default function WarehouseCreatePage() {
  return <p>Not available yet.</p>;
}
