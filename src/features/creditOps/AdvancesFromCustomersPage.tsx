/** Filled in by its module. */
export default function AdvancesFromCustomersPage() {
  return <p>Not available yet.</p>;
}
