/** Filled in by its module. */
export default function CoaTaggingPage() {
  return <p>Not available yet.</p>;
}
