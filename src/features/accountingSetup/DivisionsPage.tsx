/** Filled in by its module. */
export default function DivisionsPage() {
  return <p>Not available yet.</p>;
}
