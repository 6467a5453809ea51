/** Filled in by its module. */
export default function InputVatPage() {
  return <p>Not available yet.</p>;
}
