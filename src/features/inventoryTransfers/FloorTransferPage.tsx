/** Filled in by its module. */
export default function FloorTransferPage() {
  return <p>Not available yet.</p>;
}
