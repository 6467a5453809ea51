/** Filled in by its module. */
export default function AdvancesToSuppliersPage() {
  return <p>Not available yet.</p>;
}
