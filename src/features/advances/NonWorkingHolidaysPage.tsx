/** Filled in by its module. */
export default function NonWorkingHolidaysPage() {
  return <p>Not available yet.</p>;
}
