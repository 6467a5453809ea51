/** Filled in by its module. */
export default function CourierLocationsPage() {
  return <p>Not available yet.</p>;
}
