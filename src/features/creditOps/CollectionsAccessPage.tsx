/** Filled in by its module. */
export default function CollectionsAccessPage() {
  return <p>Not available yet.</p>;
}
