/** Filled in by its module. */
export default function CwtReportPage() {
  return <p>Not available yet.</p>;
}
