/** Filled in by its module. */
export default function CustomerAgingPage() {
  return <p>Not available yet.</p>;
}
