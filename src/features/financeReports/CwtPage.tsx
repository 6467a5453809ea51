/** Filled in by its module. */
export default function CwtPage() {
  return <p>Not available yet.</p>;
}
