/** Filled in by its module. */
export default function AdvancesToSupplierNonTradePage() {
  return <p>Not available yet.</p>;
}
