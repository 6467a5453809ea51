/** Filled in by its module. */
export default function ReplenishmentPage() {
  return <p>Not available yet.</p>;
}
