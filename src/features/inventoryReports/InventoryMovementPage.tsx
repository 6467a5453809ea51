/** Filled in by its module. */
export default function InventoryMovementPage() {
  return <p>Not available yet.</p>;
}
