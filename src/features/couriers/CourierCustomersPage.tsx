/** Filled in by its module. */
export default function CourierCustomersPage() {
  return <p>Not available yet.</p>;
}
