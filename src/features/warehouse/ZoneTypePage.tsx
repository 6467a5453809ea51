/** Filled in by its module. */
export default function ZoneTypePage() {
  return <p>Not available yet.</p>;
}
