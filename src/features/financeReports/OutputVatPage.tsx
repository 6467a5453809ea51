/** Filled in by its module. */
export default function OutputVatPage() {
  return <p>Not available yet.</p>;
}
