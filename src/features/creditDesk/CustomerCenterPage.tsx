/** Filled in by its module. */
export default function CustomerCenterPage() {
  return <p>Not available yet.</p>;
}
