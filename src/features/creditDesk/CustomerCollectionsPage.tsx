/** Filled in by its module. */
export default function CustomerCollectionsPage() {
  return <p>Not available yet.</p>;
}
