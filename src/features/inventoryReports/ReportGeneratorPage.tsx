/** Filled in by its module. */
export default function ReportGeneratorPage() {
  return <p>Not available yet.</p>;
}
