/** Filled in by its module. */
export default function DebitMemoListPage() {
  return <p>Not available yet.</p>;
}
