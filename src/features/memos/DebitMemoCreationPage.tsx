/** Filled in by its module. */
export default function DebitMemoCreationPage() {
  return <p>Not available yet.</p>;
}
