/** Filled in by its module. */
export default function DatedCheckPage() {
  return <p>Not available yet.</p>;
}
