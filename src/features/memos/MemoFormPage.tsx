/** Filled in by its module. */
export default function MemoFormPage() {
  return <p>Not available yet.</p>;
}
