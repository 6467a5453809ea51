/** Filled in by its module. */
export default function MemoListPage() {
  return <p>Not available yet.</p>;
}
