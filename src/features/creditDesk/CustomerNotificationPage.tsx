/** Filled in by its module. */
export default function CustomerNotificationPage() {
  return <p>Not available yet.</p>;
}
