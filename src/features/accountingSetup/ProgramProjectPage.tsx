/** Filled in by its module. */
export default function ProgramProjectPage() {
  return <p>Not available yet.</p>;
}
