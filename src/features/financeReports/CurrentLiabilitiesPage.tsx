/** Filled in by its module. */
export default function CurrentLiabilitiesPage() {
  return <p>Not available yet.</p>;
}
