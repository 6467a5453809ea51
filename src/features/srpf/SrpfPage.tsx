/** Filled in by its module. */
export default function SrpfPage() {
  return <p>Not available yet.</p>;
}
