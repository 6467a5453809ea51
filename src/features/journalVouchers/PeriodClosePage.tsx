/** Filled in by its module. */
export default function PeriodClosePage() {
  return <p>Not available yet.</p>;
}
