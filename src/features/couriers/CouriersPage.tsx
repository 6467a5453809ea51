/** Filled in by its module. */
export default function CouriersPage() {
  return <p>Not available yet.</p>;
}
